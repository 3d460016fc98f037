/** Webhooks for integrators (server/webhooks): endpoints, the events recorded with each change, deliveries and their tries. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  /** The event types sent to it (JSON array of strings). */
  event_types: ColumnType<string[], string, string>;
  /** The signing secret (`whsec_…`), sealed under the document key (context `webhook-secret`). */
  secret_key_id: string;
  secret_sealed: Buffer;
  /** The secret before the last rotation, also signed with until `previous_until`. */
  previous_key_id: string | null;
  previous_sealed: Buffer | null;
  previous_until: Date | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
  created_at: CreatedAt;
}

export interface WebhookEventsTable {
  /** `msg_` and a UUID: the webhook-id of its deliveries. */
  id: string;
  type: string;
  subject_type: 'account' | 'payment';
  subject_id: string;
  /** 1, 2, … per subject in the order of the changes. */
  sequence: number;
  /** The JSON body sent (ids, type, status, time: no document contents, no secrets). */
  payload: ColumnType<Record<string, unknown>, string, never>;
  created_at: CreatedAt;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  endpoint_id: number;
  state: 'pending' | 'delivered' | 'failed';
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: CreatedAt;
  /** The HTTP status answered, null when none came (refused, timed out, not allowed). */
  status: number | null;
  duration_ms: number;
  error: string | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
