/**
 * Endpoint signing secrets (Standard Webhooks: `whsec_` and 24 random bytes in base64), stored sealed under the
 * document key (storage/document-crypto.ts, context `webhook-secret`) in webhook_endpoints, and the signature of a
 * message: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret in force, separated by spaces.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { openDocument, processKeyring, sealDocument } from '../storage/document-crypto';

const SEAL_CONTEXT = 'webhook-secret';

export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function sealSecret(secret: string) {
  const { keyId, sealed } = sealDocument(processKeyring(), Buffer.from(secret, 'utf8'), SEAL_CONTEXT);
  return { keyId, sealed: Buffer.from(sealed) };
}

export const openSecret = (keyId: string, sealed: Uint8Array) =>
  openDocument(processKeyring(), keyId, sealed, SEAL_CONTEXT).toString('utf8');

/** The webhook-signature header: one `v1,…` signature per secret (two during a rotation's overlap). */
export const signature = (secrets: string[], id: string, at: Date, body: string) =>
  secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
