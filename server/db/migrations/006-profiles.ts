import { sql, type Kysely } from 'kysely';

/** Secondary profiles and their permissions, notification toggles, and the TOTP replay guard. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('user_permissions')
    .ifNotExists()
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().check(sql`permission_id between 1 and 9`))
    .addColumn('permission_status', 'text', (c) => c.notNull().check(sql`permission_status in ('Yes', 'No')`))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('sub_profiles')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('parent_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sub_profiles_parent')
    .ifNotExists()
    .on('sub_profiles')
    .columns(['parent_user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .ifNotExists()
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'topic'])
    .execute();

  await db.schema
    .createTable('totp_replay_guard')
    .ifNotExists()
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_step', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['totp_replay_guard', 'notification_preferences', 'sub_profiles', 'user_permissions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
