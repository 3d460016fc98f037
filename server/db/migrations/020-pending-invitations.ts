import { sql, type Kysely } from 'kysely';

/**
 * A sub-profile is Active only once the invited person accepts (chooses a password through the invitation's reset
 * flow). Sub-users created before this rule were Active at once: those who never signed in have not accepted, and
 * become pending (Unverified) invitations, as new ones are.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    update users set status = 'Unverified'
    where parent_user_id is not null and status = 'Active'
      and not exists (select 1 from login_events where login_events.user_id = users.id and login_events.succeeded)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await sql`update users set status = 'Active' where parent_user_id is not null and status = 'Unverified'`.execute(db);
}
