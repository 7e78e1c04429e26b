// Deliberately breaks the layering: code in the shared layers may not import app.
// `npm run lint` expects ESLint to report exactly this import (scripts/check-lint-fixture.mjs).
import { ROUTES } from '../src/app/route-table';

export const routeCount = ROUTES.length;
