// The HTTPS front of a deployment, for the page benches: TLS with HTTP/2 (and HTTP/1.1 for
// clients without it) in front of `npm start`, as the README's nginx (`listen 443 ssl; http2 on;`)
// puts it in front of the instances. Staff's phones meet the app through such a front, and
// Lighthouse models the two protocols differently (six HTTP/1.1 connections, each request a round
// trip; one HTTP/2 connection, requests multiplexed): a bench against plain HTTP/1.1 on the loopback
// measures a deployment nobody runs (decision 277).
//
// The certificate is made for the run (`openssl`, 127.0.0.1) and trusted by the bench's Chromium
// through `--ignore-certificate-errors-spki-list` with its key's hash: the page is a secure origin
// with no certificate warning, as with a real certificate. The upstream must trust the front's
// X-Forwarded-Proto (`LAJU_TRUST_PROXY=1`), as it must behind nginx, so that the session cookie is
// `Secure`.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Connection-specific headers: never forwarded (HTTP/2 forbids them in a response).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);

/** A self-signed certificate for 127.0.0.1 and 127.0.0.2, and the base64 SHA-256 of its public key (SPKI). */
function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'laju-front-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,IP:127.0.0.2'],
      { stdio: 'ignore' },
    );
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    const spkiDer = new X509Certificate(pem.cert).publicKey.export({ type: 'spki', format: 'der' });
    return { ...pem, spki: createHash('sha256').update(spkiDer).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front on a free port of `host` (127.0.0.1, or 127.0.0.2 for a second site whose cookies
 * must not mix with the first's: cookies are kept per host, not per port), forwarding to `upstream`
 * (an `http://127.0.0.1:port` origin). Resolves to its https origin, the SPKI hash to give
 * Chromium, and `close()`.
 */
export async function startHttpsFront(upstream, host = '127.0.0.1') {
  const { key, cert, spki } = makeCertificate();
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    origin: `https://${host}:${server.address().port}`,
    spki,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
