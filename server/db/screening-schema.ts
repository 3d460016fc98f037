/** Sanctions screening (server/screening): imported lists, their entries and keys, hits and first approvals (migration 042). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export type ScreeningFormat = 'ftm' | 'ofac-csv' | 'ofac-xml';
export type PersonKind = 'customer' | 'business' | 'director' | 'shareholder' | 'recipient';
export type HitState = 'open' | 'trueMatch' | 'falseMatch';

export interface ScreeningListsTable {
  id: Generated<number>;
  name: string;
  format: ScreeningFormat;
  /** The list's own version or date as the operator gave it or the file said. */
  version: string;
  entry_count: number;
  name_count: number;
  imported_at: CreatedAt;
}

export interface ScreeningEntriesTable {
  id: Generated<number>;
  list_id: number;
  external_id: string;
  /** Person, Organization, Company, LegalEntity, Vessel… as the list says. */
  schema: string;
  caption: string;
  /** Every name: the first is the caption, then aliases. */
  names: Json<string[]>;
  /** Each name's tokens and their phonetic keys (match.ts tokensOf), computed once at import. */
  name_tokens: Json<Array<{ tokens: string[]; keys: string[][] }>>;
  birth_dates: string[];
  countries: string[];
  programs: string[];
  topics: string[];
}

export interface ScreeningKeysTable {
  key: string;
  entry_id: number;
}

/** Who was screened, as screened (a snapshot: the account may change after). */
export interface ScreenedPerson {
  name: string;
  birthDate: string | null;
  countries: string[];
}

/** The entry as it was on the list when it matched (a re-import replaces the entries). */
export interface HitEntry {
  caption: string;
  schema: string;
  aliases: string[];
  birthDates: string[];
  countries: string[];
  programs: string[];
  topics: string[];
}

export interface ScreeningHitsTable {
  id: Generated<number>;
  account_id: number | null;
  payment_request_id: string | null;
  person_kind: PersonKind;
  /** Which person of the subject: 'profile', 'business', a business_people position, 'recipient'. */
  person_ref: string;
  person: Json<ScreenedPerson>;
  list_name: string;
  list_version: string;
  entry_external_id: string;
  entry: Json<HitEntry>;
  score: number;
  reasons: Json<Record<string, unknown>>;
  state: Generated<HitState>;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export interface FirstApprovalsTable {
  account_id: number;
  reviewer_user_id: string;
  reason: string;
  approved_at: CreatedAt;
}

export interface ScreeningTables {
  screening_lists: ScreeningListsTable;
  screening_entries: ScreeningEntriesTable;
  screening_keys: ScreeningKeysTable;
  screening_hits: ScreeningHitsTable;
  first_approvals: FirstApprovalsTable;
}
