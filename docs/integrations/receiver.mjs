// A small receiver of LAJU's webhooks (docs/integrations/README.md, docs/webhooks.md): verifies each
// delivery's signature, refuses old or forged ones, and handles each delivery once although LAJU
// may send one again (at least once).
//
// Run:   LAJU_WEBHOOK_SECRET=… PORT=4400 node docs/integrations/receiver.mjs
// Then in LAJU: Settings → Webhooks → a webhook to http://127.0.0.1:4400/laju with the events you
// want (a target on this machine needs the operator's LAJU_WEBHOOK_ALLOW=127.0.0.1).

import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.LAJU_WEBHOOK_SECRET;
if (!SECRET) {
  console.error('Set LAJU_WEBHOOK_SECRET to the secret LAJU showed when the webhook was made.');
  process.exit(2);
}
const PORT = Number(process.env.PORT ?? 4400);
/** How old a signed timestamp may be: a replayed capture of an old delivery is refused. */
const TOLERANCE_SECONDS = 300;
const MAX_BODY = 1024 * 1024;

/** `LAJU-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
function verify(header, body, secret, now = Date.now()) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((part) => part.trim().split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// A real receiver keeps these in its database, with the work the event caused, in one transaction.
const handled = new Set();

const server = createServer((request, response) => {
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY) request.destroy();
    else chunks.push(chunk);
  });
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    if (!verify(request.headers['laju-signature'], body, SECRET)) {
      response.writeHead(401).end('bad signature');
      return;
    }
    const delivery = request.headers['laju-delivery'];
    if (!handled.has(delivery)) {
      handled.add(delivery);
      // The body names the record and its state; the rest is read through the API (docs/webhooks.md).
      const event = JSON.parse(body.toString('utf8'));
      console.log(`${event.event} ${event.record.number} (delivery ${delivery}, ${event.occurredAt})`);
    }
    // 2xx quickly, also for a repeat: LAJU stops sending this delivery.
    response.writeHead(204).end();
  });
});
server.listen(PORT, '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${PORT}/laju`));
