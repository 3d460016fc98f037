import { sql } from 'kysely';
import type { Db } from '../db';

/** How long a delivered event, its deliveries and their tries stay for `list` and `replay` (docs/deploying.md). */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

/**
 * Forgets events older than the retention with nothing left to deliver (their deliveries and tries go with them, by
 * cascade). Each subject's last event stays: the next event's sequence number follows it.
 */
export async function purgeWebhookEvents(db: Db, now: Date) {
  const before = new Date(now.getTime() - WEBHOOK_EVENT_RETENTION_DAYS * 86_400_000);
  await db
    .deleteFrom('webhook_events as old')
    .where('old.created_at', '<', before)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhook_events as later')
          .select(sql`1`.as('one'))
          .whereRef('later.subject_type', '=', 'old.subject_type')
          .whereRef('later.subject_id', '=', 'old.subject_id')
          .whereRef('later.sequence', '>', 'old.sequence'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries')
            .select(sql`1`.as('one'))
            .whereRef('webhook_deliveries.event_id', '=', 'old.id')
            .where('webhook_deliveries.state', '=', 'pending'),
        ),
      ),
    )
    .execute();
}
