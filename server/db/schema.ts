/**
 * Row types of every table, for Kysely. The tables themselves are made by the migrations beside this file.
 * Each group keeps its own interface file; this one joins them.
 */
import type { Generated, ColumnType } from 'kysely';
import type { ReferenceTables } from './reference-schema';
import type { ProfileTables } from './profiles-schema';
import type { BusinessTables } from './business-schema';
import type { PaymentTables } from './payments-schema';
import type { AccountTables } from './accounts-schema';
import type { ReviewTables } from './review-schema';
import type { WebhookTables } from './webhooks-schema';
import type { ScreeningTables } from './screening-schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  country_code: string;
  mobile_number: string;
  status: 'Unverified' | 'Onboarding' | 'Active';
  role: Generated<'customer' | 'reviewer'>;
  parent_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Sealed (storage/totp-secrets.ts); plain only while totp_key_id is null. */
  totp_secret: string | null;
  totp_key_id: string | null;
  /** The key the app encrypts this user's data on the device with, sealed (storage/device-keys.ts); null until asked for. */
  device_key: Generated<string | null>;
  device_key_id: Generated<string | null>;
  totp_enabled: Generated<boolean>;
  /** When a reset asked to remove two-factor sign-in (lost authenticator): removed at the first sign-in after this. */
  totp_removal_due_at: Generated<Date | null>;
  /** A second registration with another password came while unverified: the verification drops the password. */
  registration_contested: Generated<boolean>;
  /** The language mails to this user are written in (server/mail/templates.ts): the app's, as its last request said. */
  language: Generated<'en' | 'fr'>;
  /** Erased once the last of its accounts was (migration 044): email, names and phone replaced, sign-in impossible. */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

/** One-time secrets: sign-up and reset codes, reset proofs, payment tokens. Only hashes are kept. */
export interface CodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'signup' | 'reset' | 'reset-proof' | 'payment';
  subject: string | null;
  secret_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  /** Payment tokens: the digest of the request's content the token was sent for (migration 025). */
  content_digest: string | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  ip: string | null;
  /** How the session was signed in (migration 040): sessions from before count as a password alone. */
  factors: ColumnType<SessionFactor[], SessionFactor[], SessionFactor[]>;
  created_at: CreatedAt;
}

/** What a session was signed in with: a passkey (user verification on) counts as two factors by itself. */
export type SessionFactor = 'password' | 'totp' | 'passkey' | 'emailCode';

/** A user's passkeys (WebAuthn credentials); `id` is the credential id, base64url. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  public_key: Uint8Array;
  /** The authenticator's signature counter: it only goes up (0 forever for authenticators that keep none). */
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  device_name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

/** The challenges handed out for a passkey's registration or a sign-in: each is used once, before it expires. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'signIn';
  user_id: string | null;
  expires_at: Date;
}

export interface LoginEventsTable {
  id: Generated<string>;
  user_id: string;
  succeeded: boolean;
  user_agent: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

/** Failed sign-ins by email, known or not, so a lockout tells nothing about which emails exist. */
export interface LoginThrottleTable {
  email: string;
  failures: Generated<number>;
  locked_at: Date | null;
  updated_at: Date;
}

/** Fixed-window counters per bucket (operation + caller), shared by every server instance. */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  window_start: Date;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: unknown;
  created_at: CreatedAt;
  /** While 'running', the claim's last heartbeat. */
  updated_at: Date;
  /** The run holding a 'running' key (a random id); null on keys claimed before migration 029. */
  claim: string | null;
  /** Null on rows from before migration 015 (they lived 30 days). */
  expires_at: Date | null;
}

/** Mail jobs whose message the mail server accepted (server/mail/mail-job.ts): a job run again sends nothing. */
export interface MailDeliveriesTable {
  job_id: string;
  sent_at: CreatedAt;
}

export interface Database
  extends
    ReferenceTables,
    ProfileTables,
    BusinessTables,
    PaymentTables,
    AccountTables,
    ReviewTables,
    WebhookTables,
    ScreeningTables {
  users: UsersTable;
  codes: CodesTable;
  sessions: SessionsTable;
  login_events: LoginEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  login_throttle: LoginThrottleTable;
  rate_limits: RateLimitsTable;
  mail_deliveries: MailDeliveriesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
}
