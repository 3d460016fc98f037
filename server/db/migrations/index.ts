import type { Migration } from 'kysely';
import * as auth from './001-auth';

/** Every migration, in order. Names sort by their number; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001-auth': auth,
};
