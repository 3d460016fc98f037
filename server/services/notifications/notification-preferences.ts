import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '../../../src/contract';
import type { Db } from '../../db';

const TOPICS = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

/** A user's toggles (table notification_preferences, one row per topic changed); topics never saved keep their default. */
export async function readNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['topic', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const saved = new Map(rows.map((row) => [row.topic, row.enabled]));
  return Object.fromEntries(
    TOPICS.map((topic) => [topic, saved.get(topic) ?? NOTIFICATION_TOPICS[topic].default]),
  ) as NotificationPreferences;
}

export async function saveNotificationPreferences(db: Db, userId: string, preferences: NotificationPreferences) {
  await db
    .insertInto('notification_preferences')
    .values(TOPICS.map((topic) => ({ user_id: userId, topic, enabled: preferences[topic] })))
    .onConflict((oc) => oc.columns(['user_id', 'topic']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
    .execute();
  return readNotificationPreferences(db, userId);
}
