import type { Deps } from '../deps';
import { importList } from './import-list';
import { syntheticEntries } from './synthetic-list';

/** How many made-up entries the embedded start gets: enough to see screening work, little to import. */
const DEMO_ENTRIES = 200;

/**
 * The embedded start (PGlite) with no list imported gets a small made-up one, so screening works out of the box; a
 * PostgreSQL deployment screens only against the lists its operator imported (docs/deploying.md).
 */
export async function importDemoListIfNone(deps: Pick<Deps, 'db' | 'dbKind' | 'jobs' | 'log'>) {
  if (deps.dbKind !== 'pglite') return;
  if (await deps.db.selectFrom('screening_lists').select('id').limit(1).executeTakeFirst()) return;
  const { entries } = syntheticEntries(DEMO_ENTRIES);
  await importList(deps.db, deps.jobs, { name: 'synthetic-demo', format: 'ftm', version: 'synthetic', entries });
  deps.log.warn(
    'No sanctions list imported: screening uses a small made-up list (synthetic-demo). Import real lists with npm run screening.',
  );
}
