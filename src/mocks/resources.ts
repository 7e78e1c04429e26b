import { KIT_DECLARATIONS } from '../../contract/areas';
import type { MockResource } from './handlers/resource';

type AnyResource = MockResource<{ id: number; version: number; createdAt: string; updatedAt: string }>;

// Every area's mock is a module of ./areas exporting its `resources`: a new area's mock is a new
// file there and nothing else (docs/adding-an-area.md).
const modules = import.meta.glob<{ resources: readonly AnyResource[] }>('./areas/*.ts', { eager: true });

/** The resource kit's areas of the mock, in the declarations' order (contract/areas). */
export const MOCK_RESOURCES: readonly AnyResource[] = Object.values(modules)
  .flatMap((module) => module.resources)
  .sort((a, b) => KIT_DECLARATIONS.indexOf(a.declaration as never) - KIT_DECLARATIONS.indexOf(b.declaration as never));

const missing = KIT_DECLARATIONS.filter((declaration) => !MOCK_RESOURCES.some((resource) => resource.declaration === declaration));
if (missing.length > 0) {
  throw new Error(missing.map((declaration) => `Area ${declaration.key}: no mock serves it; add src/mocks/areas/${declaration.segment}.ts.`).join('\n'));
}
