import type { ColumnType, Generated } from 'kysely';
import type { IdentityRow, OtherInfoRow } from '../../src/contract';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * A customer account (individual or corporate) and the onboarding state of it; made by migration 003-accounts.
 * owner_user_id is the parent user for accounts a sub-user made. display_name and country_code are filled by the
 * first onboarding step (KYC identity, KYB business info); submitted_at when the last step is saved.
 */
export interface AccountsTable {
  id: Generated<number>;
  owner_user_id: string;
  /** 1 individual, 2 corporate. */
  account_type: number;
  /** src/contract/account-status.ts */
  status_id: number;
  account_email: string;
  display_name: string | null;
  country_code: string | null;
  created_at: CreatedAt;
  updated_at: Date;
  submitted_at: Date | null;
  /**
   * When the relationship ended: rejected, or closed (migration 044); retention runs from then
   * (services/compliance/retention.ts).
   */
  relationship_ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Closed at the customer's erasure request. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Personal data and documents erased; the row is the tombstone (ids, dates, status, decisions, audit hashes). */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Uploaded documents, content in the row (bytea). Only server/storage/documents.ts touches this table. */
export interface DocumentsTable {
  id: Generated<string>;
  owner_user_id: string;
  account_id: number | null;
  identification_type: number | null;
  name: string;
  mime_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** Key that sealed content; 'none' for plain content. */
  key_id: string;
  /** Empty when the content is stored in pieces (chunked). */
  content: Uint8Array;
  /** The sealed content is in document_chunks. */
  chunked: Generated<boolean>;
  /** Each piece in document_chunks is sealed on its own (a resumable upload), not the whole content at once. */
  sealed_by_piece: Generated<boolean>;
  /** A save replaced it while the reviewers still need it (the old side of a change); hidden from the customer. */
  replaced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The device's photo quality findings the customer kept, a JSON array (migration 032); null when none. */
  device_findings: string | null;
  /** What the device read in the document's MRZ and its comparison with what was typed, JSON (migration 034); null when not tried. */
  device_mrz: string | null;
  created_at: CreatedAt;
}

/** Pieces of a chunked document's sealed content, in position order (written before the document row). */
export interface DocumentChunksTable {
  document_id: string;
  position: number;
  content: Uint8Array;
  created_at: CreatedAt;
}

/** A resumable upload (storage/uploads.ts): its sealed pieces are in document_chunks under its id. */
export interface UploadsTable {
  id: string;
  owner_user_id: string;
  /** Upload-Length: the size the client announced. */
  length: number;
  /** Bytes received and stored so far (the tus offset). */
  received: Generated<number>;
  /** How many pieces are stored (the next piece's position). */
  pieces: Generated<number>;
  file_name: string;
  file_type: string;
  /** The type found from the content's first bytes once complete; null before. */
  mime_type: 'image/jpeg' | 'image/png' | 'application/pdf' | null;
  /** The key that seals every piece of this upload. */
  key_id: string;
  created_at: CreatedAt;
  updated_at: Date;
  /** The phone hand-off whose capture grant made it (migration 023); null for the user's own uploads. */
  handoff_id: Generated<string | null>;
}

/**
 * A phone hand-off (services/onboarding/handoffs.ts): a link's token, then a capture grant, for one document field of
 * one step.
 */
export interface HandoffsTable {
  id: Generated<string>;
  user_id: string;
  /** The draft and step the field belongs to, e.g. kyc/other:12. */
  step: string;
  field: string;
  /** The document in the desktop's words, for the phone's page (migration 037); null when not said. */
  document: string | null;
  /** keyedDigest of the link's token; the token itself is never stored. */
  token_hash: string;
  token_expires_at: Date;
  opened_at: Date | null;
  /** keyedDigest of the capture grant, once the link was opened. */
  grant_hash: string | null;
  grant_expires_at: Date | null;
  cancelled_at: Date | null;
  /** The sessions.token_hash of the session that started it (migration 027): the hand-off ends with that session. */
  session_token_hash: string | null;
  created_at: CreatedAt;
}

/** KYC step 1: the individual's personal details, a column for each declared field (CUSTOMER_IDENTITY_FIELDS). Its id is the product's personalAccountId. */
export type IndividualProfilesTable = IdentityRow & {
  id: Generated<number>;
  account_id: number;
  updated_at: Date;
};

/** KYC step 2: a column for each declared field (CUSTOMER_OTHER_INFO_FIELDS) and the two documents (ids into documents). */
export type IndividualOtherInfosTable = OtherInfoRow & {
  account_id: number;
  identification_document_id: string;
  proof_of_address_document_id: string;
  updated_at: Date;
};

export interface AccountTables {
  accounts: AccountsTable;
  documents: DocumentsTable;
  document_chunks: DocumentChunksTable;
  uploads: UploadsTable;
  handoffs: HandoffsTable;
  individual_profiles: IndividualProfilesTable;
  individual_other_infos: IndividualOtherInfosTable;
}
