import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the few values the server keeps secret from a copy of its own database: the
 * second factor's TOTP secrets, and the enrolment tokens that carry a secret until it is confirmed.
 * The key is derived (HKDF-SHA-256) from LAJU_SECOND_FACTOR_KEY, or else from the token secret, with
 * a purpose label, so one environment value never keys two different uses.
 * Sealed text: `v1.<iv>.<ciphertext>.<tag>`, base64url; anything else, or a wrong tag, opens to
 * undefined.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(keyMaterial: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', keyMaterial, 'laju', `laju ${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open(sealed: string): string | undefined {
    const [version, iv, body, tag, extra] = sealed.split('.');
    if (version !== 'v1' || !iv || body === undefined || !tag || extra !== undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
