import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { refusedAddress, refusedLiteralTarget } from '../../contract/webhooks-targets';
import { loadConfig } from '../config';
import { guardedLookup, NOTHING_ALLOWED, parseAllowList, refusedAtSave, refusedTarget, TargetRefusedError } from '../webhooks/address';
import { postWebhook } from '../webhooks/sender';

/**
 * Where a webhook may point (server/webhooks/address.ts), tested on the check itself with name
 * resolution stubbed: nothing here sends a packet anywhere (the one post tried is to a literal
 * private address, refused before any socket exists).
 */
const url = (text: string) => new URL(text);

describe('the address ranges', () => {
  it('refuses loopback, private, shared, link-local (metadata), multicast, reserved and unspecified addresses, v4 and v6', () => {
    const refused: [string, string][] = [
      ['127.0.0.1', 'LOOPBACK'],
      ['127.255.0.9', 'LOOPBACK'],
      ['10.0.0.1', 'PRIVATE'],
      ['172.16.5.4', 'PRIVATE'],
      ['172.31.255.255', 'PRIVATE'],
      ['192.168.1.1', 'PRIVATE'],
      ['100.64.0.1', 'SHARED'],
      ['169.254.169.254', 'LINK_LOCAL'],
      ['0.0.0.0', 'UNSPECIFIED'],
      ['224.0.0.1', 'MULTICAST'],
      ['240.0.0.1', 'RESERVED'],
      ['255.255.255.255', 'RESERVED'],
      ['198.18.0.1', 'RESERVED'],
      ['::', 'UNSPECIFIED'],
      ['::1', 'LOOPBACK'],
      ['0:0:0:0:0:0:0:1', 'LOOPBACK'],
      ['fd00::1', 'PRIVATE'],
      ['fc12:3456::1', 'PRIVATE'],
      ['fe80::1%eth0', 'LINK_LOCAL'],
      ['ff02::1', 'MULTICAST'],
      ['::ffff:127.0.0.1', 'LOOPBACK'],
      ['::ffff:7f00:1', 'LOOPBACK'],
      ['::ffff:169.254.169.254', 'LINK_LOCAL'],
      ['::ffff:10.1.2.3', 'PRIVATE'],
      ['64:ff9b::a9fe:a9fe', 'LINK_LOCAL'],
      ['2002:c0a8:0101::1', 'PRIVATE'],
      ['::127.0.0.1', 'RESERVED'],
      ['2001:0:4136:e378::1', 'RESERVED'],
    ];
    for (const [address, range] of refused) expect([address, refusedAddress(address)]).toEqual([address, range]);
  });

  it('lets public addresses through, and knows what is no address', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '203.0.113.10', '2606:4700::1111', '::ffff:8.8.8.8', '2002:0808:0808::1']) {
      expect([address, refusedAddress(address)]).toEqual([address, null]);
    }
    for (const text of ['example.com', '1.2.3', '1.2.3.256', '::1::2', '12345::', '']) expect([text, refusedAddress(text)]).toEqual([text, undefined]);
  });

  it('reads a URL’s host as the WHATWG parser leaves it, so odd spellings of 127.0.0.1 are caught', () => {
    const spellings: [string, string][] = [
      ['http://2130706433/', 'LOOPBACK'],
      ['http://0x7f.1/', 'LOOPBACK'],
      ['http://127.1/', 'LOOPBACK'],
      ['http://[::1]/', 'LOOPBACK'],
      ['http://LOCALHOST./', 'LOOPBACK'],
      ['http://api.localhost/', 'LOOPBACK'],
      ['http://0/', 'UNSPECIFIED'],
      ['http://0xa9.0xfe.0xa9.0xfe/', 'LINK_LOCAL'],
    ];
    for (const [text, range] of spellings) expect([text, refusedLiteralTarget(url(text))]).toEqual([text, range]);
    expect(refusedLiteralTarget(url('https://hooks.example.com/laju'))).toBeNull();
  });
});

describe('the check of a target', () => {
  it('refuses a name that resolves to a private address, at saving, with resolution stubbed', async () => {
    const resolvesTo = (addresses: string[]) => async () => addresses;
    expect(await refusedAtSave('https://hooks.example.com/', NOTHING_ALLOWED, resolvesTo(['10.0.0.7']))).toBe('PRIVATE');
    expect(await refusedAtSave('https://hooks.example.com/', NOTHING_ALLOWED, resolvesTo(['93.184.215.14', '169.254.169.254']))).toBe('LINK_LOCAL');
    expect(await refusedAtSave('https://hooks.example.com/', NOTHING_ALLOWED, resolvesTo(['93.184.215.14']))).toBeNull();
    // A name that does not resolve yet is kept: every try resolves and checks it again.
    expect(await refusedAtSave('https://hooks.example.com/', NOTHING_ALLOWED, async () => Promise.reject(new Error('ENOTFOUND')))).toBeNull();
    // Literal addresses and `localhost` are refused without asking any resolver.
    const never = async () => {
      throw new Error('resolved a literal');
    };
    expect(await refusedAtSave('http://169.254.169.254/', NOTHING_ALLOWED, never)).toBe('LINK_LOCAL');
    expect(await refusedAtSave('http://localhost:1/', NOTHING_ALLOWED, never)).toBe('LOOPBACK');
    expect(await refusedAtSave('file:///etc/passwd', NOTHING_ALLOWED, never)).toBe('RESERVED');
  });

  it('lets the operator allow addresses, ranges and names (LAJU_WEBHOOK_ALLOW)', () => {
    const allow = parseAllowList(' 127.0.0.1, 10.20.0.0/16 ,fd00::/8, Hooks.Internal ');
    expect(refusedTarget(url('http://127.0.0.1:9000/'), [], allow)).toBeNull();
    expect(refusedTarget(url('http://127.0.0.2/'), [], allow)).toBe('LOOPBACK');
    expect(refusedTarget(url('http://10.20.3.4/'), [], allow)).toBeNull();
    expect(refusedTarget(url('http://10.21.0.1/'), [], allow)).toBe('PRIVATE');
    expect(refusedTarget(url('http://[fd00::5]/'), [], allow)).toBeNull();
    expect(refusedTarget(url('http://hooks.internal/'), ['192.168.9.9'], allow)).toBeNull();
    expect(refusedTarget(url('http://other.internal/'), ['192.168.9.9'], allow)).toBe('PRIVATE');
    expect(refusedTarget(url('http://localhost/'), ['127.0.0.1'], allow)).toBe('LOOPBACK');
    expect(loadConfig({ LAJU_WEBHOOK_ALLOW: '127.0.0.1' }).webhooks.allow.v4).toHaveLength(1);
    for (const bad of ['10.0.0.0/33', 'http://x', '1.2.3.4/8/9', 'a b']) {
      expect(() => loadConfig({ LAJU_WEBHOOK_ALLOW: bad })).toThrow(/LAJU_WEBHOOK_ALLOW/);
    }
    expect(() => loadConfig({ LAJU_WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(/LAJU_WEBHOOK_TIMEOUT_SECONDS/);
  });

  it('checks again in the connection’s own lookup, so a name that now resolves to a private address (rebinding) is refused', async () => {
    const stub = (addresses: string[]) => (_host: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) =>
      callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    const target = url('https://hooks.example.com/laju');
    // Public when saved…
    expect(await refusedAtSave(target.href, NOTHING_ALLOWED, async () => ['93.184.215.14'])).toBeNull();
    // …private when the socket asks.
    const lookupOf = (addresses: string[], all: boolean) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) =>
        guardedLookup(target, NOTHING_ALLOWED, stub(addresses) as never)('hooks.example.com', { all } as never, (error, address) => resolve({ error, address })),
      );
    const rebound = await lookupOf(['169.254.169.254'], false);
    expect(rebound.error).toBeInstanceOf(TargetRefusedError);
    expect(rebound.error?.message).toBe('Refused: hooks.example.com is a link-local address');
    const mixed = await lookupOf(['93.184.215.14', 'fd00::1'], true);
    expect(mixed.error).toBeInstanceOf(TargetRefusedError);
    expect(await lookupOf(['93.184.215.14'], false)).toEqual({ error: null, address: '93.184.215.14' });
    expect(await lookupOf(['93.184.215.14', '2606:4700::1111'], true)).toEqual({
      error: null,
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
  });

  it('refuses a literal private target before any connection is opened', async () => {
    const settings = { allow: NOTHING_ALLOWED, timeoutMs: 1000, responseMaxBytes: 1024, excerptMaxChars: 200 };
    for (const target of ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:192.168.0.1]/', 'http://localhost:1/']) {
      expect(await postWebhook(target, '{}', {}, settings)).toEqual({ status: null, durationMs: 0, excerpt: expect.stringMatching(/^Refused: /) });
    }
  });
});
