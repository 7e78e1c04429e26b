// A web shop sending its orders to LAJU as delivery orders (docs/integrations/README.md).
//
// Each order becomes one DO; its customer and items are found by name and SKU (item code) and
// created when LAJU does not know them yet. Every create carries an Idempotency-Key made from the
// shop's own order id, so running this again (after a timeout, a crash, or twice by mistake) never
// makes a second DO: LAJU answers the first one again.
//
// Run against `npm start`:
//   LAJU_URL=http://127.0.0.1:3000 LAJU_TOKEN=laju_… node docs/integrations/shop.mjs [orders.json]
// The token's role needs: read-customers, create-customer, read-items, create-item, create-delivery-order.

import { readFileSync } from 'node:fs';

const BASE = (process.env.LAJU_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const TOKEN = process.env.LAJU_TOKEN;
if (!TOKEN) {
  console.error('Set LAJU_TOKEN to an API token (Settings → API tokens in LAJU).');
  process.exit(2);
}
const ordersFile = process.argv[2] ?? new URL('./orders.sample.json', import.meta.url);
const orders = JSON.parse(readFileSync(ordersFile, 'utf8'));

/** One API call; answers the parsed body, or throws with LAJU's error code and message. */
async function call(method, path, body, idempotencyKey) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = response.status === 204 ? null : await response.json();
    // Too many requests: wait as long as LAJU says, then the same call again (same key: safe).
    if (response.status === 429 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, (answer?.error?.retryAfterSeconds ?? 1) * 1000));
      continue;
    }
    if (!response.ok) {
      const error = new Error(`${method} ${path}: ${response.status} ${answer?.error?.code} ${answer?.error?.message}`);
      error.answer = answer;
      throw error;
    }
    return answer;
  }
}

const same = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The customer by name (LAJU keeps names unique ignoring case), created when missing. */
async function customerId(customer, orderId) {
  const found = await call('GET', `/api/customers?q=${encodeURIComponent(customer.name)}&size=100`);
  const match = found.data.find((each) => same(each.name, customer.name));
  if (match) return match.id;
  const created = await call('POST', '/api/customers', customer, `shop-customer-${orderId}`);
  return created.data.id;
}

/** The item by its SKU (LAJU's item code), created when missing. */
async function itemId(line, orderId) {
  const found = await call('GET', `/api/items?q=${encodeURIComponent(line.sku)}&size=100`);
  const match = found.data.find((each) => each.code && same(each.code, line.sku));
  if (match) return match.id;
  const created = await call('POST', '/api/items', { name: line.name, code: line.sku, unit: line.unit }, `shop-item-${orderId}-${line.sku}`);
  return created.data.id;
}

let failed = 0;
for (const order of orders) {
  try {
    const lines = [];
    for (const line of order.lines) lines.push({ itemId: await itemId(line, order.orderId), quantity: line.quantity });
    const body = { customerId: await customerId(order.customer, order.orderId), notes: order.notes, lines };
    const { data } = await call('POST', '/api/delivery-orders', body, `shop-order-${order.orderId}`);
    console.log(`${order.orderId} → ${data.number} (${data.status})`);
  } catch (error) {
    failed += 1;
    console.error(`${order.orderId}: ${error.message}`);
  }
}
process.exitCode = failed ? 1 : 0;
