import { sql, type Kysely } from 'kysely';

/**
 * A document's sealed content may be stored in pieces (document_chunks, in position order) instead of in
 * documents.content (then empty, documents.chunked true). The pieces are written before the request's transaction,
 * each in its own short statement, so a 10 MB document never holds the database (on PGlite, its only connection)
 * for long. Pieces whose document row never came (a refused or replayed request) are purged after an hour.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table documents add column if not exists chunked boolean not null default false`.execute(db);
  await sql`
    create table if not exists document_chunks (
      document_id uuid not null,
      position integer not null,
      content bytea not null,
      created_at timestamptz not null default now(),
      primary key (document_id, position)
    )`.execute(db);
  await sql`create index if not exists document_chunks_created_at on document_chunks (created_at)`.execute(db);
}

/** Puts chunked documents' content back into their rows, then drops the pieces. */
export async function down(db: Kysely<unknown>) {
  await sql`
    update documents d set content = (select string_agg(c.content, ''::bytea order by c.position) from document_chunks c where c.document_id = d.id), chunked = false
    where d.chunked`.execute(db);
  await sql`drop table if exists document_chunks`.execute(db);
  await sql`alter table documents drop column if exists chunked`.execute(db);
}
