import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldPassword, PASSWORD_ERRORS, passwordProblem } from '../../contract/password';

/**
 * The server's password policy (decision 295): the contract's cheap checks (length, blank, the
 * username, a short list), then the block list shipped in common-passwords.txt, which the forms do
 * not download. Every place that sets a password asks this: user create, an administrator's reset
 * and the own password change.
 */

/** The password the README, the mock API and the demo journeys print for every demo user. */
export const DEMO_PASSWORD = 'Laju#2025';

const FILE = 'common-passwords.txt';

/** Beside this module: in the sources, and in `npm start`'s bundle, which copies it there. */
const LIST_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), FILE);

let blockList: ReadonlySet<string> | undefined;

/** The list, read once on first use (a start-up that sets no password never reads it). */
function commonPasswords(): ReadonlySet<string> {
  if (blockList) return blockList;
  // Without the list the policy would quietly accept what it exists to refuse.
  if (!fs.existsSync(LIST_PATH)) throw new Error(`The password block list is missing: ${LIST_PATH}`);
  const file = LIST_PATH;
  const words = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    words.add(foldPassword(line.trim()));
  }
  blockList = words;
  return words;
}

/** Common substitutions for letters; 1 stands for i or l, so a stem is tried both ways. */
const LEET: Readonly<Record<string, string>> = { '@': 'a', '0': 'o', '3': 'e', $: 's', '5': 's', '7': 't' };
const LETTERS_ONLY = /^\p{L}{4,}$/u;
const LETTER = /\p{L}/u;

/** A stem with its substitutions undone: one reading with 1 as i, one with 1 as l. */
function unLeet(stem: string): string[] {
  const plain = [...stem].map((char) => LEET[char] ?? char).join('');
  return plain.includes('1') ? [plain.replaceAll('1', 'i'), plain.replaceAll('1', 'l')] : [plain];
}

/**
 * A listed password, or a listed word of four letters or more written with common substitutions
 * and followed only by digits and symbols (`P@ssw0rd1`, `Welcome@123`, `Bismillah1`): adding a
 * year or a `!` to a common word is the first thing a guesser tries too.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const folded = foldPassword(password);
  if (list.has(folded)) return true;
  const chars = [...folded];
  // The tail of digits and symbols; the stem ends anywhere in it, since a symbol there may stand
  // for a letter (`P@ssw0rd1` is `password` + `1`, `Admin@123` is `admin` + `@123`).
  let tail = chars.length;
  while (tail > 0 && !LETTER.test(chars[tail - 1]!)) tail -= 1;
  for (let end = chars.length; end >= Math.max(tail, 4); end -= 1) {
    for (const stem of unLeet(chars.slice(0, end).join(''))) {
      if (LETTERS_ONLY.test(stem) && list.has(stem)) return true;
    }
  }
  return false;
}

/**
 * The first problem with a new password (a field error code), or null. The demo password is
 * allowed only in the demo (LAJU_DEMO not 0), whose users sign in with it; anywhere else it is
 * published, so it is refused like the list.
 */
export function passwordPolicyProblem(password: string, username: string | undefined, options: { readonly demo: boolean }): string | null {
  const problem = passwordProblem(password, username);
  if (problem) return problem;
  if (options.demo && password === DEMO_PASSWORD) return null;
  return isCommonPassword(password) ? PASSWORD_ERRORS.common : null;
}
