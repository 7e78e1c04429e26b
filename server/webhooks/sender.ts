import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { refusedTarget, guardedLookup, TargetRefusedError } from './address';
import type { WebhookSettings } from './settings';

/** What one try came to: the receiver's status (null when none came), how long, and what it said. */
export interface TryResult {
  readonly status: number | null;
  readonly durationMs: number;
  /** The start of the answer, or why there was none. */
  readonly excerpt: string;
}

export const isDelivered = (result: TryResult) => result.status !== null && result.status >= 200 && result.status < 300;

type Settings = Pick<WebhookSettings, 'allow' | 'timeoutMs' | 'responseMaxBytes' | 'excerptMaxChars'>;

/** Connections kept open between tries to the same receiver. */
const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }) };

/**
 * POSTs one body. The target is checked before connecting (a literal address) and in the
 * connection's lookup (every address a name resolves to); redirects are not followed (a 3xx is
 * the receiver's answer, and not a 2xx); the whole exchange ends at `timeoutMs`, and at most
 * `responseMaxBytes` of the answer are read before the connection is closed. Never throws.
 */
export async function postWebhook(target: string, body: string, headers: Readonly<Record<string, string>>, settings: Settings): Promise<TryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { status: null, durationMs: 0, excerpt: 'Refused: not a URL' };
  }
  const literal = refusedTarget(url, [], settings.allow);
  if (literal !== null) return { status: null, durationMs: 0, excerpt: new TargetRefusedError(url.hostname, literal).message };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<TryResult>((resolve) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let read = 0;
    const finish = (reason?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      const text = Buffer.concat(chunks).toString('utf8');
      const excerpt = (reason === undefined ? text : status === null ? reason : `[${reason}] ${text}`).slice(0, settings.excerptMaxChars).replaceAll('\u0000', '');
      resolve({ status, durationMs: elapsed(), excerpt });
    };
    const request = client.request(url, {
      method: 'POST',
      agent: agents[url.protocol as 'http:' | 'https:'],
      lookup: guardedLookup(url, settings.allow) as never,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'LAJU-Webhooks/1', ...headers },
    });
    const deadline = setTimeout(() => {
      finish(`Timed out after ${settings.timeoutMs} ms`);
      request.destroy();
    }, settings.timeoutMs);
    request.on('error', (error) => {
      const refused = error instanceof TargetRefusedError || (error as { code?: string }).code === 'WEBHOOK_TARGET_REFUSED';
      finish(refused ? error.message : `Not reached: ${(error as { code?: string }).code ?? error.message}`);
    });
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        const room = settings.responseMaxBytes - read;
        chunks.push(chunk.subarray(0, Math.max(0, room)));
        read += chunk.length;
        if (read >= settings.responseMaxBytes) {
          // The rest is not read: a huge answer costs the receiver's bandwidth, not this server's memory.
          finish(`Answer cut off after ${settings.responseMaxBytes} bytes`);
          response.destroy();
          request.destroy();
        }
      });
      response.on('end', () => finish());
      response.on('error', () => finish('Answer broken off'));
      response.on('close', () => finish());
    });
    request.end(body);
  });
}
