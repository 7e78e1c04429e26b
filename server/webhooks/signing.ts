import { createHmac, randomBytes } from 'node:crypto';
import { SecretBox } from '../auth/secret-box';
import type { ServiceContext } from '../services/context';

/**
 * `LAJU-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/webhooks.md): the
 * time is signed with the body, so a receiver that refuses old times cannot be fed a recorded post.
 */
export function signatureOf(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/** A new signing secret: 32 random bytes, prefixed so it is recognised where it is pasted. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const boxes = new Map<string, SecretBox>();
/**
 * The box the signing secrets are sealed in: keyed from LAJU_SECOND_FACTOR_KEY or else the token
 * secret (both the same on every instance), under a purpose of its own.
 */
export function webhookSecretBox(ctx: Pick<ServiceContext, 'config' | 'tokenSecret'>): SecretBox {
  const material = ctx.config.secondFactorKey ?? ctx.tokenSecret;
  let box = boxes.get(material);
  if (!box) {
    box = new SecretBox(material, 'webhook signing secrets');
    boxes.set(material, box);
  }
  return box;
}
