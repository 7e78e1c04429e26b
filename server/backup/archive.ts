import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * The backup's container: a POSIX tar (ustar) written and read here, so an operator can list or
 * unpack a backup with `tar` and LAJU needs no archive library (docs/decisions/342-backups.md).
 * Every entry is written whole, so its size is known for its header; the writer hashes what it
 * writes, the reader checks every header's checksum and that padding and the end are zeros: a
 * changed byte anywhere is found, either here or by the manifest's checksums.
 */
const BLOCK = 512;
/** No entry LAJU writes comes near this; a bigger size is a damaged header. */
const MAX_ENTRY_BYTES = 1024 ** 3;

/** A backup or restore that cannot go on (a damaged file, a target in use), told in one plain sentence. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function writeText(block: Buffer, text: string, offset: number, length: number): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`"${text}" does not fit a tar header field of ${length} bytes`);
  bytes.copy(block, offset);
}

const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');

/** ustar keeps a long path as a prefix (≤ 155 bytes) and a name (≤ 100 bytes), split at a slash. */
function splitPath(entryPath: string): { prefix: string; name: string } {
  if (Buffer.byteLength(entryPath) <= 100) return { prefix: '', name: entryPath };
  for (let slash = entryPath.indexOf('/'); slash !== -1; slash = entryPath.indexOf('/', slash + 1)) {
    const prefix = entryPath.slice(0, slash);
    const name = entryPath.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`The path ${entryPath} is too long for the backup file`);
}

function header(entryPath: string, size: number, modifiedSeconds: number): Buffer {
  if (size >= 8 ** 11) throw new Error(`${entryPath} is too big for the backup file`);
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(entryPath);
  writeText(block, name, 0, 100);
  writeText(block, `${octal(0o644, 8)}\0`, 100, 8);
  writeText(block, `${octal(0, 8)}\0`, 108, 8);
  writeText(block, `${octal(0, 8)}\0`, 116, 8);
  writeText(block, `${octal(size, 12)}\0`, 124, 12);
  writeText(block, `${octal(modifiedSeconds, 12)}\0`, 136, 12);
  block.fill(0x20, 148, 156);
  block[156] = 0x30; // '0': a regular file
  writeText(block, 'ustar\0', 257, 6);
  writeText(block, '00', 263, 2);
  writeText(block, prefix, 345, 155);
  writeText(block, `${octal(headerSum(block), 7)}\0`, 148, 8);
  return block;
}

/** The ustar checksum: every byte of the header, its own field counted as spaces. */
function headerSum(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  return sum;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries one after the other to `out`, waiting whenever `out` asks to. */
export class ArchiveWriter {
  private readonly modifiedSeconds = Math.floor(Date.now() / 1000);
  /** Bytes written so far. */
  bytes = 0;

  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    // A stream that failed (a full disk) emits its error once; later writes must not wait for a drain.
    if (this.out.errored) throw this.out.errored;
    if (this.out.destroyed) throw new Error('The backup file was closed while being written');
    this.bytes += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Adds one entry; answers its sha256. */
  async add(entryPath: string, data: Buffer): Promise<string> {
    await this.write(header(entryPath, data.length, this.modifiedSeconds));
    await this.write(data);
    const fill = padding(data.length);
    if (fill > 0) await this.write(Buffer.alloc(fill));
    return sha256(data);
  }

  /** The end of the archive: two blocks of zeros. */
  async end(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

export interface ArchiveEntry {
  readonly path: string;
  readonly data: Buffer;
}

const isZero = (data: Buffer) => data.every((byte) => byte === 0);

function readHeader(block: Buffer, where: string): { path: string; size: number } {
  const field = (offset: number, length: number) => {
    const raw = block.subarray(offset, offset + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const stored = Number.parseInt(field(148, 8).trim(), 8);
  if (field(257, 6) !== 'ustar' || stored !== headerSum(block) || block[156] !== 0x30) {
    throw new BackupError(`${where} is damaged or is not a LAJU backup`);
  }
  const size = Number.parseInt(field(124, 12).trim(), 8);
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_ENTRY_BYTES) throw new BackupError(`${where} is damaged or is not a LAJU backup`);
  const prefix = field(345, 155);
  const name = field(0, 100);
  return { path: prefix ? `${prefix}/${name}` : name, size };
}

/**
 * The entries of an archive, in order, each whole. Throws BackupError when the stream ends
 * early, a header is not ustar or fails its checksum, padding is not zeros, or anything but zeros
 * follows the end.
 */
export async function* readArchive(input: Readable, describe: string): AsyncGenerator<ArchiveEntry> {
  const chunks: Buffer[] = [];
  let buffered = 0;
  let offset = 0;
  const source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let finished = false;
  /** The next `length` bytes, or null when the stream has ended before them. */
  const take = async (length: number): Promise<Buffer | null> => {
    while (buffered < length && !finished) {
      const next = await source.next();
      if (next.done) finished = true;
      else {
        chunks.push(next.value);
        buffered += next.value.length;
      }
    }
    if (buffered < length) return null;
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    chunks.length = 0;
    const wanted = all.subarray(0, length);
    if (all.length > length) chunks.push(all.subarray(length));
    buffered -= length;
    offset += length;
    return wanted;
  };
  const truncated = () => new BackupError(`${describe} ends early (after ${offset} bytes): it is incomplete, perhaps cut off while being copied`);

  for (;;) {
    const block = await take(BLOCK);
    if (!block) throw offset === 0 ? new BackupError(`${describe} is empty or is not a LAJU backup`) : truncated();
    if (isZero(block)) {
      const second = await take(BLOCK);
      if (!second) throw truncated();
      if (!isZero(second)) throw new BackupError(`${describe} is damaged (at byte ${offset - BLOCK})`);
      // Only zeros may follow the end (a tool may pad the file to a record size).
      const after = async () => {
        for (const chunk of chunks) if (!isZero(chunk)) return false;
        for (let next = await source.next(); !next.done; next = await source.next()) if (!isZero(next.value)) return false;
        return true;
      };
      if (!(await after())) throw new BackupError(`${describe} is damaged: something follows its end`);
      return;
    }
    const { path: entryPath, size } = readHeader(block, offset === BLOCK ? `${describe}` : `${describe} (at byte ${offset - BLOCK})`);
    const data = await take(size);
    if (!data) throw truncated();
    const fill = padding(size);
    if (fill > 0) {
      const zeros = await take(fill);
      if (!zeros) throw truncated();
      if (!isZero(zeros)) throw new BackupError(`${describe} is damaged (after ${entryPath})`);
    }
    yield { path: entryPath, data: Buffer.from(data) };
  }
}
