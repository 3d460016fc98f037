/**
 * Every mail leaves through the job queue (server/jobs): a request adds a mail job in its own transaction, a worker
 * sends it. A mail server that refuses or is unreachable delays the mail (retries with backoff over about a day), a
 * dead instance loses none (the job is in the database).
 *
 * What is stored where: the job's data in pgboss.job is the message sealed under the document key (AES-256-GCM,
 * storage/document-crypto.ts: codes and names are not readable in the queue's tables), with the key id and, for a
 * code, when the code expires. mail_deliveries gets the job's id once the mail server accepted the message, before
 * the job is marked done: a job tried again after that (its completion was lost) sends nothing. The message goes
 * with a Message-ID made from the job id, the same on every try, so a receiving server can drop a copy sent in the
 * short gap between its acceptance and that row.
 *
 * A mail carrying a code (sign-up, reset, payment token) that could not leave before the code expired is dropped:
 * the code would not work, and the screen tells the customer to ask for a new one when it does not arrive.
 */
import type { Db } from '../db';
import type { EnqueueOptions, JobKind, Jobs } from '../jobs';
import { jobKind } from '../jobs';
import { openDocument, processKeyring, sealDocument } from '../storage/document-crypto';
import type { Mail, Mailer } from './index';

export interface MailJobData {
  keyId: string;
  /** The Mail as JSON, sealed, in base64. */
  sealed: string;
  /** For a mail carrying a code: when the code expires (ISO); the mail is not sent after that. */
  expiresAt?: string;
}

const SEAL_CONTEXT = 'mail-job';
/** Tries after the first: with a 5 s first delay doubling each time, the last one comes about 10 to 20 hours on. */
const MAIL_RETRIES = 12;

/** How long a try may run before another instance takes it as lost and tries again (SMTP_TIMEOUTS end it before). */
export const MAIL_TIMEOUT_SECONDS = 120;

/** The kind of the mail jobs; `retryDelaySeconds` is MAIL_RETRY_DELAY_SECONDS. One worker per instance: a request's mails leave in order. */
export const mailJobKind = (retryDelaySeconds: number): JobKind<MailJobData> =>
  jobKind<MailJobData>('mail', { retries: MAIL_RETRIES, retryDelaySeconds, timeoutSeconds: MAIL_TIMEOUT_SECONDS });

/** The job data of a mail: sealed, with the expiry of the code it carries. */
export function mailJobData(mail: Mail, options: { expiresAt?: Date } = {}): MailJobData {
  const { keyId, sealed } = sealDocument(processKeyring(), Buffer.from(JSON.stringify(mail), 'utf8'), SEAL_CONTEXT);
  return { keyId, sealed: sealed.toString('base64'), expiresAt: options.expiresAt?.toISOString() };
}

/** Queues a mail with this database handle (the request's transaction): it leaves once that commits. */
export const enqueueMail = (
  jobs: Jobs,
  kind: JobKind<MailJobData>,
  db: Db,
  mail: Mail,
  options: { expiresAt?: Date } & EnqueueOptions = {},
) => jobs.enqueue(db, kind, mailJobData(mail, options), options);

export interface MailJobDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** A code mail dropped because its code expired before it could leave. */
  dropped: () => void;
}

/** Registers the worker that sends mail jobs. */
export function handleMailJobs(jobs: Jobs, kind: JobKind<MailJobData>, deps: MailJobDeps) {
  jobs.handle(kind, async (data, run) => {
    if (data.expiresAt && deps.now() >= new Date(data.expiresAt)) {
      deps.dropped();
      run.log.warn(
        { expiresAt: data.expiresAt },
        'code mail not sent: its code expired before the mail server took it',
      );
      return;
    }
    const sent = await deps.db
      .selectFrom('mail_deliveries')
      .select('job_id')
      .where('job_id', '=', run.id)
      .executeTakeFirst();
    if (sent) return;
    const mail = JSON.parse(
      openDocument(processKeyring(), data.keyId, Buffer.from(data.sealed, 'base64'), SEAL_CONTEXT).toString('utf8'),
    ) as Mail;
    await deps.mailer.send({ ...mail, messageId: `<${run.id}@payway.mail>` });
    await deps.db
      .insertInto('mail_deliveries')
      .values({ job_id: run.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}

/** Forgets deliveries whose jobs are long gone (pg-boss deletes jobs after a week). */
export async function purgeMailDeliveries(db: Db, now: Date) {
  await db
    .deleteFrom('mail_deliveries')
    .where('sent_at', '<', new Date(now.getTime() - 30 * 24 * 3_600_000))
    .execute();
}
