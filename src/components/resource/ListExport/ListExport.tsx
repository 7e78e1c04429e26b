import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListExportBody } from '../../../../contract/list-export';
import type { ExportFile } from '../../../lib/api/download';
import type { Column } from '../../data/DataTable/DataTable';
import { Button } from '../../ui/Button/Button';

/** A filter as the list shows it now: its query parameter, its label and, unless it names a record, its value's words. */
export interface ExportFilterWords {
  readonly param: string;
  readonly label: string;
  /** Left out for a filter naming a record (`customerId`): the server writes the record's label. */
  readonly value?: string;
}

export interface ListExportProps<Row> {
  /** The area's export endpoint (`/api/delivery-orders/export`). */
  path: string;
  /** The file's title: the list's caption. */
  title: string;
  /** The list's columns: those whose field the area declares exportable are written, in this order. */
  columns: readonly Column<Row>[];
  /** The record fields the area lets an export write (its declaration's `list.columns`). */
  exportable: readonly string[];
  /** The list endpoint's query as the list sends it (page and size are dropped). */
  apiQuery: string;
  filters: readonly ExportFilterWords[];
  /** Rows the list's query finds, when known: the dialog says how many the file will hold. */
  total?: number | undefined;
  /** Where the file goes; the browser's download by default (stories show it instead). */
  save?: (file: ExportFile) => void;
  /** The chosen rows only, in the list's order, instead of every row the query finds. */
  ids?: readonly number[] | undefined;
  /** The button's words where it is not "Ekspor" ("Ekspor yang dipilih"). */
  buttonLabel?: string;
}

/** The columns as the export request names them: the record's field, the header the user reads, the words of its values. */
export function exportColumns<Row>(columns: readonly Column<Row>[], exportable: readonly string[]): ListExportBody['columns'] {
  return columns.flatMap((column) => {
    if (column.export === false) return [];
    const field = column.export?.field ?? column.id;
    if (!exportable.includes(field)) return [];
    return [{ field, header: column.header, ...(column.export?.values ? { values: column.export.values } : {}) }];
  });
}

// The dialog and the download client load when "Ekspor" is first pressed: a list page carries the button only.
const ListExportDialog = lazy(() => import('./ListExportDialog'));

/**
 * "Ekspor" on a list (export-lists): opens the dialog that says what the file holds and offers
 * XLSX and CSV (docs/decisions/331-list-export.md).
 */
export function ListExport<Row>(props: ListExportProps<Row>) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={props.ids ? 'sm' : undefined} onClick={() => setOpen(true)}>
        {props.buttonLabel ?? t('export.button')}
      </Button>
      <Suspense>{open && <ListExportDialog {...(props as ListExportProps<unknown>)} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
