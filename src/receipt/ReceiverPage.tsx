import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RECEIPT_NOTE_MAX, RECEIPT_REASONS, RECEIVER_NAME_MAX, type ReceiptReason } from '../../contract/receipts-values';
import type { ReceiverNote } from '../../contract/receipts';
import { EMPTY_SIGNATURE, isSignatureEmpty, signaturePng, type Signature } from '../components/form/SignaturePad/signature';
import { useSignatureCanvas } from '../components/form/SignaturePad/useSignatureCanvas';
import { downscaleForUpload } from '../lib/images/downscale';
import { keepUpload, pendingForms, removeUpload, type PendingForm } from '../lib/uploads/outbox';
import { WORDS, type Language, type Refusal, type Words } from './words';

/**
 * The receiver's page (docs/decisions/343-receiver-page.md): opened from the QR code of a printed
 * note, without a session. It shows the note (sender, customer, vehicle, lines), takes what arrived
 * per line with a reason for a shortfall, a signature and/or a photo, and sends it once; then it
 * shows the receipt. Every refusal gets its own sentence, and nothing typed or drawn is lost when
 * sending fails.
 */
export interface ReceiverPageProps {
  token: string;
  language: Language;
  /** The API's origin ('' for the page's own); stories and tests point it elsewhere. */
  apiBase?: string;
}

type Line = { received: string; reason: ReceiptReason | '' };
type Fields = Record<string, string>;

type View =
  | { kind: 'loading' }
  | { kind: 'refused'; refusal: Refusal; receivedBy?: { name: string; at: string } }
  | { kind: 'form'; note: ReceiverNote }
  | { kind: 'waiting'; note: ReceiverNote; entry: PendingForm }
  | { kind: 'done'; note: ReceiverNote };

/** How often a kept receipt is tried again while the page is open (and at once when online). */
const RETRY_MS = 30_000;

type Sent = { ok: true; note: ReceiverNote } | { ok: false; status: number; body: ErrorBody };

/** Sends the receipt form; throws when the connection fails. */
async function sendForm(url: string, fields: Readonly<Record<string, string>>, files: Readonly<Record<string, Blob>>): Promise<Sent> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, blob instanceof File ? blob.name : `${name}.png`);
  const response = await fetch(url, { method: 'POST', body: form });
  const body = (await readJson(response)) as { data?: ReceiverNote } & ErrorBody;
  return response.ok && body.data ? { ok: true, note: body.data } : { ok: false, status: response.status, body };
}

const refusalOf = (code: string | undefined): Refusal =>
  code !== undefined && ['RECEIPT_LINK_UNKNOWN', 'RECEIPT_LINK_EXPIRED', 'RECEIPT_LINK_OUTDATED', 'SHIPMENT_NOT_COMPLETED', 'RATE_LIMITED', 'RECEIPT_EXISTS'].includes(code) ? (code as Refusal) : 'OTHER';

interface ErrorBody {
  error?: { code?: string; fields?: Fields; params?: { receiverName?: string; receivedAt?: string } };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

export function ReceiverPage({ token, language: initialLanguage, apiBase = '' }: ReceiverPageProps) {
  const [language, setLanguage] = useState(initialLanguage);
  const words = WORDS[language];
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const url = `${apiBase}/api/receipts/${encodeURIComponent(token)}`;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    let live = true;
    setView({ kind: 'loading' });
    (async () => {
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' } });
        const body = (await readJson(response)) as { data?: ReceiverNote } & ErrorBody;
        if (!live) return;
        const [waiting] = await pendingForms(url);
        if (!live) return;
        if (response.ok && body.data) setView(waiting ? { kind: 'waiting', note: body.data, entry: waiting } : { kind: 'form', note: body.data });
        else {
          // A kept receipt whose first try did arrive (only its answer was lost) is done.
          if (waiting && body.error?.code === 'RECEIPT_EXISTS') await removeUpload(waiting.id);
          const params = body.error?.params;
          setView({ kind: 'refused', refusal: refusalOf(body.error?.code), ...(params?.receiverName ? { receivedBy: { name: params.receiverName, at: params.receivedAt ?? '' } } : {}) });
        }
      } catch {
        if (live) setView({ kind: 'refused', refusal: 'NETWORK' });
      }
    })();
    return () => {
      live = false;
    };
  }, [url, attempt]);

  const when = (iso: string) => new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <main className="receipt-page">
      <header className="top">
        <h1>{words.title}</h1>
        <button type="button" className="link" lang={language === 'id' ? 'en' : 'id'} onClick={() => setLanguage(language === 'id' ? 'en' : 'id')}>
          {words.switchLanguage}
        </button>
      </header>
      {view.kind === 'loading' && (
        <p role="status" className="status">
          {words.loading}
        </p>
      )}
      {view.kind === 'refused' && (
        <section className="notice" role="alert">
          <p>{words.refusals[view.refusal]}</p>
          {view.receivedBy && <p>{words.receivedBy(view.receivedBy.name, view.receivedBy.at ? when(view.receivedBy.at) : '')}</p>}
          {(view.refusal === 'NETWORK' || view.refusal === 'OTHER' || view.refusal === 'RATE_LIMITED') && (
            <button type="button" className="secondary" onClick={() => setAttempt(attempt + 1)}>
              {words.retry}
            </button>
          )}
        </section>
      )}
      {(view.kind === 'form' || view.kind === 'done') && <NoteSummary note={view.note} words={words} when={when} />}
      {view.kind === 'form' && (
        <ReceiptEntry
          note={view.note}
          words={words}
          url={url}
          onDone={(note) => setView({ kind: 'done', note })}
          onRefused={(refusal) => setView({ kind: 'refused', refusal })}
          onKept={(entry) => setView({ kind: 'waiting', note: view.note, entry })}
        />
      )}
      {view.kind === 'waiting' && (
        <Waiting entry={view.entry} words={words} onDone={(note) => setView({ kind: 'done', note })} onRefused={(refusal) => setView({ kind: 'refused', refusal })} />
      )}
      {view.kind === 'done' && view.note.receipt && (
        <section className="notice done" role="status">
          <h2>{words.done}</h2>
          <p>{words.receivedBy(view.note.receipt.receiverName, when(view.note.receipt.receivedAt))}</p>
          <ul className="receipt-lines">
            {view.note.receipt.lines.map((line) => (
              <li key={line.deliveryOrderLineId}>
                {line.itemName}: {line.received} / {line.shipped} {line.unit}
                {line.reason && ` (${words.reasons[line.reason]})`}
              </li>
            ))}
          </ul>
          {view.note.receipt.lines.some((line) => line.received < line.shipped) && <p>{words.short}</p>}
        </section>
      )}
      {(view.kind === 'form' || view.kind === 'done') && (
        <p className="staff">
          <a href={`/shipments?q=${encodeURIComponent(view.note.shipmentNumber)}`}>{words.staff}</a>
        </p>
      )}
    </main>
  );
}

/** A receipt kept on the phone: sent again at once, when the connection is back, and every half minute. */
function Waiting({ entry, words, onDone, onRefused }: { entry: PendingForm; words: Words; onDone(note: ReceiverNote): void; onRefused(refusal: Refusal): void }) {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const latest = useRef({ onDone, onRefused });
  latest.current = { onDone, onRefused };
  const trySend = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const sent = await sendForm(entry.path, entry.fields, entry.files);
      await removeUpload(entry.id);
      if (sent.ok) latest.current.onDone(sent.note);
      else latest.current.onRefused(refusalOf(sent.body.error?.code));
    } catch {
      // Still no connection: it stays kept, and the next try comes.
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [entry]);
  useEffect(() => {
    void trySend();
    const timer = window.setInterval(() => void trySend(), RETRY_MS);
    const online = () => void trySend();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [trySend]);
  return (
    <section className="notice" role="status">
      <p>{words.waiting}</p>
      <button type="button" className="secondary" onClick={() => void trySend()} disabled={sending}>
        {sending ? words.sending : words.sendNow}
      </button>
    </section>
  );
}

function NoteSummary({ note, words, when }: { note: ReceiverNote; words: Words; when(iso: string): string }) {
  return (
    <section className="note" aria-labelledby="note-title">
      <div className="sender">
        {note.company.logoUrl && <img src={note.company.logoUrl} alt="" height={40} />}
        <div>
          <span className="caption">{words.from}</span>
          <strong>{note.company.name || 'LAJU'}</strong>
          {note.company.address && <span>{note.company.address}</span>}
          {note.company.phone && <span>{note.company.phone}</span>}
        </div>
      </div>
      <h2 id="note-title">
        {words.note} {note.number}
      </h2>
      <dl>
        <dt>{words.customer}</dt>
        <dd>
          {note.customerName}
          <br />
          {note.address}
        </dd>
        <dt>{words.shipment}</dt>
        <dd>{note.shipmentNumber}</dd>
        <dt>{words.vehicle}</dt>
        <dd>
          {note.vehicle.plate}
          {note.vehicle.model && ` · ${note.vehicle.model}`}
        </dd>
        {note.vehicle.driverName && (
          <>
            <dt>{words.driver}</dt>
            <dd>{note.vehicle.driverName}</dd>
          </>
        )}
        <dt>{words.loadedAt}</dt>
        <dd>{when(note.loadedAt)}</dd>
      </dl>
    </section>
  );
}

/** The checks the server makes of the form, with its codes, so both say the same. */
function check(note: ReceiverNote, name: string, remarks: string, lines: readonly Line[], signature: Signature, photo: File | null): Fields {
  const fields: Fields = {};
  if (name.trim() === '') fields.receiverName = 'REQUIRED';
  else if (name.trim().length > RECEIVER_NAME_MAX) fields.receiverName = 'TOO_LONG';
  if (remarks.length > RECEIPT_NOTE_MAX) fields.note = 'TOO_LONG';
  note.lines.forEach((line, index) => {
    const entered = lines[index]!;
    const value = Number(entered.received);
    if (entered.received.trim() === '') fields[`lines.${index}.received`] = 'REQUIRED';
    else if (!Number.isFinite(value)) fields[`lines.${index}.received`] = 'INVALID_TYPE';
    else if (!Number.isInteger(value)) fields[`lines.${index}.received`] = 'NOT_WHOLE';
    else if (value < 0) fields[`lines.${index}.received`] = 'TOO_SMALL';
    else if (value > line.quantity) fields[`lines.${index}.received`] = 'TOO_BIG';
    else if (value < line.quantity && entered.reason === '') fields[`lines.${index}.reason`] = 'REQUIRED';
  });
  if (isSignatureEmpty(signature) && !photo) fields.signature = 'SIGNATURE_OR_PHOTO';
  return fields;
}

function ReceiptEntry({
  note,
  words,
  url,
  onDone,
  onRefused,
  onKept,
}: {
  note: ReceiverNote;
  words: Words;
  url: string;
  onDone(note: ReceiverNote): void;
  onRefused(refusal: Refusal): void;
  onKept(entry: PendingForm): void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [remarks, setRemarks] = useState('');
  const [lines, setLines] = useState<Line[]>(() => note.lines.map((line) => ({ received: String(line.quantity), reason: '' })));
  const [signature, setSignature] = useState<Signature>(EMPTY_SIGNATURE);
  const [photo, setPhoto] = useState<File | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLParagraphElement>(null);
  const pad = useSignatureCanvas({ value: signature, onChange: setSignature, disabled: sending });

  const setLine = (index: number, change: Partial<Line>) => setLines(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const errorOf = (field: string) => {
    const code = fields[field];
    return code ? ((words.errors as Record<string, string>)[code] ?? words.errors.REQUIRED) : undefined;
  };
  const described = (field: string) => (fields[field] ? `${id}-${field}-error` : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(note, name, remarks, lines, signature, photo);
    setFields(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      summary.current?.focus();
      return;
    }
    setSending(true);
    let parts: { fields: Record<string, string>; files: Record<string, Blob> };
    try {
      const receipt = {
        receiverName: name.trim(),
        ...(remarks.trim() ? { note: remarks.trim() } : {}),
        lines: note.lines.map((line, index) => {
          const received = Number(lines[index]!.received);
          return { deliveryOrderLineId: line.deliveryOrderLineId, received, ...(received < line.quantity ? { reason: lines[index]!.reason } : {}) };
        }),
      };
      const files: Record<string, Blob> = {};
      if (!isSignatureEmpty(signature)) files.signature = await signaturePng(signature);
      if (photo) files.photo = await downscaleForUpload(photo);
      parts = { fields: { receipt: JSON.stringify(receipt) }, files };
    } catch {
      // The phone could not make the pictures (no canvas, an unreadable photo): nothing is sent.
      setFailure('OTHER');
      setSending(false);
      return;
    }
    try {
      const sent = await sendForm(url, parts.fields, parts.files);
      if (sent.ok) return onDone(sent.note);
      const { status, body } = sent;
      const code = body.error?.code;
      if (body.error?.fields && (status === 400 || status === 422)) {
        setFields(body.error.fields);
        summary.current?.focus();
      } else if (code === 'IMAGE_TYPE_UNSUPPORTED' || code === 'IMAGE_HEIC_UNSUPPORTED' || code === 'IMAGE_UNREADABLE') setFields({ photo: 'PHOTO_TYPE' });
      else if (code && ['RECEIPT_EXISTS', 'RECEIPT_LINK_EXPIRED', 'RECEIPT_LINK_OUTDATED', 'RECEIPT_LINK_UNKNOWN'].includes(code)) onRefused(refusalOf(code));
      else setFailure(refusalOf(code));
    } catch {
      // The connection dropped: the receipt waits on the phone, sent when the connection is back.
      const entry: PendingForm = { id: crypto.randomUUID(), userId: null, method: 'POST', path: url, ...parts, createdAt: Date.now() };
      if (await keepUpload(entry)) onKept(entry);
      else setFailure('NETWORK');
    } finally {
      setSending(false);
    }
  };

  const hasErrors = Object.keys(fields).length > 0;
  return (
    <form className="entry" onSubmit={submit} noValidate aria-busy={sending}>
      <p ref={summary} tabIndex={-1} role={hasErrors ? 'alert' : undefined} className={hasErrors ? 'summary' : 'visually-hidden'}>
        {hasErrors ? words.fixErrors : ''}
      </p>
      <fieldset>
        <legend>{words.items}</legend>
        {note.lines.map((line, index) => {
          const entered = lines[index]!;
          const short = Number(entered.received) < line.quantity;
          const receivedId = `${id}-line-${index}`;
          return (
            <div className="line" key={line.deliveryOrderLineId}>
              <p className="item">
                <strong>{line.itemName}</strong>
                {line.itemCode && <span className="code"> {line.itemCode}</span>}
                <span>
                  {words.shipped}: {line.quantity} {line.unit}
                </span>
              </p>
              <label htmlFor={receivedId}>
                {words.received} ({line.unit})
              </label>
              <input
                id={receivedId}
                inputMode="numeric"
                value={entered.received}
                onChange={(event) => setLine(index, { received: event.target.value })}
                aria-invalid={fields[`lines.${index}.received`] ? true : undefined}
                aria-describedby={described(`lines.${index}.received`)}
              />
              {errorOf(`lines.${index}.received`) && (
                <span className="error" id={`${id}-lines.${index}.received-error`}>
                  {errorOf(`lines.${index}.received`)}
                </span>
              )}
              {short && (
                <>
                  <label htmlFor={`${receivedId}-reason`}>{words.reason}</label>
                  <select
                    id={`${receivedId}-reason`}
                    value={entered.reason}
                    onChange={(event) => setLine(index, { reason: event.target.value as ReceiptReason | '' })}
                    aria-invalid={fields[`lines.${index}.reason`] ? true : undefined}
                    aria-describedby={described(`lines.${index}.reason`)}
                  >
                    <option value="">{words.chooseReason}</option>
                    {RECEIPT_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {words.reasons[reason]}
                      </option>
                    ))}
                  </select>
                  {errorOf(`lines.${index}.reason`) && (
                    <span className="error" id={`${id}-lines.${index}.reason-error`}>
                      {errorOf(`lines.${index}.reason`)}
                    </span>
                  )}
                </>
              )}
            </div>
          );
        })}
      </fieldset>
      <label htmlFor={`${id}-name`}>{words.receiverName}</label>
      <input
        id={`${id}-name`}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={fields.receiverName ? true : undefined}
        aria-describedby={described('receiverName')}
      />
      {errorOf('receiverName') && (
        <span className="error" id={`${id}-receiverName-error`}>
          {errorOf('receiverName')}
        </span>
      )}
      <div className="signature" role="group" aria-labelledby={`${id}-signature`} aria-describedby={`${id}-signature-hint ${described('signature') ?? ''}`.trim()}>
        <span id={`${id}-signature`} className="label">
          {words.signature}
        </span>
        <canvas {...pad} role="img" aria-label={isSignatureEmpty(signature) ? words.signatureEmpty : words.signatureDrawn} />
        <span id={`${id}-signature-hint`} className="hint">
          {words.signatureHint}
        </span>
        {!isSignatureEmpty(signature) && (
          <button type="button" className="link" onClick={() => setSignature(EMPTY_SIGNATURE)} disabled={sending}>
            {words.clear}
          </button>
        )}
        {errorOf('signature') && (
          <span className="error" id={`${id}-signature-error`}>
            {errorOf('signature')}
          </span>
        )}
      </div>
      <label htmlFor={`${id}-photo`}>{words.photo}</label>
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        aria-invalid={fields.photo ? true : undefined}
        aria-describedby={described('photo')}
      />
      {errorOf('photo') && (
        <span className="error" id={`${id}-photo-error`}>
          {errorOf('photo')}
        </span>
      )}
      <label htmlFor={`${id}-note`}>{words.remarks}</label>
      <textarea id={`${id}-note`} rows={3} value={remarks} onChange={(event) => setRemarks(event.target.value)} aria-invalid={fields.note ? true : undefined} aria-describedby={described('note')} />
      {errorOf('note') && (
        <span className="error" id={`${id}-note-error`}>
          {errorOf('note')}
        </span>
      )}
      {failure && (
        <p className="notice" role="alert">
          {words.refusals[failure]}
        </p>
      )}
      <button type="submit" className="primary" disabled={sending}>
        {sending ? words.sending : words.submit}
      </button>
    </form>
  );
}
