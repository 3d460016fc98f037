/**
 * The events integrators receive (docs/api.md, "Webhooks"): every account and payment request status change. They
 * follow the audit trail: each status change is audited in its own transaction (services/compliance/audit.ts), and the
 * same call records the event in webhook_events with one delivery per enabled endpoint subscribed to its type, and
 * queues a delivery job per delivery (server/jobs) in that transaction: a rolled-back change sends nothing, a committed
 * one is delivered. Events carry ids, type, status and time: never document contents, names or secrets.
 *
 * What is stored where: webhook_events holds the payload sent (JSON), numbered per subject (`sequence`: 1, 2, …);
 * webhook_deliveries one row per event and endpoint.
 */
import { randomUUID } from 'node:crypto';
import { PAYMENT_STATUS, statusKind } from '../../src/contract';
import type { Db } from '../db';
import type { JobKind } from '../jobs';

export const WEBHOOK_EVENT_TYPES = [
  'account.submitted',
  'account.sent_back',
  'account.approved',
  'account.rejected',
  'account.revision_submitted',
  'account.revision_sent_back',
  'account.revision_approved',
  'account.revision_rejected',
  'payment.created',
  'payment.confirmed',
  'payment.released',
  'payment.decided',
  'account.screening_match',
  'payment.screening_match',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookJobData {
  deliveryId: number;
}

/** Queues a job in the transaction of `db` (a request's `enqueue`). */
export type EnqueueJob = <T extends object>(kind: JobKind<T>, data: T) => Promise<void>;

interface Dispatch {
  enqueue: EnqueueJob;
  kind: JobKind<WebhookJobData>;
}

/** The delivery job queue of each open transaction handle (bound by route.ts, which owns the transaction). */
const dispatchers = new WeakMap<Db, Dispatch>();

/** Lets status changes made with this transaction handle queue their webhook deliveries. */
export const bindWebhookDispatch = (db: Db, dispatch: Dispatch) => dispatchers.set(db, dispatch);

const ACCOUNT_ACTIONS: Record<string, [WebhookEventType, WebhookEventType]> = {
  submitted: ['account.submitted', 'account.revision_submitted'],
  changes_requested: ['account.sent_back', 'account.revision_sent_back'],
  approved: ['account.approved', 'account.revision_approved'],
  rejected: ['account.rejected', 'account.revision_rejected'],
};
const PAYMENT_ACTIONS: Record<string, WebhookEventType> = {
  payment_created: 'payment.created',
  payment_confirmed: 'payment.confirmed',
  payment_released: 'payment.released',
  payment_decided: 'payment.decided',
};
const PAYMENT_STATUS_NAMES = Object.fromEntries(
  Object.entries(PAYMENT_STATUS).map(([name, id]) => [id, name]),
) as Record<number, string>;

export interface AuditedChange {
  subjectType: string;
  subjectId: string | number;
  action: string;
  details: Record<string, unknown>;
}

/** The event of an audited change, or null when the change is not a status change integrators receive. */
function eventOf({ subjectType, subjectId, action, details }: AuditedChange) {
  // A reviewer confirmed that a person of the account, or a payment's recipient, is the one on a sanctions list.
  if (
    action === 'screening_hit_decided' &&
    details.decision === 'trueMatch' &&
    (subjectType === 'account' || subjectType === 'payment')
  ) {
    const match = {
      hitId: Number(details.hitId),
      listName: String(details.listName),
      entryId: String(details.entryId),
    };
    return {
      type: subjectType === 'account' ? ('account.screening_match' as const) : ('payment.screening_match' as const),
      subjectType,
      subjectId: String(subjectId),
      data:
        subjectType === 'account'
          ? { accountId: Number(subjectId), ...match }
          : { transactionId: String(subjectId), ...match },
    };
  }
  if (subjectType === 'account' && ACCOUNT_ACTIONS[action]) {
    const revisionId = typeof details.revisionId === 'number' ? details.revisionId : undefined;
    const statusId = Number(details.toStatusId ?? details.statusId);
    const type = ACCOUNT_ACTIONS[action][revisionId === undefined ? 0 : 1];
    return {
      type,
      subjectType,
      subjectId: String(subjectId),
      data: {
        accountId: Number(subjectId),
        status: statusKind(statusId),
        statusId,
        ...(revisionId ? { revisionId } : {}),
      },
    };
  }
  if (subjectType === 'payment' && PAYMENT_ACTIONS[action]) {
    const statusId = Number(details.toStatusId ?? details.statusId);
    const decision = typeof details.decision === 'string' ? { decision: details.decision } : {};
    // How a confirmation was made ('passkey' or 'emailCode'); never the passkey's name or what it signed.
    const method = typeof details.method === 'string' ? { method: details.method } : {};
    return {
      type: PAYMENT_ACTIONS[action],
      subjectType,
      subjectId: String(subjectId),
      data: {
        transactionId: String(subjectId),
        status: PAYMENT_STATUS_NAMES[statusId],
        statusId,
        ...decision,
        ...method,
      },
    };
  }
  return null;
}

/**
 * Records the webhook event of an audited change (if it is one) in the change's transaction and queues its
 * deliveries. The sequence comes from the subject's previous events: the changes of one subject lock its row first
 * (accounts, payment_requests FOR UPDATE), and the unique (subject, sequence) refuses a number taken twice.
 */
export async function recordWebhookEvent(db: Db, change: AuditedChange, now = new Date()) {
  const event = eventOf(change);
  if (!event) return;
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('disabled_at', 'is', null)
    .execute();
  const subscribed = endpoints.filter((endpoint) => endpoint.event_types.includes(event.type));
  const { last } = await db
    .selectFrom('webhook_events')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .where('subject_type', '=', event.subjectType as 'account' | 'payment')
    .where('subject_id', '=', event.subjectId)
    .executeTakeFirstOrThrow();
  const sequence = Number(last ?? 0) + 1;
  const id = `msg_${randomUUID()}`;
  const payload = { type: event.type, timestamp: now.toISOString(), data: { ...event.data, sequence } };
  await db
    .insertInto('webhook_events')
    .values({
      id,
      type: event.type,
      subject_type: event.subjectType as 'account' | 'payment',
      subject_id: event.subjectId,
      sequence,
      payload: JSON.stringify(payload),
    })
    .execute();
  await queueDeliveries(
    db,
    id,
    subscribed.map((endpoint) => endpoint.id),
  );
}

/** One delivery per endpoint, each with its job, in the transaction of `db`. */
export async function queueDeliveries(db: Db, eventId: string, endpointIds: number[]) {
  if (endpointIds.length === 0) return [];
  const dispatch = dispatchers.get(db);
  if (!dispatch) throw new Error('A webhook event was recorded outside a transaction bound with bindWebhookDispatch');
  const deliveries = await db
    .insertInto('webhook_deliveries')
    .values(
      endpointIds.map((endpointId) => ({ event_id: eventId, endpoint_id: endpointId, state: 'pending' as const })),
    )
    .returning('id')
    .execute();
  for (const delivery of deliveries) await dispatch.enqueue(dispatch.kind, { deliveryId: delivery.id });
  return deliveries.map((delivery) => delivery.id);
}
