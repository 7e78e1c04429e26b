import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config';

/** What a proxy's id may look like: short, and nothing that could forge a log line or a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of each request (its log lines and the `X-Request-Id` answer): the one the proxy in front
 * sent when the connection comes from a proxy LAJU_TRUST_PROXY trusts, so a request can be followed
 * from the load balancer into LAJU's logs; otherwise, or when the header is missing or malformed,
 * a new UUID. A client that is not a trusted proxy cannot choose the id its request is logged under.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trustedPeer = peerRule(trust);
  return (request) => {
    const header = request.headers['x-request-id'];
    if (typeof header === 'string' && REQUEST_ID.test(header) && trustedPeer(request.socket.remoteAddress)) return header;
    return randomUUID();
  };
}

/** Whether the connection's peer is a trusted proxy: any peer for a hop count, else one on the list. */
function peerRule(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket reads as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}
