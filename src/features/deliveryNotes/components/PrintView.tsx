import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Shipment } from '../../../../contract/shipments';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { PRINT_ROOT, PrintSetup } from '../../../components/print/PrintSetup/PrintSetup';
import { SHEET_CONTENT_HEIGHT_PX } from '../../../components/print/PrintSheet/PrintSheet';
import { Button } from '../../../components/ui/Button/Button';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { usePagedFlows } from '../../../lib/print/use-paged-flows';
import { qrPathOf } from '../../../lib/qr/qr-path';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';
import { DeliveryNote } from './DeliveryNote';
import { clampCopies, COPY_CHOICES, NS, notesOf, shipmentUrl } from './note-model';

export interface PrintViewProps {
  /** The shipments whose notes are printed, in order (those without a DO are left out). */
  shipments: readonly Shipment[];
  /** Records the print (the API); the dialog opens only once it has succeeded. */
  onRecord(ids: readonly number[], copies: number): Promise<unknown>;
  /** Opens the browser's print dialog; stories and tests pass a spy. */
  print?: () => void;
  /** Messages above the notes (shipments left out of a batch, …). */
  notices?: ReactNode;
  /** Where the QR code points (the app's origin). */
  origin?: string;
}

/**
 * The print screen's body: copies (1–5), "with internal notes", the Print button, and the notes
 * of every shipment in every copy. Print records the print first and opens the browser's dialog
 * only when that succeeded: a print that failed to record is not printed.
 */
export function PrintView({ shipments, onRecord, print = () => window.print(), notices, origin = window.location.origin }: PrintViewProps) {
  const { t, i18n } = useTranslation(NS);
  const format = useFormatter();
  const [copies, setCopies] = useState(1);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const printable = useMemo(() => shipments.filter((shipment) => shipment.deliveryOrders.length > 0), [shipments]);
  const notes = useMemo(() => notesOf(printable, copies), [printable, copies]);
  const codes = useMemo(
    () =>
      new Map(
        printable.map((shipment) => {
          const url = shipmentUrl(origin, paths.shipments.detail(shipment.id));
          return [shipment.id, { url, qr: qrPathOf(url) }];
        }),
      ),
    [printable, origin],
  );
  const originals = useMemo(() => notes.filter((note) => note.copy === 0), [notes]);
  const pages = usePagedFlows(
    originals.map((note) => note.number),
    `${i18n.language}|${includeNotes}`,
    SHEET_CONTENT_HEIGHT_PX,
  );
  const onPrint = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onRecord(
        printable.map((shipment) => shipment.id),
        copies,
      );
    } catch (error) {
      setFailure(error);
      return;
    } finally {
      setBusy(false);
    }
    print();
  };
  return (
    <>
      <PrintSetup margin="0" />
      <Controls data-print-toolbar aria-label={t('toolbar.label')}>
        <Toolbar>
          {/* A native select with its label, not the form kit's Field: the print route's budget (decision 214). */}
          <Copies>
            <span id="print-copies-label">{t('toolbar.copies')}</span>
            <select value={String(copies)} onChange={(event) => setCopies(clampCopies(event.target.value))} aria-labelledby="print-copies-label" aria-describedby="print-copies-hint">
              {COPY_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {value === 1 ? t('toolbar.copiesOne') : t('toolbar.copiesMany', { count: value })}
                </option>
              ))}
            </select>
            <small id="print-copies-hint">{t('toolbar.copiesHint')}</small>
          </Copies>
          <Check>
            <input type="checkbox" checked={includeNotes} onChange={(event) => setIncludeNotes(event.target.checked)} />
            {t('toolbar.includeNotes')}
          </Check>
          <Button onClick={() => void onPrint()} busy={busy} disabled={printable.length === 0 || !pages.ready}>
            {t('toolbar.print')}
          </Button>
        </Toolbar>
        <p className="summary" role="status">
          {printable.length === 0 ? '' : t('toolbar.summary', { notes: notes.length, shipments: printable.length })}
        </p>
        {failure !== null && (
          <p role="alert" className="failure">
            {t('toolbar.failed')} {actionErrorText(t, failure, NS)}
          </p>
        )}
        {notices}
      </Controls>
      <Document {...PRINT_ROOT} aria-label={t('document')} ref={pages.ref}>
        {pages.ready
          ? notes.map((note) => {
              const code = codes.get(note.shipment.id)!;
              return <DeliveryNote key={note.key} note={note} includeNotes={includeNotes} qr={code.qr} url={code.url} format={format} pages={pages.pagesOf(note.number)} />;
            })
          : originals.map((note) => {
              const code = codes.get(note.shipment.id)!;
              return <DeliveryNote key={note.key} note={note} includeNotes={includeNotes} qr={code.qr} url={code.url} format={format} />;
            })}
      </Document>
    </>
  );
}

const Controls = styled.section`
  margin-bottom: ${tokens.space.md};
  .summary {
    margin: 0 0 ${tokens.space.sm};
    color: ${tokens.color.textMuted};
  }
  .failure {
    margin: 0 0 ${tokens.space.sm};
    padding: ${tokens.space.sm} ${tokens.space.md};
    color: ${tokens.color.danger};
    background: ${tokens.color.dangerBg};
    border-radius: ${tokens.radius.md};
  }
  @media print {
    display: none;
  }
`;

const Copies = styled.label`
  display: grid;
  gap: 2px;
  margin-right: auto;
  select {
    min-height: 40px;
    padding: 0 ${tokens.space.sm};
    color: ${tokens.color.text};
    background: ${tokens.color.surface};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    font: inherit;
  }
  small {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 40px;
`;

const Document = styled.section`
  position: relative;
  overflow-x: auto;
  padding: 1px 1px 0;
  [data-flow-root] {
    position: absolute;
    top: 0;
    left: 0;
    visibility: hidden;
  }
  @media print {
    display: block;
    overflow: visible;
    padding: 0;
  }
`;
