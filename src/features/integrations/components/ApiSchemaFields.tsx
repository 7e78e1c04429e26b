import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/Badge/Badge';
import { theme as tokens } from '../../../theme/tokens';
import { propertiesOf, summariseSchema, type Json, type Schema, type SchemaSummary } from './ApiDocument';

export interface ApiSchemaFieldsProps {
  /** The whole document: `$ref`s are looked up in it. */
  document: Json;
  schema: Schema;
  /** The list's accessible name ("Isian application/json"). */
  label: string;
}

/** Nesting below this is left out: a generated schema this deep is a loop the `$ref` check missed. */
const MAX_DEPTH = 8;

type T = TFunction<'account'>;

/** A schema's type in words: `string`, `Customer`, `array of Customer`, `file`. */
function typeOf(document: Json, summary: SchemaSummary, t: T): string {
  if (summary.file) return t('apiReference.schema.file');
  if (summary.types.includes('array') && summary.items) {
    const items = summariseSchema(document, summary.items);
    return t('apiReference.schema.arrayOf', { type: items.name ?? typeOf(document, items, t) });
  }
  if (summary.name) return summary.name;
  if (summary.types.length > 0) return summary.types.join(' | ');
  return summary.variants.length > 0 ? '' : t('apiReference.schema.any');
}

/**
 * A request or answer schema as a readable nested list: each field's name, type, whether it is
 * required, its limits, accepted values and description, and the fields inside objects, array
 * items and alternatives. A component met again inside itself is named, not expanded.
 */
export function ApiSchemaFields({ document, schema, label }: ApiSchemaFieldsProps) {
  const { t } = useTranslation('account');
  const summary = summariseSchema(document, schema);
  return (
    <Root>
      {summary.hasFields ? (
        <Children document={document} schema={schema} refs={[]} depth={0} label={label} t={t} />
      ) : (
        <ul aria-label={label}>
          <li>
            <Facts document={document} summary={summary} t={t} />
            <Children document={document} schema={schema} refs={[]} depth={0} t={t} />
          </li>
        </ul>
      )}
    </Root>
  );
}

interface ChildrenProps {
  document: Json;
  schema: Schema;
  /** The components already open above this point. */
  refs: readonly string[];
  depth: number;
  label?: string;
  t: T;
}

/** What is inside a schema: its fields, its array items' fields, or its alternatives; nothing for a plain value. */
function Children({ document, schema, refs, depth, label, t }: ChildrenProps) {
  const summary = summariseSchema(document, schema);
  if (summary.name && refs.includes(summary.name)) {
    return <p className="note">{t('apiReference.schema.seeAbove', { name: summary.name })}</p>;
  }
  const inner = summary.name ? [...refs, summary.name] : refs;
  const nested = summary.hasFields || summary.variants.length > 0 || (summary.items && hasInside(document, summary.items));
  if (!nested) return null;
  if (depth >= MAX_DEPTH) return <p className="note">{t('apiReference.schema.tooDeep')}</p>;
  if (summary.hasFields) {
    const { properties, required } = propertiesOf(document, schema);
    return (
      <ul aria-label={label}>
        {properties.map(([name, property]) => (
          <li key={name}>
            <Facts document={document} summary={summariseSchema(document, property)} name={name} required={required.has(name)} t={t} />
            <Children document={document} schema={property} refs={inner} depth={depth + 1} t={t} />
          </li>
        ))}
      </ul>
    );
  }
  if (summary.variants.length > 0) {
    return (
      <>
        <p className="note">{t('apiReference.schema.oneOf')}</p>
        <ol>
          {summary.variants.map((variant, index) => (
            <li key={index}>
              <span className="option">{t('apiReference.schema.option', { number: index + 1 })}</span>{' '}
              <Facts document={document} summary={summariseSchema(document, variant)} t={t} />
              <Children document={document} schema={variant} refs={inner} depth={depth + 1} t={t} />
            </li>
          ))}
        </ol>
      </>
    );
  }
  return (
    <>
      <p className="note">{t('apiReference.schema.itemsOf')}</p>
      <Children document={document} schema={summary.items!} refs={inner} depth={depth + 1} t={t} />
    </>
  );
}

const hasInside = (document: Json, schema: Schema) => {
  const summary = summariseSchema(document, schema);
  return summary.hasFields || summary.variants.length > 0;
};

interface FactsProps {
  document: Json;
  summary: SchemaSummary;
  name?: string;
  required?: boolean;
  /** False where the description has a column of its own (the parameters table). */
  withDescription?: boolean;
  t: T;
}

/** A parameter's type, flags, limits and accepted values, as the field list shows them. */
export function ApiSchemaFacts({ document, schema }: { document: Json; schema: Schema }) {
  const { t } = useTranslation('account');
  return (
    <Root>
      <Facts document={document} summary={summariseSchema(document, schema)} withDescription={false} t={t} />
    </Root>
  );
}

/** One value's line: name, type, required, flags, then its limits, values and description. */
function Facts({ document, summary, name, required = false, withDescription = true, t }: FactsProps) {
  const type = typeOf(document, summary, t);
  const flags = [
    summary.nullable && t('apiReference.schema.nullable'),
    summary.format && t('apiReference.schema.format', { value: summary.format }),
    summary.readOnly && t('apiReference.schema.readOnly'),
    summary.writeOnly && t('apiReference.schema.writeOnly'),
    summary.deprecated && t('apiReference.schema.deprecated'),
    ...summary.limits.map((limit) => t(`apiReference.schema.limits.${limit.keyword}`, { value: limit.value, count: limit.count, interpolation: { escapeValue: false } })),
  ].filter((flag): flag is string => typeof flag === 'string' && flag !== '');
  return (
    <span className="facts">
      <span className="head">
        {name !== undefined && <code className="name">{name}</code>}
        {type !== '' && <span className="type">{type}</span>}
        {required && <Badge tone="neutral">{t('apiReference.schema.required')}</Badge>}
      </span>
      {flags.length > 0 && <span className="flags">{flags.join(' · ')}</span>}
      {summary.enumValues.length > 0 && (
        <span className="values">
          {t('apiReference.schema.enum')}{' '}
          {summary.enumValues.map((value, index) => (
            <span key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </span>
      )}
      {withDescription && summary.description && <span className="description">{summary.description}</span>}
    </span>
  );
}

const Root = styled.div`
  min-width: 0;
  font-size: ${tokens.font.size.sm};

  ul,
  ol {
    display: grid;
    gap: ${tokens.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul,
  ul ol,
  ol ul,
  ol ol {
    margin-top: ${tokens.space.sm};
    padding-left: ${tokens.space.md};
    border-left: 2px solid ${tokens.color.border};
  }
  li {
    min-width: 0;
  }
  .facts {
    display: grid;
    gap: 2px;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.sm};
    align-items: baseline;
  }
  code {
    font-family: ${tokens.font.mono};
    overflow-wrap: anywhere;
  }
  .name {
    font-weight: ${tokens.font.weight.bold};
  }
  .type {
    font-family: ${tokens.font.mono};
    color: ${tokens.color.info};
    overflow-wrap: anywhere;
  }
  .flags,
  .values,
  .note,
  .option {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
    overflow-wrap: anywhere;
  }
  .description {
    overflow-wrap: anywhere;
  }
  .note {
    margin: ${tokens.space.xs} 0 0;
  }
`;
