// Deliberately breaks the layering: code in the shared layers may not import app.
// `npm run lint` expects ESLint to report exactly this import (scripts/check-lint-fixture.mjs).
import { screenForPath } from '../src/app/screens';

export const firstScreen = screenForPath('/users/data');
