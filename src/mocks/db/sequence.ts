/**
 * Secrets and tokens the mock hands out (webhook secrets, API tokens, receivers' links), shaped as
 * the server's but drawn from a sequence instead of at random: the n-th one after the mock's data
 * is seeded is the same on every run, so a story can name it and a capture that shows it (a token
 * shown once, a note's QR code) compares with its baseline. The server's are random.
 */
export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` characters of `alphabet` for the `position`-th value of a sequence (1, 2, …). */
export function sequenceText(position: number, length: number, alphabet: string): string {
  let text = '';
  let seed = position * 7919;
  for (let index = 0; index < length; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += alphabet[seed % alphabet.length];
  }
  return text;
}
