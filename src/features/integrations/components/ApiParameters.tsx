import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/DataTable/DataTable';
import { summariseSchema, type ApiParameter, type Json } from './ApiDocument';
import { ApiSchemaFacts } from './ApiSchemaFields';

export interface ApiParametersProps {
  document: Json;
  parameters: readonly ApiParameter[];
  /** The operation they belong to ("POST /api/customers"), in the table's name. */
  operation: string;
}

/** An operation's path, query and header parameters as a table (cards on a phone). */
export function ApiParameters({ document, parameters, operation }: ApiParametersProps) {
  const { t } = useTranslation('account');
  const columns = useMemo<Column<ApiParameter>[]>(
    () => [
      { id: 'name', header: t('apiReference.parameters.name'), rowHeader: true, cell: (parameter) => <code>{parameter.name}</code> },
      { id: 'in', header: t('apiReference.parameters.in'), cell: (parameter) => parameter.in },
      {
        id: 'required',
        header: t('apiReference.parameters.required'),
        cell: (parameter) => (parameter.required ? t('apiReference.parameters.yes') : t('apiReference.parameters.no')),
      },
      {
        id: 'type',
        header: t('apiReference.parameters.type'),
        cell: (parameter) => (parameter.schema ? <ApiSchemaFacts document={document} schema={parameter.schema} /> : null),
      },
      {
        id: 'description',
        header: t('apiReference.parameters.description'),
        cell: (parameter) => parameter.description ?? (parameter.schema && summariseSchema(document, parameter.schema).description),
      },
    ],
    [t, document],
  );
  return (
    <DataTable
      caption={t('apiReference.parameters.caption', { operation })}
      columns={columns}
      rows={parameters}
      getRowId={(parameter) => `${parameter.in}:${parameter.name}`}
      state="ready"
      skeletonRows={0}
    />
  );
}
