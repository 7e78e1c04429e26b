import dns from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import { hostOf, isLocalName, parseIpv4, parseIpv6, refusedAddress, type RefusedRange } from '../../contract/webhooks-targets';

/**
 * Where a webhook may be sent (docs/decisions/348-webhooks.md). The ranges themselves are the
 * contract's (contract/webhooks-targets.ts, which the mock refuses literal addresses with); here
 * the operator's allow list is added, and the check runs on every address a name resolves to, at
 * saving and again in the connection's own `lookup`, so the address connected to is the one
 * checked (a name that resolves to a public address when saved and to a private one when sent,
 * DNS rebinding, is refused at the second look).
 */

/** LAJU_WEBHOOK_ALLOW: host names, addresses and CIDR ranges a webhook may reach although they are refused by default. */
export interface AllowList {
  readonly hosts: readonly string[];
  readonly v4: readonly (readonly [base: number, prefix: number])[];
  readonly v6: readonly (readonly [base: bigint, prefix: number])[];
}

export const NOTHING_ALLOWED: AllowList = { hosts: [], v4: [], v6: [] };

export function parseAllowList(text: string | undefined): AllowList {
  const hosts: string[] = [];
  const v4: [number, number][] = [];
  const v6: [bigint, number][] = [];
  for (const entry of (text ?? '').split(',').map((each) => each.trim().toLowerCase()).filter(Boolean)) {
    const [address = '', prefixText, extra] = entry.replace(/^\[(.*)\](\/\d+)?$/, '$1$2').split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? maxPrefix : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (family === 4 && extra === undefined && prefix <= maxPrefix) v4.push([parseIpv4(address)!, prefix]);
    else if (family === 6 && extra === undefined && prefix <= maxPrefix) v6.push([parseIpv6(address)!, prefix]);
    else if (prefixText === undefined && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(address)) hosts.push(address);
    else throw new Error(`LAJU_WEBHOOK_ALLOW "${entry}" is neither a host name nor an address or CIDR range (for example 127.0.0.1, 10.0.0.0/8 or hooks.internal)`);
  }
  return { hosts, v4, v6 };
}

function allowedAddress(address: string, allow: AllowList): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== null) return allow.v4.some(([base, prefix]) => Math.floor(v4 / 2 ** (32 - prefix)) === Math.floor(base / 2 ** (32 - prefix)));
  const v6 = parseIpv6(address);
  if (v6 === null) return false;
  return allow.v6.some(([base, prefix]) => v6 >> BigInt(128 - prefix) === base >> BigInt(128 - prefix));
}

/**
 * Why a target is refused, or null: its host (a literal address, or a name that means this
 * machine) and every address its name resolved to must be public or allowed; a host the operator
 * listed by name is allowed whatever it resolves to.
 */
export function refusedTarget(url: URL, resolved: readonly string[], allow: AllowList): RefusedRange | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'RESERVED';
  const host = hostOf(url);
  if (allow.hosts.includes(host)) return null;
  if (isLocalName(host)) return 'LOOPBACK';
  for (const address of isIP(host) ? [host] : resolved) {
    const refused = refusedAddress(address);
    // Something that is no address at all is no place to connect to.
    if (refused === undefined) return 'RESERVED';
    if (refused !== null && !allowedAddress(address, allow)) return refused;
  }
  return null;
}

export type Resolve = (host: string) => Promise<readonly string[]>;

const RESOLVE_AT_SAVE_MS = 3000;

/** The system resolver's addresses for a name (what `http.request` would connect to). */
export const systemResolve: Resolve = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The check at saving: the URL's text, and the addresses its name resolves to now. A name that
 * does not resolve (yet) is kept: each try resolves and checks it again.
 */
export async function refusedAtSave(urlText: string, allow: AllowList, resolve: Resolve = systemResolve): Promise<RefusedRange | null> {
  const url = new URL(urlText);
  const literal = refusedTarget(url, [], allow);
  const host = hostOf(url);
  if (literal !== null || isIP(host) || allow.hosts.includes(host)) return literal;
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    resolve(host).catch(() => [] as string[]),
    new Promise<string[]>((settle) => (timer = setTimeout(() => settle([]), RESOLVE_AT_SAVE_MS))),
  ]).finally(() => clearTimeout(timer));
  return refusedTarget(url, addresses, allow);
}

/** The error a refused connection fails with; the delivery log shows its message. */
export class TargetRefusedError extends Error {
  readonly code = 'WEBHOOK_TARGET_REFUSED';
  constructor(host: string, range: RefusedRange) {
    super(`Refused: ${host} is a ${range.toLowerCase().replace('_', '-')} address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemLookup: Lookup = (hostname, options, callback) => dns.lookup(hostname, options, callback);

/**
 * A `lookup` for `http.request` that resolves every address of the name, refuses the connection
 * when any of them is refused, and hands the socket only addresses it checked.
 */
export function guardedLookup(url: URL, allow: AllowList, lookup: Lookup = systemLookup) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.length === 0 ? 'RESERVED' : refusedTarget(url, addresses.map((entry) => entry.address), allow);
      if (refused !== null) return callback(new TargetRefusedError(hostname, refused) as NodeJS.ErrnoException, []);
      if ((options as LookupAllOptions).all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}
