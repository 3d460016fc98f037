/**
 * The worker that delivers webhooks: one job per delivery (an event for an endpoint, server/webhooks/events.ts).
 * Each try POSTs the event's JSON signed by Standard Webhooks (webhook-id: the event's id, the same on every try;
 * webhook-timestamp; webhook-signature with every secret in force) and is logged in webhook_attempts (HTTP status,
 * duration, error). A 2xx answer delivers it; anything else (another status, no answer within
 * WEBHOOK_TIMEOUT_SECONDS, a refused target) is tried again by the queue with a doubling delay from
 * WEBHOOK_RETRY_DELAY_SECONDS, WEBHOOK_RETRIES times (60 s and 10: about a day). When the last try fails the
 * delivery is failed, the endpoint disabled, and the operator told: an error log line and a mail to OPERATOR_EMAIL.
 */
import type { Db } from '../db';
import type { Env } from '../env';
import { jobKind, type JobKind, type Jobs } from '../jobs';
import type { MailJobData } from '../mail/mail-job';
import { mailJobData } from '../mail/mail-job';
import type { WebhookJobData } from './events';
import { openSecret, signature } from './secrets';
import { postWebhook } from './webhook-target';

export type WebhookOutcome = 'delivered' | 'retrying' | 'failed';

export interface WebhookSettings {
  retries: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  /** Loopback and private targets allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS, or outside production). */
  allowPrivateTargets: boolean;
  /** How long a rotated-out secret still signs (WEBHOOK_SECRET_OVERLAP_HOURS). */
  secretOverlapHours: number;
  operatorEmail?: string;
}

export const webhookSettingsOf = (env: Env): WebhookSettings => ({
  retries: env.WEBHOOK_RETRIES,
  retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
  timeoutSeconds: env.WEBHOOK_TIMEOUT_SECONDS,
  allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS || env.NODE_ENV !== 'production',
  secretOverlapHours: env.WEBHOOK_SECRET_OVERLAP_HOURS,
  operatorEmail: env.OPERATOR_EMAIL,
});

/** One worker per instance: the deliveries of one instance go out in the order their changes were made. */
export const webhookJobKind = (settings: WebhookSettings): JobKind<WebhookJobData> =>
  jobKind<WebhookJobData>('webhook', {
    retries: settings.retries,
    retryDelaySeconds: settings.retryDelaySeconds,
    timeoutSeconds: settings.timeoutSeconds + 30,
  });

export interface WebhookDeliveryDeps {
  db: Db;
  jobs: Jobs;
  mailJob: JobKind<MailJobData>;
  now: () => Date;
  settings: WebhookSettings;
  tried: (outcome: WebhookOutcome) => void;
}

/** The secrets a message is signed with now: the current one, and the previous one during its overlap. */
function secretsInForce(
  endpoint: {
    secret_key_id: string;
    secret_sealed: Buffer;
    previous_key_id: string | null;
    previous_sealed: Buffer | null;
    previous_until: Date | null;
  },
  now: Date,
) {
  const secrets = [openSecret(endpoint.secret_key_id, endpoint.secret_sealed)];
  if (endpoint.previous_key_id && endpoint.previous_sealed && endpoint.previous_until && endpoint.previous_until > now)
    secrets.push(openSecret(endpoint.previous_key_id, endpoint.previous_sealed));
  return secrets;
}

export function handleWebhookJobs(kind: JobKind<WebhookJobData>, deps: WebhookDeliveryDeps) {
  deps.jobs.handle(kind, async ({ deliveryId }, run) => {
    const delivery = await deps.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
      .select(['d.state', 'd.event_id', 'd.endpoint_id', 'v.payload', 'v.type', 'e.url', 'e.disabled_at'])
      .select(['e.secret_key_id', 'e.secret_sealed', 'e.previous_key_id', 'e.previous_sealed', 'e.previous_until'])
      .where('d.id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery || delivery.state !== 'pending') return;
    const log = run.log.child({ deliveryId, endpointId: delivery.endpoint_id, eventId: delivery.event_id });
    if (delivery.disabled_at) {
      await deps.db
        .updateTable('webhook_deliveries')
        .set({ state: 'failed', finished_at: deps.now() })
        .where('id', '=', deliveryId)
        .execute();
      log.warn('webhook not sent: its endpoint is disabled (replay it once enabled)');
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const at = deps.now();
    const headers = {
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature(secretsInForce(delivery, at), delivery.event_id, at, body),
    };
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postWebhook(delivery.url, headers, body, {
        timeoutMs: deps.settings.timeoutSeconds * 1000,
        allowPrivate: deps.settings.allowPrivateTargets,
      });
      if (status < 200 || status > 299) error = `answered ${status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const durationMs = Math.round(performance.now() - started);
    await deps.db
      .insertInto('webhook_attempts')
      .values({ delivery_id: deliveryId, status, duration_ms: durationMs, error })
      .execute();
    if (!error) {
      await deps.db
        .updateTable('webhook_deliveries')
        .set({ state: 'delivered', finished_at: deps.now() })
        .where('id', '=', deliveryId)
        .execute();
      deps.tried('delivered');
      return;
    }
    if (!run.lastTry) {
      deps.tried('retrying');
      throw new Error(`webhook to endpoint ${delivery.endpoint_id} not delivered: ${error}`);
    }
    deps.tried('failed');
    await giveUp(deps, deliveryId, delivery.endpoint_id, delivery.url, error);
    log.error(
      { url: delivery.url, error },
      'webhook endpoint disabled: a delivery failed on every try (npm run webhooks -- enable, then replay)',
    );
  });
}

/** The last try failed: the delivery is failed and its endpoint disabled, and the operator mailed, in one transaction. */
async function giveUp(deps: WebhookDeliveryDeps, deliveryId: number, endpointId: number, url: string, error: string) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await trx
      .updateTable('webhook_deliveries')
      .set({ state: 'failed', finished_at: now })
      .where('id', '=', deliveryId)
      .execute();
    const disabled = await trx
      .updateTable('webhook_endpoints')
      .set({ disabled_at: now, disabled_reason: `delivery ${deliveryId} failed on every try: ${error}` })
      .where('id', '=', endpointId)
      .where('disabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (disabled && deps.settings.operatorEmail) {
      const text = `The webhook endpoint ${endpointId} (${url}) was disabled: delivery ${deliveryId} failed on every try (last: ${error}).\nOnce it answers again: npm run webhooks -- enable ${endpointId}, then npm run webhooks -- replay <delivery or event id> for what it missed (npm run webhooks -- list).`;
      const mail = {
        to: deps.settings.operatorEmail,
        subject: `Webhook endpoint ${endpointId} disabled`,
        text,
        html: `<pre>${text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`,
      };
      await deps.jobs.enqueue(trx, deps.mailJob, mailJobData(mail));
    }
  });
}
