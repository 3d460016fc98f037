/**
 * An operator's import of a sanctions list (npm run screening -- import, docs/deploying.md): the entries replace the
 * list of that name in one transaction (a failed import leaves the previous version in force), with their phonetic
 * keys, and a rescreen job is queued in the same transaction so everyone on file is screened against the new version.
 */
import type { Db } from '../db';
import type { ScreeningFormat } from '../db/screening-schema';
import { jobKind, type Jobs } from '../jobs';
import type { Logger } from '../log';
import { blockingKeys, tokensOf } from './match';
import type { ListEntry } from './parse-list';
import { rescreenEveryone, type ProposedPeople } from './screen-subjects';

export const rescreenJob = jobKind<{ listName: string; version: string }>('screening-rescreen', {
  retries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 3600,
});

export function handleRescreenJobs(jobs: Jobs, deps: { db: Db; log: Logger }, proposedPeople: ProposedPeople) {
  jobs.handle(rescreenJob, async (data, run) => {
    const screened = await rescreenEveryone(deps.db, proposedPeople);
    run.log.info({ ...data, ...screened }, 'screened everyone on file again after a list import');
  });
}

export interface ListImport {
  name: string;
  format: ScreeningFormat;
  version: string;
  entries: ListEntry[];
}

const BATCH = 500;

export async function importList(db: Db, jobs: Pick<Jobs, 'enqueue'>, list: ListImport) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('screening_lists').where('name', '=', list.name).execute();
    const nameCount = list.entries.reduce((sum, entry) => sum + entry.names.length, 0);
    const { id: listId } = await trx
      .insertInto('screening_lists')
      .values({
        name: list.name,
        format: list.format,
        version: list.version,
        entry_count: list.entries.length,
        name_count: nameCount,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < list.entries.length; start += BATCH) {
      const batch = list.entries.slice(start, start + BATCH);
      const ids = await trx
        .insertInto('screening_entries')
        .values(
          batch.map((entry) => ({
            list_id: listId,
            external_id: entry.externalId,
            schema: entry.schema,
            caption: entry.caption,
            names: JSON.stringify(entry.names),
            name_tokens: JSON.stringify(entry.names.map(tokensOf)),
            birth_dates: entry.birthDates,
            countries: entry.countries,
            programs: entry.programs,
            topics: entry.topics,
          })),
        )
        .returning('id')
        .execute();
      const keys = batch.flatMap((entry, index) =>
        [...new Set(entry.names.flatMap((name) => blockingKeys(tokensOf(name))))].map((key) => ({
          key,
          entry_id: ids[index].id,
        })),
      );
      for (let keyStart = 0; keyStart < keys.length; keyStart += BATCH * 4)
        await trx
          .insertInto('screening_keys')
          .values(keys.slice(keyStart, keyStart + BATCH * 4))
          .execute();
    }
    await jobs.enqueue(trx, rescreenJob, { listName: list.name, version: list.version });
    return { listId, entries: list.entries.length, names: nameCount };
  });
}

export async function listsImported(db: Db) {
  return db.selectFrom('screening_lists').selectAll().orderBy('name').execute();
}
