// Where a webhook may point (docs/decisions/348-webhooks.md): the pure half of the address check,
// shared by the server (which adds the operator's allow list and checks every resolved address
// again at connect time, server/webhooks/address.ts) and the mock (which refuses literal addresses
// the same way). No Node APIs: it parses the address text itself.

/** Why an address is refused; null when it is an ordinary public address. */
export type RefusedRange =
  | 'UNSPECIFIED'
  | 'LOOPBACK'
  | 'PRIVATE'
  | 'SHARED'
  | 'LINK_LOCAL'
  | 'MULTICAST'
  | 'RESERVED';

/** `fields.url` of a 422 WEBHOOK_TARGET_REFUSED. */
export const WEBHOOK_TARGET_REFUSED_FIELD = 'REFUSED';

/** An IPv4 address in dotted-quad form as a number, or null. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const byte = Number(part);
    if (byte > 255) return null;
    value = value * 256 + byte;
  }
  return value;
}

/** An IPv6 address (with `::` and an IPv4 tail allowed, a `%zone` ignored) as a 128-bit number, or null. */
export function parseIpv6(text: string): bigint | null {
  const address = text.replace(/%.*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        groups.push(Math.floor(v4 / 65536), v4 % 65536);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

type V4Range = readonly [base: string, prefix: number, range: RefusedRange];
const V4_RANGES: readonly V4Range[] = [
  ['0.0.0.0', 8, 'UNSPECIFIED'],
  ['10.0.0.0', 8, 'PRIVATE'],
  ['100.64.0.0', 10, 'SHARED'],
  ['127.0.0.0', 8, 'LOOPBACK'],
  ['169.254.0.0', 16, 'LINK_LOCAL'],
  ['172.16.0.0', 12, 'PRIVATE'],
  ['192.0.0.0', 24, 'RESERVED'],
  ['192.168.0.0', 16, 'PRIVATE'],
  ['198.18.0.0', 15, 'RESERVED'],
  ['224.0.0.0', 4, 'MULTICAST'],
  ['240.0.0.0', 4, 'RESERVED'],
];

type V6Range = readonly [base: string, prefix: number, range: RefusedRange | 'EMBEDDED_V4'];
/** Ranges whose last 32 bits (mapped, NAT64) or bits 16–48 (6to4) are an IPv4 address checked as such. */
const V6_RANGES: readonly V6Range[] = [
  ['::', 128, 'UNSPECIFIED'],
  ['::1', 128, 'LOOPBACK'],
  ['::ffff:0:0', 96, 'EMBEDDED_V4'],
  ['64:ff9b::', 96, 'EMBEDDED_V4'],
  ['::', 96, 'RESERVED'],
  ['64:ff9b:1::', 48, 'RESERVED'],
  ['100::', 64, 'RESERVED'],
  ['2001::', 32, 'RESERVED'],
  ['2002::', 16, 'EMBEDDED_V4'],
  ['fc00::', 7, 'PRIVATE'],
  ['fe80::', 10, 'LINK_LOCAL'],
  ['fec0::', 10, 'PRIVATE'],
  ['ff00::', 8, 'MULTICAST'],
];

const inV4 = (address: number, base: string, prefix: number) => {
  const size = 2 ** (32 - prefix);
  return Math.floor(address / size) === Math.floor((parseIpv4(base) ?? 0) / size);
};
const inV6 = (address: bigint, base: string, prefix: number) => {
  const shift = BigInt(128 - prefix);
  return address >> shift === (parseIpv6(base) ?? 0n) >> shift;
};

function refusedV4(address: number): RefusedRange | null {
  if (address === 0xffffffff) return 'RESERVED';
  return V4_RANGES.find(([base, prefix]) => inV4(address, base, prefix))?.[2] ?? null;
}

function refusedV6(address: bigint): RefusedRange | null {
  const range = V6_RANGES.find(([base, prefix]) => inV6(address, base, prefix));
  if (!range) return null;
  if (range[2] !== 'EMBEDDED_V4') return range[2];
  const v4 = range[0] === '2002::' ? Number((address >> 80n) & 0xffffffffn) : Number(address & 0xffffffffn);
  return refusedV4(v4);
}

/** Why an IP address (v4 or v6, without brackets) is refused, null when it is public, undefined when it is no address. */
export function refusedAddress(address: string): RefusedRange | null | undefined {
  const v4 = parseIpv4(address);
  if (v4 !== null) return refusedV4(v4);
  const v6 = address.includes(':') ? parseIpv6(address) : null;
  return v6 === null ? undefined : refusedV6(v6);
}

/** The host of a URL as an address or name: `[::1]` → `::1`, a trailing dot dropped, lower case. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();

/** Names that always mean this machine, whatever a resolver says (RFC 6761). */
export const isLocalName = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost') || host === '';

/**
 * What can be said of a target from its text alone: refused (a literal loopback, private,
 * link-local, metadata or reserved address, or `localhost`), or null. A name's addresses are the
 * server's to check after resolving it.
 */
export function refusedLiteralTarget(url: URL): RefusedRange | null {
  const host = hostOf(url);
  if (isLocalName(host)) return 'LOOPBACK';
  return refusedAddress(host) ?? null;
}
