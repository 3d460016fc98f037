import { sql } from 'kysely';
import type { Db } from '../db';
import type { HitEntry, ScreenedPerson } from '../db/screening-schema';
import { blockingKeys, HIT_THRESHOLD, matchEntry, tokensOf, type MatchReasons } from './match';

export interface PersonHit {
  listName: string;
  listVersion: string;
  externalId: string;
  entry: HitEntry;
  score: number;
  reasons: MatchReasons;
}

/**
 * One person against every imported list: the entries sharing a phonetic key with the person's name (the blocking
 * index), each scored by match.ts; those at or above the threshold, best first.
 */
export async function screenPerson(db: Db, person: ScreenedPerson): Promise<PersonHit[]> {
  const tokens = tokensOf(person.name);
  const keys = blockingKeys(tokens);
  if (keys.length === 0) return [];
  const candidates = await db
    .selectFrom('screening_entries as e')
    .innerJoin('screening_lists as l', 'l.id', 'e.list_id')
    .select([
      'e.external_id',
      'e.schema',
      'e.caption',
      'e.names',
      'e.name_tokens',
      'e.birth_dates',
      'e.countries',
      'e.programs',
      'e.topics',
      'l.name as list_name',
      'l.version',
    ])
    .where('e.id', 'in', (eb) =>
      eb
        .selectFrom('screening_keys')
        .select('entry_id')
        .where('key', '=', sql<string>`any(${keys})`),
    )
    .execute();
  const hits: PersonHit[] = [];
  for (const candidate of candidates) {
    const entry = { names: candidate.names, birthDates: candidate.birth_dates, countries: candidate.countries };
    const match = matchEntry(
      { name: person.name, birthDate: person.birthDate, countries: person.countries },
      tokens,
      entry,
      candidate.name_tokens,
    );
    if (match.score < HIT_THRESHOLD) continue;
    hits.push({
      listName: candidate.list_name,
      listVersion: candidate.version,
      externalId: candidate.external_id,
      entry: {
        caption: candidate.caption,
        schema: candidate.schema,
        aliases: candidate.names.filter((name) => name !== candidate.caption),
        birthDates: candidate.birth_dates,
        countries: candidate.countries,
        programs: candidate.programs,
        topics: candidate.topics,
      },
      score: match.score,
      reasons: match.reasons,
    });
  }
  return hits.sort((a, b) => b.score - a.score);
}
