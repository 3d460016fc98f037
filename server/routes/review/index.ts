import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  ACCOUNT_DECISION_TEXT,
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  DocumentParams,
  PAYMENT_DECISIONS,
  REVIEW_STEPS,
  CASE_FILE_FORMATS,
  reviewCaseFilePath,
  reviewDocumentPath,
} from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { DOCUMENT_CONTENT_SECURITY_POLICY, documentResponse } from '../../http/document-response';
import { HttpError } from '../../http/errors';
import { authenticateReviewer } from '../../http/session';
import { requestLanguage } from '../../http/language';
import { reviewDecisionMail } from '../../mail/templates';
import { readNotificationPreferences } from '../../services/notifications/notification-preferences';
import { ownerFor } from '../../services/profiles/owner';
import { auditEvents } from '../../services/compliance/audit-trail';
import {
  accountReviews,
  decideAccount,
  decidePayment,
  failListedPayment,
  paymentStatusText,
  rejectListedAccount,
} from '../../services/review/review-decisions';
import { decideHit } from '../../services/review/screening-review';
import { accountTitle, assignToReviewer, reviewQueue } from '../../services/review/review-queue';
import { paymentDetail } from '../../services/payments/payment-review-detail';
import { accountDetail } from '../../services/review/review-detail';
import { readDocumentForReview } from '../../storage/documents';
import { recordAudit } from '../../services/compliance/audit';
import { caseFileOf, sha256Of } from '../../services/compliance/case-file';
import { renderCaseFilePdf } from '../../services/compliance/case-file-pdf';
import { caseFileZip } from '../../services/compliance/case-file-zip';

const CaseFileParams = v.object({
  accountId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  format: v.picklist(CASE_FILE_FORMATS),
});

/** The reviewers' back office (auth 'reviewer': customers get 403) and the customer's read of a decision. */
export function reviewRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'reviewQueue', async ({ query, db }) => ({
    items: await reviewQueue(db, query.status, query.type, query.q),
  }));

  register(app, deps, 'assignReview', async ({ body, user, db }) =>
    assignToReviewer(db, user, { type: body.subjectType, id: body.subjectId }),
  );

  register(app, deps, 'reviewDetail', async ({ query, db }) => {
    if (query.subject_type === 'payment') return paymentDetail(db, query.subject_id);
    const accountId = Number(query.subject_id);
    if (!Number.isSafeInteger(accountId)) throw HttpError.of(404, 'noSubmittedAccount');
    return accountDetail(db, accountId);
  });

  register(app, deps, 'decideAccount', async ({ body, user, db, deps, sendMail }) => {
    const seen = async () => (await accountDetail(db, body.accountId)).sections;
    const decided = await decideAccount(db, user, deps.now(), body, seen);
    const statusText = ACCOUNT_STATUS_TEXT[decided.statusId];
    if (decided.firstApproval)
      return {
        statusId: decided.statusId,
        statusText,
        message: 'First approval saved: this high-risk account needs a second reviewer’s approval.',
      };
    const { account, statusId, steps, owner, revision } = decided;
    if ((await readNotificationPreferences(db, owner.id)).accountUpdates) {
      const individual = account.account_type === ACCOUNT_TYPE.individual;
      const link =
        body.decision === 'requestChanges'
          ? `${deps.config.publicUrl}/accounts/${individual ? 'kyc' : 'kyb'}/${account.id}?${individual ? 'activeKycTab' : 'activeKybTab'}=${REVIEW_STEPS[steps[0]].tab}`
          : `${deps.config.publicUrl}/accounts`;
      const mail = reviewDecisionMail(
        owner.email,
        {
          subject: { kind: 'account', individual, title: accountTitle(account) },
          outcome: { kind: 'account', decision: body.decision, revision: !!revision, steps },
          reason: body.reason,
          link,
        },
        owner.language,
      );
      await sendMail(mail);
    }
    return { statusId, statusText, message: `Decision saved: ${ACCOUNT_DECISION_TEXT[body.decision].toLowerCase()}.` };
  });

  register(app, deps, 'decideScreeningHit', async ({ body, user, db, deps }) => {
    const { hit, payment } = await decideHit(db, user, deps.now(), body);
    const listed = body.decision === 'trueMatch';
    if (listed && hit.account_id !== null) {
      const accountId = hit.account_id;
      await rejectListedAccount(
        db,
        user,
        deps.now(),
        accountId,
        body.reason,
        async () => (await accountDetail(db, accountId)).sections,
      );
    }
    if (listed && payment) await failListedPayment(db, user, payment.id, body.reason);
    deps.metrics.screeningDecided(payment ? 'payment' : 'account', body.decision);
    return {
      hitId: hit.id,
      state: body.decision,
      message: listed
        ? `True match saved: the ${payment ? 'payment request failed' : 'account is rejected'}.`
        : 'False match saved.',
    };
  });

  register(app, deps, 'decidePayment', async ({ body, user, db, deps, sendMail }) => {
    const { payment, statusId, owner } = await decidePayment(db, user, body);
    const statusText = await paymentStatusText(db, statusId);
    if ((await readNotificationPreferences(db, owner.id)).paymentUpdates) {
      const mail = reviewDecisionMail(
        owner.email,
        {
          subject: { kind: 'payment', transactionId: payment.transaction_id },
          outcome: { kind: 'payment', decision: body.decision },
          reason: body.reason,
          link: `${deps.config.publicUrl}/payments`,
        },
        owner.language,
      );
      await sendMail(mail);
    }
    return { statusId, statusText, message: `Decision saved: ${PAYMENT_DECISIONS[body.decision].text}.` };
  });

  register(app, deps, 'reviewAudit', async ({ query, db }) => {
    if ((query.subject_type === undefined) !== (query.subject_id === undefined))
      throw HttpError.of(400, 'subjectTypeAndId');
    const subject =
      query.subject_type && query.subject_id ? { type: query.subject_type, id: query.subject_id } : undefined;
    return { events: await auditEvents(db, subject) };
  });

  register(app, deps, 'accountReviewStatus', async ({ query, user, db }) => {
    const owner = await ownerFor(db, user, 'viewAccounts');
    return { reviews: await accountReviews(db, owner, query.account_id) };
  });

  // Binary, so registered here rather than through register(), which answers JSON.
  app.get(reviewDocumentPath(':documentId'), async (c) => {
    await authenticateReviewer(deps, c);
    const params = v.safeParse(DocumentParams, c.req.param());
    if (!params.success) throw HttpError.of(404, 'noSuchDocument');
    const document = await readDocumentForReview(deps.db, params.output.documentId);
    return documentResponse(c, document);
  });

  app.get(reviewCaseFilePath(':accountId', ':format'), async (c) => {
    const reviewer = await authenticateReviewer(deps, c);
    const params = v.safeParse(CaseFileParams, c.req.param());
    if (!params.success) throw HttpError.of(404, 'noSubmittedAccount');
    const { accountId, format } = params.output;
    const caseFile = await caseFileOf(deps.db, accountId);
    const now = deps.now();
    const bytes =
      format === 'pdf'
        ? await renderCaseFilePdf(caseFile, requestLanguage(c) ?? reviewer.language, { at: now, by: reviewer.email })
        : caseFileZip(caseFile);
    await recordAudit(deps.db, reviewer, {
      subjectType: 'account',
      subjectId: accountId,
      action: 'case_file_downloaded',
      details: { format, sha256: sha256Of(bytes) },
    });
    const filename = `case-${accountId}-${now.toISOString().slice(0, 10)}.${format}`;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': format === 'pdf' ? 'application/pdf' : 'application/zip',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Security-Policy': DOCUMENT_CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
}
