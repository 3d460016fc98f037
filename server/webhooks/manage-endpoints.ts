/**
 * The operator's webhook endpoints (npm run webhooks, scripts/webhooks.ts): add one (URL, event types; its secret is
 * made here and shown once), list them with their deliveries, rotate a secret (the previous one keeps signing beside
 * the new one for WEBHOOK_SECRET_OVERLAP_HOURS), disable and enable one, and replay a delivery or an event (a new
 * delivery, sent with the same webhook-id: receivers that saw it drop the copy).
 */
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import type { JobKind, Jobs } from '../jobs';
import type { WebhookSettings } from './deliver-webhook';
import { bindWebhookDispatch, queueDeliveries, WEBHOOK_EVENT_TYPES, type WebhookJobData } from './events';
import { newSecret, sealSecret } from './secrets';
import { refusedTarget, type ResolveAll } from './webhook-target';

export interface EndpointCommandDeps {
  db: Db;
  jobs: Jobs;
  webhookJob: JobKind<WebhookJobData>;
  webhookSettings: WebhookSettings;
  now: () => Date;
}

const refuse = (message: string) => new HttpError(400, message);

/** `resolveAll` is the system's resolver but in tests. */
export async function addEndpoint(
  deps: EndpointCommandDeps,
  url: string,
  eventTypes: string[],
  resolveAll?: ResolveAll,
) {
  const refused = await refusedTarget(url, deps.webhookSettings.allowPrivateTargets, resolveAll);
  if (refused) throw refuse(`The URL is refused: ${refused}.`);
  const unknown = eventTypes.filter((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type));
  if (eventTypes.length === 0 || unknown.length > 0)
    throw refuse(`Event types are some of: ${WEBHOOK_EVENT_TYPES.join(', ')}.`);
  const secret = newSecret();
  const sealed = sealSecret(secret);
  const { id } = await deps.db
    .insertInto('webhook_endpoints')
    .values({ url, event_types: JSON.stringify(eventTypes), secret_key_id: sealed.keyId, secret_sealed: sealed.sealed })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, secret };
}

export async function listEndpoints(db: Db) {
  return db
    .selectFrom('webhook_endpoints as e')
    .select(['e.id', 'e.url', 'e.event_types', 'e.disabled_at', 'e.disabled_reason', 'e.previous_until'])
    .select((eb) => [
      eb
        .selectFrom('webhook_deliveries')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('endpoint_id', '=', 'e.id')
        .where('state', '=', 'delivered')
        .as('delivered'),
      eb
        .selectFrom('webhook_deliveries')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('endpoint_id', '=', 'e.id')
        .where('state', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('webhook_deliveries')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('endpoint_id', '=', 'e.id')
        .where('state', '=', 'failed')
        .as('failed'),
    ])
    .orderBy('e.id')
    .execute();
}

/** A new secret; the previous one signs beside it until the overlap ends. */
export async function rotateSecret(deps: EndpointCommandDeps, endpointId: number) {
  const endpoint = await deps.db
    .selectFrom('webhook_endpoints')
    .select(['secret_key_id', 'secret_sealed'])
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint) throw refuse(`No webhook endpoint ${endpointId}.`);
  const secret = newSecret();
  const sealed = sealSecret(secret);
  const previousUntil = new Date(deps.now().getTime() + deps.webhookSettings.secretOverlapHours * 3_600_000);
  await deps.db
    .updateTable('webhook_endpoints')
    .set({
      secret_key_id: sealed.keyId,
      secret_sealed: sealed.sealed,
      previous_key_id: endpoint.secret_key_id,
      previous_sealed: endpoint.secret_sealed,
      previous_until: previousUntil,
    })
    .where('id', '=', endpointId)
    .execute();
  return { secret, previousUntil };
}

export async function setEndpointEnabled(deps: EndpointCommandDeps, endpointId: number, enabled: boolean) {
  const changed = await deps.db
    .updateTable('webhook_endpoints')
    .set(
      enabled
        ? { disabled_at: null, disabled_reason: null }
        : { disabled_at: deps.now(), disabled_reason: 'disabled by the operator' },
    )
    .where('id', '=', endpointId)
    .returning('id')
    .executeTakeFirst();
  if (!changed) throw refuse(`No webhook endpoint ${endpointId}.`);
}

/**
 * Sends again: a delivery (its number) to its endpoint, or an event (its msg_ id) to every enabled endpoint
 * subscribed to its type. Returns the new deliveries.
 */
export async function replay(deps: EndpointCommandDeps, target: string) {
  return deps.db.transaction().execute(async (trx) => {
    bindWebhookDispatch(trx, {
      enqueue: async (kind, data) => void (await deps.jobs.enqueue(trx, kind, data)),
      kind: deps.webhookJob,
    });
    if (/^\d+$/.test(target)) {
      const delivery = await trx
        .selectFrom('webhook_deliveries')
        .select(['event_id', 'endpoint_id'])
        .where('id', '=', Number(target))
        .executeTakeFirst();
      if (!delivery) throw refuse(`No webhook delivery ${target}.`);
      return queueDeliveries(trx, delivery.event_id, [delivery.endpoint_id]);
    }
    const event = await trx
      .selectFrom('webhook_events')
      .select(['id', 'type'])
      .where('id', '=', target)
      .executeTakeFirst();
    if (!event) throw refuse(`No webhook event ${target}.`);
    const endpoints = await trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'event_types'])
      .where('disabled_at', 'is', null)
      .execute();
    return queueDeliveries(
      trx,
      event.id,
      endpoints.filter((endpoint) => endpoint.event_types.includes(event.type)).map((endpoint) => endpoint.id),
    );
  });
}
