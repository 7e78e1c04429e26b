import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Formatter } from '../../../lib/format';
import { PrintSheet, SheetFlow } from '../../../components/print/PrintSheet/PrintSheet';
import type { PageSlice } from '../../../lib/print/paginate';
import { DEFAULT_PAPER, PAPERS, type PaperSize } from '../../../lib/print/papers';
import { BRAND_COMPANY, NS, type Note, type NoteCompany } from './note-model';

export interface DeliveryNoteProps {
  note: Note;
  /** The shipment's internal notes on the paper (chosen on the print screen). */
  includeNotes: boolean;
  qr: { size: number; path: string };
  /** What the QR code opens: the shipment in LAJU. */
  url: string;
  format: Formatter;
  /**
   * The note's pages (decision 230): each an A4 sheet numbered "Halaman x dari y" within this
   * note. Left out, the note is laid out in one flow at the sheet's width, to be measured.
   */
  pages?: readonly PageSlice[];
  /** Who sends the goods (the company profile); the build-time brand by default. */
  company?: NoteCompany;
  /** The paper it is printed on (lib/print/papers.ts). */
  paper?: PaperSize;
}

/**
 * One surat jalan: one DO of a shipment, in one copy, headed by the company that sends it. The
 * paper is black on white in every theme: it is what gets printed, so the dark theme does not
 * apply to it. Split over sheets of the chosen paper, the first with the note's head, each with
 * the table's head (the note's number and copy, then the column names), the last with the
 * signature blocks. On a dot-matrix form nothing is filled or grey.
 */
export const DeliveryNote = memo(function DeliveryNote({ note, includeNotes, qr, url, format, pages, company = BRAND_COMPANY, paper = DEFAULT_PAPER }: DeliveryNoteProps) {
  const { t } = useTranslation(NS);
  const { shipment, order } = note;
  const copyLabel = note.copy === 0 ? t('note.original') : t('note.copy', { n: note.copy });
  const titleId = `note-${note.key}`;
  const number = (value: number) => format.number(value);
  const head = (
    <div data-flow="head">
      <Head>
        <Letterhead>
          {company.logo && (
            // The logo's box is sized from its stored dimensions, so the note measures the same before the picture arrives.
            <img src={company.logo.url} alt="" width={Math.round((LOGO_HEIGHT_PX * company.logo.width) / company.logo.height)} height={LOGO_HEIGHT_PX} />
          )}
          <div>
            <Brand>{company.name}</Brand>
            {company.address && <p className="detail address">{company.address}</p>}
            {(company.phone || company.npwp) && (
              <p className="detail">
                {[company.phone && t('note.phone', { phone: company.phone }), company.npwp && t('note.npwp', { npwp: company.npwp })].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        </Letterhead>
        <Title id={titleId}>
          {t('note.title')} <span className="visually-hidden">{`${note.number} ${copyLabel}`}</span>
        </Title>
        <CopyLabel>{copyLabel}</CopyLabel>
      </Head>
      <Meta>
        <dl>
          <div>
            <dt>{t('note.number')}</dt>
            <dd>{note.number}</dd>
          </div>
          <div>
            <dt>{t('note.date')}</dt>
            <dd>{format.date(shipment.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('note.references')}</dt>
            <dd>{`${shipment.number} · ${order.number}`}</dd>
          </div>
          <div>
            <dt>{t('note.customer')}</dt>
            <dd>{order.customerName}</dd>
          </div>
          <div>
            <dt>{t('note.destination')}</dt>
            <dd>
              <strong>{t(`destinationTypes.${order.destinationType}`)}</strong>
              <Address>{order.address || '—'}</Address>
            </dd>
          </div>
          <div>
            <dt>{t('note.vehicle')}</dt>
            <dd>
              {shipment.mode === 'ANTAR'
                ? t('note.fleetVehicle', { plate: shipment.plate, model: shipment.fleetModel ?? '' })
                : t('note.pickupVehicle', { plate: shipment.plate })}
            </dd>
          </div>
          {shipment.driverName && (
            <div>
              <dt>{t('note.driver')}</dt>
              <dd>{shipment.driverName}</dd>
            </div>
          )}
        </dl>
        <Qr>
          <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t('note.qrLabel', { url })} data-qr={url} shapeRendering="crispEdges">
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <small>{t('note.qrHint')}</small>
        </Qr>
      </Meta>
    </div>
  );
  const lines = (from: number, to: number) => (
    <Lines data-flow="table">
      <thead>
        <tr className="repeat">
          <th colSpan={7} scope="colgroup">
            {`${company.name} · ${t('note.title')} · ${note.number} · ${copyLabel}`}
          </th>
        </tr>
        <tr>
          <th scope="col">{t('columns.no')}</th>
          <th scope="col">{t('columns.item')}</th>
          <th scope="col">{t('columns.code')}</th>
          <th scope="col" className="number">{t('columns.quantity')}</th>
          <th scope="col">{t('columns.unit')}</th>
          <th scope="col" className="number">{t('columns.ordered')}</th>
          <th scope="col" className="number">{t('columns.remaining')}</th>
        </tr>
      </thead>
      <tbody>
        {note.lines.slice(from, to).map((line) => (
          <tr key={line.key}>
            <td>{line.position}</td>
            <td>{line.itemName}</td>
            <td>{line.itemCode ?? '—'}</td>
            <td className="number strong">{number(line.quantity)}</td>
            <td>{line.unit}</td>
            <td className="number">{number(line.ordered)}</td>
            <td className="number">{number(line.remaining)}</td>
          </tr>
        ))}
      </tbody>
    </Lines>
  );
  const tail = (
    <div data-flow="tail">
      {includeNotes && shipment.notes && (
        <Notes>
          <strong>{t('note.notes')}</strong> {shipment.notes}
        </Notes>
      )}
      <Signatures>
        {(['sender', 'driver', 'receiver'] as const).map((role) => (
          <div key={role}>
            <p className="role">{t(`signatures.${role}`)}</p>
            <div className="space" />
            <p>{t('signatures.name')}</p>
            <p>{t('signatures.date')}</p>
          </div>
        ))}
      </Signatures>
    </div>
  );
  if (!pages) {
    return (
      <article data-flow-root={note.number} aria-hidden="true">
        <SheetFlow paper={paper}>
          <Body data-paper={paper} data-dot-matrix={PAPERS[paper].dotMatrix || undefined}>
            {head}
            {lines(0, note.lines.length)}
            {tail}
          </Body>
        </SheetFlow>
      </article>
    );
  }
  return (
    <article aria-labelledby={titleId} data-note={note.number} data-copy={note.copy}>
      {pages.map((page, index) => (
        <PrintSheet key={index} paper={paper} pageLabel={t('page', { page: index + 1, pages: pages.length })}>
          <Body data-paper={paper} data-dot-matrix={PAPERS[paper].dotMatrix || undefined}>
            {page.head && head}
            {page.to > page.from && lines(page.from, page.to)}
            {page.tail && tail}
          </Body>
        </PrintSheet>
      ))}
    </article>
  );
});

/** The logo's height on paper (12 mm at 96 px to the inch). */
const LOGO_HEIGHT_PX = 45;

/**
 * The paper decides the sizes: A5 and the half form are small (a smaller type, a smaller QR code
 * and signature space); A5 is narrow (the note's details in one column); a dot-matrix form gets
 * rules only, no grey fill, and a logo in black and white.
 */
const Body = styled.div`
  --qr-size: 28mm;
  --sign-space: 18mm;
  --detail-columns: repeat(2, minmax(0, 1fr));
  font-family: Arial, Helvetica, sans-serif;
  font-size: 10pt;
  line-height: 1.35;
  color: #000;
  &[data-paper='a5'] {
    --qr-size: 24mm;
    --sign-space: 14mm;
    --detail-columns: minmax(0, 1fr);
    font-size: 8.5pt;
  }
  &[data-paper='half'] {
    --qr-size: 20mm;
    --sign-space: 10mm;
    font-size: 9pt;
    line-height: 1.25;
  }
  &[data-dot-matrix] {
    thead th {
      background: none;
    }
    img {
      filter: grayscale(1) contrast(2);
    }
  }
`;

const Letterhead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-width: 0;
  max-width: 55%;
  img {
    flex: none;
    max-width: 40mm;
    height: 12mm;
    object-fit: contain;
  }
  .detail {
    margin: 0;
    font-size: 0.85em;
  }
  .address {
    white-space: pre-line;
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  border-bottom: 2px solid #000;
  padding-bottom: 4px;
  margin-bottom: 8px;
`;

const Brand = styled.p`
  margin: 0;
  font-size: 1.4em;
  font-weight: 700;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 1.6em;
  text-align: center;
  letter-spacing: 0.12em;
`;

const CopyLabel = styled.p`
  margin: 0;
  padding: 2px 8px;
  border: 1px solid #000;
  font-weight: 700;
`;

const Meta = styled.div`
  display: flex;
  gap: 12px;
  margin-bottom: 8px;
  dl {
    flex: 1;
    display: grid;
    grid-template-columns: var(--detail-columns);
    gap: 4px 16px;
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: 28mm minmax(0, 1fr);
    gap: 6px;
  }
  dt {
    color: #333;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Address = styled.span`
  display: block;
  white-space: pre-line;
`;

const Qr = styled.figure`
  margin: 0;
  width: var(--qr-size);
  text-align: center;
  svg {
    display: block;
    width: var(--qr-size);
    height: var(--qr-size);
  }
  small {
    font-size: 7pt;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  thead {
    display: table-header-group;
  }
  tr {
    break-inside: avoid;
  }
  th,
  td {
    border: 1px solid #000;
    padding: 3px 5px;
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: #eee;
    print-color-adjust: exact;
  }
  .repeat th {
    background: #fff;
    border: 0;
    border-bottom: 1px solid #000;
    font-size: 8pt;
    font-weight: 400;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
  .strong {
    font-weight: 700;
  }
`;

const Notes = styled.p`
  margin: 8px 0 0;
  white-space: pre-line;
  break-inside: avoid;
`;

const Signatures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin-top: 14px;
  break-inside: avoid;
  text-align: center;
  p {
    margin: 0;
    text-align: left;
  }
  .role {
    text-align: center;
    font-weight: 700;
  }
  .space {
    height: var(--sign-space);
    border-bottom: 1px solid #000;
    margin-bottom: 4px;
  }
`;
