/**
 * The screening hits of an account for its case file (issue 49): each hit with its list entry, score, why it matched
 * and the reviewer's decision on it, as the review screen shows them (screening-review.ts).
 */
import type { Db } from '../db';
import { hitsOf } from './screening-review';

export interface CaseScreeningHit {
  /** Who was screened: the customer, a director or shareholder (by name). */
  person: string;
  list: string;
  entry: string;
  score: number;
  matchedOn: string[];
  /** 'trueMatch' or 'falseMatch', with who decided, when and why; null while the hit is open. */
  decision: { outcome: string; by: string; at: Date; reason: string } | null;
}

export async function screeningHitsOf(db: Db, accountId: number): Promise<CaseScreeningHit[]> {
  return (await hitsOf(db, { accountId })).map((hit) => ({
    person: `${hit.person.name} (${hit.personKind})`,
    list: `${hit.listName} ${hit.listVersion}`,
    entry: `${hit.entry.caption} [${hit.entryId}]`,
    score: hit.score,
    matchedOn: [
      `name "${hit.reasons.matchedName}" ${hit.reasons.nameScore.toFixed(2)}`,
      `date of birth ${hit.reasons.birthDate}`,
      `country ${hit.reasons.country}`,
    ],
    decision:
      hit.state === 'open' || !hit.decidedAt
        ? null
        : { outcome: hit.state, by: hit.decidedBy ?? '', at: new Date(hit.decidedAt), reason: hit.decisionReason ?? '' },
  }));
}
