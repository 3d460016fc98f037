/**
 * The screening hits of an account for its case file (issue 49 items 1-3): each hit with its list entry, score,
 * why it matched and the reviewer's decision on it. Screening is not stored yet: the case file shows the section,
 * empty, until this reads the hits.
 */
import type { Db } from '../db';

export interface CaseScreeningHit {
  /** Who was screened: the customer, a director or shareholder (by name). */
  person: string;
  list: string;
  entry: string;
  score: number;
  matchedOn: string[];
  /** 'open', 'trueMatch' or 'falseMatch', with who decided, when and why. */
  decision: { outcome: string; by: string; at: Date; reason: string } | null;
}

export async function screeningHitsOf(_db: Db, _accountId: number): Promise<CaseScreeningHit[]> {
  return [];
}
