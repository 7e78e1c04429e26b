/* global atob, btoa, File, window, createImageBitmap -- these run inside the page */
// Budget (docs/decisions/338-photos-from-a-phone.md): a 12-megapixel phone photo (a 4,000 × 3,000
// JPEG of about 5 MB) is sent as ≤ 1.5 MB and processed by the server in ≤ 1 s.
// The photo is made with sharp (noise, so it compresses as a camera's does), made small in Debian's
// Chromium by the app's own src/lib/images/downscale.ts (bundled here with esbuild), then uploaded
// as a proof RUNS times to shipments of a fresh `npm start` (the request's time on 127.0.0.1: the
// server reads, checks, decodes, bounds, re-encodes and stores it, and completes the shipment).
// Run: node bench/photos.mjs   (RUNS=5)
import { Buffer } from 'node:buffer';
import { buildSync } from 'esbuild';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { ADMIN_PASSWORD, loadAverage, median, startServer, tempDataDir, verdict, waitForHealth } from '../server/bench/harness.mjs';

const SENT_BUDGET_BYTES = 1.5 * 1024 * 1024;
const SERVER_BUDGET_MS = 1000;
const RUNS = Number(process.env.RUNS ?? 5);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A 4,000 × 3,000 JPEG of about 5 MB: smooth gradients under fine noise, as a camera's photo. */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 24;
      const index = (y * width + x) * 3;
      raw[index] = ((x * 255) / width + noise) & 0xff;
      raw[index + 1] = ((y * 255) / height + noise) & 0xff;
      raw[index + 2] = (((x + y) * 128) / width + noise) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/** The app's downscale, run in Chromium on `photo`: what the phone would send. */
async function downscaledInBrowser(photo) {
  const bundle = buildSync({ entryPoints: ['src/lib/images/downscale.ts'], bundle: true, format: 'iife', globalName: 'LajuDownscale', write: false }).outputFiles[0].text;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'], headless: true });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>downscale</title>');
    await page.addScriptTag({ content: bundle });
    const started = performance.now();
    const result = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const file = new File([bytes], 'IMG_2041.jpeg', { type: 'image/jpeg' });
      const sent = await window.LajuDownscale.downscaleForUpload(file);
      const bitmap = await createImageBitmap(sent);
      const answer = { size: sent.size, type: sent.type, width: bitmap.width, height: bitmap.height, base64: '' };
      const buffer = new Uint8Array(await sent.arrayBuffer());
      let text = '';
      for (let index = 0; index < buffer.length; index += 0x8000) text += String.fromCharCode(...buffer.subarray(index, index + 0x8000));
      answer.base64 = btoa(text);
      return answer;
    }, photo.toString('base64'));
    return { ...result, ms: performance.now() - started, bytes: Buffer.from(result.base64, 'base64') };
  } finally {
    await browser.close();
  }
}

async function api(baseUrl, token, method, path, body) {
  const response = await fetch(baseUrl + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

function uploadProof(baseUrl, token, shipmentId, photo) {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bukti.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
  const started = performance.now();
  return fetch(`${baseUrl}/api/shipments/${shipmentId}/proof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  }).then(async (response) => ({ status: response.status, ms: performance.now() - started, body: await response.text() }));
}

const photo = await phonePhoto();
const meta = await sharp(photo).metadata();
const sent = await downscaledInBrowser(photo);
const sentOk = sent.size <= SENT_BUDGET_BYTES && Math.max(sent.width, sent.height) <= 2048 && sent.type === 'image/jpeg';
console.log(`\nPhotos from a phone (load ${loadAverage()})`);
console.log(
  `  taken: ${meta.width} × ${meta.height} JPEG, ${(photo.length / 1048576).toFixed(2)} MiB; sent: ${sent.width} × ${sent.height} ${sent.type}, ${(sent.size / 1048576).toFixed(2)} MiB, made in ${sent.ms.toFixed(0)} ms in Chromium  | budget ≤ 1.5 MiB  -> ${verdict(sentOk)}`,
);

const dataDir = tempDataDir('photos');
const server = startServer({ port: 4000 + Math.floor(Math.random() * 1000), dataDir });
let serverOk = false;
try {
  await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, remember: false }) });
  const token = (await login.json()).data.accessToken;
  const [customer] = await api(server.baseUrl, token, 'GET', '/api/customers?status=active&size=1');
  const [item] = await api(server.baseUrl, token, 'GET', '/api/items?status=active&size=1');
  const [fleet] = await api(server.baseUrl, token, 'GET', '/api/fleets?status=active&size=1');
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const order = await api(server.baseUrl, token, 'POST', '/api/delivery-orders', { customerId: customer.id, lines: [{ itemId: item.id, quantity: 5 }] });
    const shipment = await api(server.baseUrl, token, 'POST', '/api/shipments', {
      mode: 'ANTAR',
      fleetId: fleet.id,
      deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines[0].id, quantity: 5 }] }],
    });
    const answer = await uploadProof(server.baseUrl, token, shipment.id, sent.bytes);
    if (answer.status !== 200) throw new Error(`proof: ${answer.status} ${answer.body}`);
    times.push(answer.ms);
  }
  const slowest = Math.max(...times);
  serverOk = slowest <= SERVER_BUDGET_MS;
  console.log(
    `  the server processes the photo as sent: median ${median(times).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${RUNS}  | budget ≤ ${SERVER_BUDGET_MS} ms  -> ${verdict(serverOk)}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = sentOk && serverOk ? 0 : 1;
