import { sql, type Kysely } from 'kysely';

/**
 * Resumable document uploads (tus, server/storage/uploads.ts). An upload is a row in `uploads` bound to the user who
 * created it; its received bytes are sealed piece by piece and kept in document_chunks under the upload's id, which
 * becomes the document's id when a step attaches it. documents.sealed_by_piece marks such a document: each of its
 * pieces is sealed on its own (context `<id>:<position>`) instead of the whole content at once. Unfinished uploads
 * are purged after a day, finished ones that no step attached after a week.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table documents add column if not exists sealed_by_piece boolean not null default false`.execute(db);
  await sql`
    create table if not exists uploads (
      id uuid primary key,
      owner_user_id uuid not null references users (id) on delete cascade,
      length integer not null,
      received integer not null default 0,
      pieces integer not null default 0,
      file_name text not null,
      file_type text not null,
      mime_type text,
      key_id text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists uploads_owner on uploads (owner_user_id)`.execute(db);
  await sql`create index if not exists uploads_updated_at on uploads (updated_at)`.execute(db);
}

/** Drops the uploads with their pieces. Documents sealed by piece cannot be read by older code: down refuses while any exists. */
export async function down(db: Kysely<unknown>) {
  const { rows } = await sql<{
    found: number;
  }>`select count(*)::int as found from documents where sealed_by_piece`.execute(db);
  if ((rows[0]?.found ?? 0) > 0)
    throw new Error('Documents arrived as resumable uploads are sealed by piece; the older code cannot read them.');
  await sql`delete from document_chunks c where exists (select 1 from uploads u where u.id = c.document_id)`.execute(
    db,
  );
  await sql`drop table if exists uploads`.execute(db);
  await sql`alter table documents drop column if exists sealed_by_piece`.execute(db);
}
