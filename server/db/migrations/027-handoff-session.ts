import type { Kysely } from 'kysely';

/**
 * A phone hand-off lives only as long as the session that started it (server/services/onboarding/handoffs.ts): the
 * session's token hash, so signing out or a password reset (which revokes the sessions) ends the link and the capture
 * grant. Hand-offs started before have none, and end.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('handoffs').addColumn('session_token_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('handoffs').dropColumn('session_token_hash').execute();
}
