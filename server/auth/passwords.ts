import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from '../config';
import { ApiError } from '../errors';

/** Hashes allowed to wait for a turn; past it a burst is refused at once (429) instead of queueing. */
export const MAX_WAITING_HASHES = 32;

const KEY_LENGTH = 32;
const scrypt = (password: string, salt: Buffer, params: ScryptParams) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = {
      N: params.N,
      r: params.r,
      p: params.p,
      // Node's default cap (32 MiB) is below OWASP's 128 MiB; allow what the params need.
      maxmem: 256 * params.N * params.r + 32 * 1024 * 1024,
    };
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * Each scrypt at OWASP cost takes 128 MiB and a libuv thread for ~0.3 s; a burst of sign-ins
 * would exhaust memory and starve file I/O, so hashes queue behind a small limit.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  // A fixed hash to compare against when the username is unknown, so both cases cost the same.
  private dummy: Promise<string> | undefined;

  constructor(
    private readonly params: ScryptParams,
    private readonly maxConcurrent: number,
  ) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.limited(() => scrypt(password, salt, this.params));
    const { N, r, p } = this.params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, stored: string | undefined): Promise<boolean> {
    const target = stored ?? (await (this.dummy ??= this.hash('laju-dummy-password')));
    const parts = target.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    const salt = Buffer.from(parts[4] ?? '', 'base64url');
    const expected = Buffer.from(parts[5] ?? '', 'base64url');
    const key = await this.limited(() => scrypt(password, salt, { N, r, p }));
    return stored !== undefined && key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** True when a stored hash was made with other parameters than the current ones. */
  needsRehash(stored: string): boolean {
    const { N, r, p } = this.params;
    return !stored.startsWith(`scrypt$${N}$${r}$${p}$`);
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxConcurrent) {
      if (this.waiting.length >= MAX_WAITING_HASHES) {
        throw new ApiError(429, 'RATE_LIMITED', 'Too many password checks at once', { retryAfterSeconds: 1 });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
