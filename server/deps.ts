import type { Db, DbKind } from './db';
import type { Mailer } from './mail';
import type { Logger } from './log';

export interface AppConfig {
  sessionTtlHours: number;
  lockoutMinutes: number;
  /** Demo-mail mode: codes are returned in responses as well as written to data/outbox. */
  demoMail: boolean;
  publicUrl: string;
  staticDir?: string;
  /** Check every response against the contract (on in tests and development). */
  checkResponses: boolean;
}

/** What every route and service gets: no globals, so tests build as many apps as they like. */
export interface Deps {
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  config: AppConfig;
  log: Logger;
  now: () => Date;
}
