/**
 * The case file of an account (issue 49 item 5): what a reviewer hands an examiner, gathered once for its PDF
 * (case-file-pdf.ts) and its ZIP of documents (case-file-zip.ts). Fields as first submitted and each revision
 * since (the detail each decision saw, kept in review_decisions.snapshot, then what is on file now), every document
 * with its SHA-256 and the device's findings, the screening hits, every decision, and the account's audit rows with
 * their chain hashes.
 */
import { createHash } from 'node:crypto';
import type { ReviewChanges, ReviewSection, SubjectType } from '../../../src/contract';
import type { Db } from '../../db';
import { CASE_FILE_TEXTS } from '../../mail/case-file-texts';
import { MAIL_LANGUAGES, type MailLanguage } from '../../mail/templates';
import { readAccountDocuments } from '../../storage/documents';
import { describeEvent } from './audit-trail';
import { changesBetween } from '../review/review-changes';
import { accountDetail } from '../review/review-detail';
import { hitsOf } from '../review/screening-review';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Payment statuses by id in the language (the server's English name for one the language's table lacks). */
const paymentStatusNames = (english: Map<number, string>, language: MailLanguage) =>
  new Map(
    [...english].map(([id, name]) => [id, CASE_FILE_TEXTS[language].listNames.paymentStatuses?.[String(id)] ?? name]),
  );

export async function caseFileOf(db: Db, accountId: number) {
  const detail = await accountDetail(db, accountId);
  const snapshots = await db
    .selectFrom('review_decisions')
    .select(['decided_at', 'snapshot'])
    .where('account_id', '=', accountId)
    .where('snapshot', 'is not', null)
    .orderBy('id')
    .execute();
  const versions = [
    ...snapshots.map((row) => ({ at: row.decided_at as Date | null, sections: row.snapshot as ReviewSection[] })),
    { at: null, sections: detail.sections },
  ];
  const revisions: Array<{ decidedBefore: Date | null; changes: ReviewChanges }> = [];
  for (let i = 1; i < versions.length; i++) {
    const changes = changesBetween(versions[i - 1].sections, versions[i].sections, 'lastDecision');
    if (changes.fields.length || changes.documents.length) revisions.push({ decidedBefore: versions[i].at, changes });
  }
  const documents = (await readAccountDocuments(db, accountId)).map(({ content, ...document }) => ({
    ...document,
    content,
    sha256: sha256Of(content),
  }));
  const [statuses, events, head] = await Promise.all([
    db.selectFrom('payment_statuses').select(['payment_status_id', 'payment_status']).execute(),
    db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject_type', '=', 'account')
      .where('subject_id', '=', String(accountId))
      .orderBy('id')
      .execute(),
    db.selectFrom('audit_chain_head').select(['last_event_id', 'hash']).executeTakeFirstOrThrow(),
  ]);
  const paymentStatuses = new Map(statuses.map((row) => [row.payment_status_id, row.payment_status]));
  return {
    detail,
    asSubmitted: versions[0].sections,
    revisions,
    documents,
    screeningHits: await hitsOf(db, { accountId }),
    decisions: [...detail.decisions].reverse(),
    audit: events.map((row) => ({
      id: String(row.id),
      at: row.at,
      actorRole: row.actor_role,
      actorEmail: row.actor_email,
      action: row.action,
      /** In each language the file may be written in. */
      summary: Object.fromEntries(
        MAIL_LANGUAGES.map((language) => [
          language,
          row.redacted_at
            ? row.action
            : describeEvent(
                { ...row, subject_type: row.subject_type as SubjectType },
                paymentStatusNames(paymentStatuses, language),
                language,
              ),
        ]),
      ) as Record<MailLanguage, string>,
      hash: row.hash,
      prevHash: row.prev_hash,
    })),
    chainHead: { eventId: head.last_event_id === null ? null : String(head.last_event_id), hash: head.hash },
  };
}

export type CaseFile = Awaited<ReturnType<typeof caseFileOf>>;
