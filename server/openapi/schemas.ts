import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/** Rewrites `#/$defs/x` to the component the definition was hoisted to. */
function rewriteRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/') ? `#/components/schemas/${rename(item.slice(8))}` : rewriteRefs(item, rename),
    ]),
  );
}

/**
 * Converts the contract's zod schemas to JSON Schema 2020-12, the dialect of OpenAPI 3.1. A
 * request is described as it is sent (`io: 'input'`: a coerced query number is the text it
 * arrives as) and an answer as the serializer writes it (`io: 'output'`). What JSON cannot say (a
 * refinement, a transform's function) becomes no constraint rather than a failure: the server
 * still applies it. Shared or recursive parts (`$defs`) move to `components.schemas` under the
 * operation's name, since a `$defs` reference inside an operation would resolve against the
 * document's root.
 */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: unknown, io: 'input' | 'output', owner: string): JsonSchema {
    const json = (isZod(schema)
      ? z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' })
      : (schema ?? {})) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const rename = (name: string) => `${owner}.${name}`.replace(/[^A-Za-z0-9._-]/g, '_');
    for (const [name, definition] of Object.entries($defs ?? {})) {
      this.components[rename(name)] = rewriteRefs(definition, rename) as JsonSchema;
    }
    return rewriteRefs(rest, rename) as JsonSchema;
  }
}

/** Whether a request part may be left out: its schema accepts nothing at all. */
export const acceptsNothing = (schema: unknown): boolean => isZod(schema) && schema.safeParse(undefined).success;

/** The object members of a (possibly nullable or union) object schema, for parameters and the version rule. */
export function objectMembers(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const variants = [schema, ...((schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []) as JsonSchema[])];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const variant of variants) {
    Object.assign(properties, (variant.properties ?? {}) as Record<string, JsonSchema>);
    for (const name of (variant.required ?? []) as string[]) required.add(name);
  }
  return { properties, required };
}
