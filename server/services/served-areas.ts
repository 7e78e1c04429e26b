import type { ResourceDeclaration } from '../../contract/area';
import type { ResourceDefinition } from './resource';

type AnyDefinition = ResourceDefinition<Record<string, unknown>, { id: number; version: number }>;
export interface ServedArea {
  readonly declaration: ResourceDeclaration;
  readonly definition: AnyDefinition;
}

/**
 * The kit areas by key, as the routes register them, so one area's work can read another's
 * records: an export's filter written by its record's label, an import's customer and items
 * found by name.
 */
const served = new Map<string, ServedArea>();

export const serveArea = (declaration: ResourceDeclaration, definition: AnyDefinition) => served.set(declaration.key, { declaration, definition });

export const servedArea = (key: string): ServedArea | undefined => served.get(key);
