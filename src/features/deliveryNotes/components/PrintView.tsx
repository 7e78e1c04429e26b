import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { receiptLinkPath, type ReceiptLinkValue } from '../../../../contract/receipts-values';
import type { Shipment } from '../../../../contract/shipments';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { PRINT_ROOT, PrintSetup } from '../../../components/print/PrintSetup/PrintSetup';
import { Button } from '../../../components/ui/Button/Button';
import { useAccess } from '../../../lib/access/AccessContext';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { contentHeightPxOf, PAPER_SIZES, PAPERS, readPaper, storePaper, type PaperSize } from '../../../lib/print/papers';
import { usePagedFlows } from '../../../lib/print/use-paged-flows';
import { qrPathOf } from '../../../lib/qr/qr-path';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';
import { DeliveryNote } from './DeliveryNote';
import { BRAND_COMPANY, clampCopies, COPY_CHOICES, NS, notesOf, shipmentUrl, type NoteCompany } from './note-model';

export interface PrintViewProps {
  /** The shipments whose notes are printed, in order (those without a DO are left out). */
  shipments: readonly Shipment[];
  /**
   * Records the print (the API) and answers the receivers' links it made; the dialog opens only
   * once it has succeeded, with each note's QR code on its link.
   */
  onRecord(ids: readonly number[], copies: number): Promise<readonly ReceiptLinkValue[] | undefined>;
  /** Opens the browser's print dialog; stories and tests pass a spy. */
  print?: () => void;
  /** Messages above the notes (shipments left out of a batch, …). */
  notices?: ReactNode;
  /** Where the QR code points (the app's origin). */
  origin?: string;
  /** Who sends the goods, at the head of every note; the build-time brand by default. */
  company?: NoteCompany;
}

/**
 * The print screen's body: the paper (remembered per user on this computer), copies (1–5), "with
 * internal notes", the Print button, and the notes of every shipment in every copy. Print records
 * the print first and opens the browser's dialog only when that succeeded: a print that failed to
 * record is not printed.
 */
export function PrintView({ shipments, onRecord, print = () => window.print(), notices, origin = window.location.origin, company = BRAND_COMPANY }: PrintViewProps) {
  const { t, i18n } = useTranslation(NS);
  const format = useFormatter();
  const { userId } = useAccess();
  const [paper, setPaper] = useState<PaperSize>(() => readPaper(userId));
  const choosePaper = (next: PaperSize) => {
    setPaper(next);
    storePaper(userId, next);
  };
  const logoReady = useImageLoaded(company.logo?.url);
  const [copies, setCopies] = useState(1);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const printable = useMemo(() => shipments.filter((shipment) => shipment.deliveryOrders.length > 0), [shipments]);
  const notes = useMemo(() => notesOf(printable, copies), [printable, copies]);
  // Each note's code: the receiver's link the print made, or the shipment in LAJU until printed.
  const [links, setLinks] = useState<ReadonlyMap<string, string>>(new Map());
  const [printing, setPrinting] = useState(false);
  const codes = useMemo(
    () =>
      new Map(
        printable.flatMap((shipment) =>
          shipment.deliveryOrders.map((order) => {
            const token = links.get(`${shipment.id}:${order.deliveryOrderId}`);
            const url = token ? shipmentUrl(origin, receiptLinkPath(token)) : shipmentUrl(origin, paths.shipments.detail(shipment.id));
            return [`${shipment.id}:${order.deliveryOrderId}`, { url, qr: qrPathOf(url) }];
          }),
        ),
      ),
    [printable, origin, links],
  );
  const codeOf = (note: { shipment: Shipment; order: { deliveryOrderId: number } }) => codes.get(`${note.shipment.id}:${note.order.deliveryOrderId}`)!;
  // The dialog opens once the notes carry their links on the page.
  useEffect(() => {
    if (!printing) return;
    setPrinting(false);
    print();
  }, [printing, print]);
  const originals = useMemo(() => notes.filter((note) => note.copy === 0), [notes]);
  const pages = usePagedFlows(
    originals.map((note) => note.number),
    `${i18n.language}|${includeNotes}|${paper}|${JSON.stringify(company)}`,
    contentHeightPxOf(PAPERS[paper]),
  );
  const onPrint = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const made = await onRecord(
        printable.map((shipment) => shipment.id),
        copies,
      );
      setLinks(new Map((made ?? []).map((link) => [`${link.shipmentId}:${link.deliveryOrderId}`, link.token])));
    } catch (error) {
      setFailure(error);
      return;
    } finally {
      setBusy(false);
    }
    setPrinting(true);
  };
  return (
    <>
      <PrintSetup margin="0" paper={paper} />
      <Controls data-print-toolbar aria-label={t('toolbar.label')}>
        <SetupBar>
          {/* Native selects with their labels, not the form kit's Field: the print route's budget (decision 214). */}
          <Choice>
            <span id="print-paper-label">{t('toolbar.paper')}</span>
            <select value={paper} onChange={(event) => choosePaper(event.target.value as PaperSize)} aria-labelledby="print-paper-label" aria-describedby="print-paper-hint">
              {PAPER_SIZES.map((value) => (
                <option key={value} value={value}>
                  {t(`toolbar.papers.${value}`)}
                </option>
              ))}
            </select>
            <small id="print-paper-hint">{t('toolbar.paperHint')}</small>
          </Choice>
          <Choice>
            <span id="print-copies-label">{t('toolbar.copies')}</span>
            <select value={String(copies)} onChange={(event) => setCopies(clampCopies(event.target.value))} aria-labelledby="print-copies-label" aria-describedby="print-copies-hint">
              {COPY_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {value === 1 ? t('toolbar.copiesOne') : t('toolbar.copiesMany', { count: value })}
                </option>
              ))}
            </select>
            <small id="print-copies-hint">{t('toolbar.copiesHint')}</small>
          </Choice>
          <Actions>
            <Check>
              <input type="checkbox" checked={includeNotes} onChange={(event) => setIncludeNotes(event.target.checked)} />
              {t('toolbar.includeNotes')}
            </Check>
            <Button onClick={() => void onPrint()} busy={busy} disabled={printable.length === 0 || !pages.ready || !logoReady}>
              {t('toolbar.print')}
            </Button>
          </Actions>
        </SetupBar>
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
      {/* Focusable: on a phone the sheet is wider than the screen and scrolls sideways by keyboard too. */}
      <Document {...PRINT_ROOT} aria-label={t('document')} ref={pages.ref} tabIndex={0}>
        {pages.ready
          ? notes.map((note) => {
              const code = codeOf(note);
              return <DeliveryNote key={note.key} note={note} includeNotes={includeNotes} qr={code.qr} url={code.url} format={format} company={company} paper={paper} pages={pages.pagesOf(note.number)} />;
            })
          : originals.map((note) => {
              const code = codeOf(note);
              return <DeliveryNote key={note.key} note={note} includeNotes={includeNotes} qr={code.qr} url={code.url} format={format} company={company} paper={paper} />;
            })}
      </Document>
    </>
  );
}

/**
 * Whether the picture at `url` has arrived (or failed): the browser prints what is on the page at
 * that moment, so Print waits for the logo instead of printing an empty box.
 */
function useImageLoaded(url: string | undefined): boolean {
  const [settled, setSettled] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (url === undefined) return undefined;
    const image = new Image();
    const done = () => setSettled(url);
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    image.src = url;
    return () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
    };
  }, [url]);
  return url === undefined || settled === url;
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

/**
 * The choices start each row, their labels level, so a phone's row holding only the paper begins at
 * the edge like the rest; the check box and Print stay together at the end, on the choices' row
 * when it has room.
 */
const SetupBar = styled(Toolbar)`
  justify-content: flex-start;
  align-items: flex-start;
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  flex: 1 1 12rem;
  min-width: 0;
  max-width: 20rem;
  gap: 2px;
  select {
    width: 100%;
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-self: center;
  gap: ${tokens.space.sm};
  margin-left: auto;
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
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
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
