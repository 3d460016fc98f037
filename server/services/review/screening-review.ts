/**
 * Screening hits in review (docs/compliance.md): what the reviewer sees of them, the refusals they cause (an account
 * with an open hit is not approved, a payment whose recipient has one is not approved and waits paused at its
 * confirmation), the reviewer's verdict on a hit, audited, and an account's risk level with the four-eyes rule.
 */
import {
  PAYMENT_STATUS,
  type AccountRisk,
  type HitDecision,
  type MessageId,
  type RiskFactor,
  type ScreeningHit,
} from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { recordAudit, type Actor } from '../compliance/audit';
import { confirmedPaymentStatus } from '../payments/payment-eligibility';

type Subject = { accountId: number } | { paymentRequestId: string };
const subjectColumn = (subject: Subject) =>
  'accountId' in subject ? ('account_id' as const) : ('payment_request_id' as const);
const subjectValue = (subject: Subject) => ('accountId' in subject ? subject.accountId : subject.paymentRequestId);

export async function hitsOf(db: Db, subject: Subject): Promise<ScreeningHit[]> {
  const rows = await db
    .selectFrom('screening_hits as h')
    .leftJoin('users as u', 'u.id', 'h.decided_by')
    .selectAll('h')
    .select('u.email as decided_by_email')
    .where(`h.${subjectColumn(subject)}`, '=', subjectValue(subject))
    .orderBy('h.score', 'desc')
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    personKind: row.person_kind,
    person: row.person,
    listName: row.list_name,
    listVersion: row.list_version,
    entryId: row.entry_external_id,
    entry: row.entry,
    score: row.score,
    reasons: row.reasons as ScreeningHit['reasons'],
    state: row.state,
    decisionReason: row.decision_reason,
    decidedBy: row.decided_by ? (row.decided_by_email ?? '(removed reviewer)') : null,
    decidedAt: row.decided_at?.toISOString() ?? null,
  }));
}

const openHitCount = async (db: Db, subject: Subject) =>
  Number(
    (
      await db
        .selectFrom('screening_hits')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(subjectColumn(subject), '=', subjectValue(subject))
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Refuses an approval while a hit of the subject is open. */
export async function refuseWithOpenHits(db: Db, subject: Subject) {
  if ((await openHitCount(db, subject)) === 0) return;
  const id: MessageId = 'accountId' in subject ? 'openScreeningHitsAccount' : 'openScreeningHitsPayment';
  throw HttpError.of(409, id);
}

/** A confirmed payment whose recipient has an open hit waits paused for the reviewer, whatever its account. */
export async function paymentStatusOnConfirmation(db: Db, paymentRequestId: string, ownerUserId: string) {
  if ((await openHitCount(db, { paymentRequestId })) > 0) return PAYMENT_STATUS.paused;
  return confirmedPaymentStatus(db, ownerUserId);
}

/**
 * FATF's "high-risk jurisdictions subject to a call for action" (its public statement of June 2025): a customer,
 * business or person of one makes the account high-risk. Operators keep these two lists current.
 */
export const HIGH_RISK_COUNTRIES = ['KP', 'IR', 'MM'];
/** FATF's "jurisdictions under increased monitoring" (June 2025), in part: medium risk. */
export const MONITORED_COUNTRIES = [
  'DZ',
  'AO',
  'BO',
  'BG',
  'CM',
  'CI',
  'CD',
  'HT',
  'KE',
  'LA',
  'LB',
  'MC',
  'MZ',
  'NA',
  'NP',
  'SS',
  'SY',
  'VE',
  'VN',
  'VG',
  'YE',
];

/** Factors that alone make an account high-risk; the others make it medium. */
const HIGH_FACTORS: RiskFactor[] = ['screeningHit', 'politicallyExposed', 'highRiskCountry'];

/** An account's risk level from its countries, PEP answers, screening hits (open or true) and document findings. */
export async function accountRisk(db: Db, accountId: number): Promise<AccountRisk> {
  const factors = new Set<RiskFactor>();
  const profile = await db
    .selectFrom('individual_profiles')
    .select(['nationality', 'country_of_residence', 'politically_exposed'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const business = await db
    .selectFrom('business_infos')
    .select(['country_of_incorporation', 'country_of_residence'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const people = await db
    .selectFrom('business_people')
    .select(['nationality', 'country_of_residence', 'politically_exposed'])
    .where('account_id', '=', accountId)
    .execute();
  const activity = await db
    .selectFrom('business_activities as a')
    .innerJoin('business_peps as p', 'p.business_pep_id', 'a.pep_id')
    .select('p.business_pep')
    .where('a.account_id', '=', accountId)
    .executeTakeFirst();
  const countries = [
    profile?.nationality,
    profile?.country_of_residence,
    business?.country_of_incorporation,
    business?.country_of_residence,
    ...people.flatMap((person) => [person.nationality, person.country_of_residence]),
  ].filter((code): code is string => !!code);
  if (countries.some((code) => HIGH_RISK_COUNTRIES.includes(code))) factors.add('highRiskCountry');
  else if (countries.some((code) => MONITORED_COUNTRIES.includes(code))) factors.add('monitoredCountry');
  if (
    profile?.politically_exposed ||
    people.some((person) => person.politically_exposed) ||
    activity?.business_pep === 'Yes'
  )
    factors.add('politicallyExposed');
  const hits = await db
    .selectFrom('screening_hits')
    .select('id')
    .where('account_id', '=', accountId)
    .where('state', '!=', 'falseMatch')
    .limit(1)
    .execute();
  if (hits.length > 0) factors.add('screeningHit');
  const documents = await db
    .selectFrom('documents')
    .select(['device_findings', 'device_mrz'])
    .where('account_id', '=', accountId)
    .where('replaced_at', 'is', null)
    .execute();
  const mrzDisagrees = (json: string | null) => {
    if (!json) return false;
    const findings = JSON.parse(json) as {
      status: string;
      checks?: Record<string, boolean>;
      comparisons?: Array<{ matches: boolean }>;
    };
    return (
      findings.status === 'notRead' ||
      Object.values(findings.checks ?? {}).includes(false) ||
      (findings.comparisons ?? []).some((c) => !c.matches)
    );
  };
  if (
    documents.some(
      (document) =>
        (document.device_findings && document.device_findings !== '[]') || mrzDisagrees(document.device_mrz),
    )
  )
    factors.add('documentFindings');
  const list = [...factors];
  const level = list.some((factor) => HIGH_FACTORS.includes(factor)) ? 'high' : list.length > 0 ? 'medium' : 'low';
  const first = await db
    .selectFrom('first_approvals as f')
    .leftJoin('users as u', 'u.id', 'f.reviewer_user_id')
    .select(['u.email', 'f.approved_at'])
    .where('f.account_id', '=', accountId)
    .executeTakeFirst();
  return {
    level,
    factors: list,
    firstApproval: first
      ? { reviewerEmail: first.email ?? '(removed reviewer)', approvedAt: first.approved_at.toISOString() }
      : null,
  };
}

/**
 * Four eyes: a high-risk account's approval by one reviewer is kept as a first approval (audited) and leaves the
 * account waiting; a second, different reviewer's approval decides it. Returns true when this approval decides.
 */
export async function approvalDecides(db: Db, reviewer: Actor, accountId: number, reason: string) {
  const first = await db
    .selectFrom('first_approvals')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if ((await accountRisk(db, accountId)).level !== 'high') return true;
  if (first && first.reviewer_user_id !== reviewer.id) return true;
  if (first) throw HttpError.of(409, 'secondReviewerNeeded');
  await db
    .insertInto('first_approvals')
    .values({ account_id: accountId, reviewer_user_id: reviewer.id, reason })
    .execute();
  await recordAudit(db, reviewer, {
    subjectType: 'account',
    subjectId: accountId,
    action: 'first_approval',
    details: { reason },
  });
  return false;
}

/** A decision on an account ends its first approval (a resubmission is approved afresh by two reviewers). */
export const clearFirstApproval = (db: Db, accountId: number) =>
  db.deleteFrom('first_approvals').where('account_id', '=', accountId).execute();

export interface HitDecisionInput {
  hitId: number;
  decision: HitDecision;
  reason: string;
}

/**
 * A reviewer's verdict on an open hit, audited on the hit's account or payment. The hit row is locked, so of two
 * reviewers the second is told it was decided. A false match on a payment's last open hit lets a payment held paused
 * at its confirmation go on (Submitted, or Awaiting account approval) if no reviewer decided it meanwhile.
 */
export async function decideHit(db: Db, reviewer: Actor, now: Date, input: HitDecisionInput) {
  const hit = await db
    .selectFrom('screening_hits')
    .selectAll()
    .where('id', '=', input.hitId)
    .forUpdate()
    .executeTakeFirst();
  if (!hit) throw HttpError.of(404, 'noSuchScreeningHit');
  if (hit.state !== 'open') throw HttpError.of(409, 'screeningHitDecided');
  await db
    .updateTable('screening_hits')
    .set({ state: input.decision, decision_reason: input.reason, decided_by: reviewer.id, decided_at: now })
    .where('id', '=', hit.id)
    .execute();
  const payment = hit.payment_request_id
    ? await db
        .selectFrom('payment_requests')
        .selectAll()
        .where('id', '=', hit.payment_request_id)
        .forUpdate()
        .executeTakeFirstOrThrow()
    : undefined;
  await recordAudit(db, reviewer, {
    subjectType: payment ? 'payment' : 'account',
    subjectId: payment ? payment.transaction_id : hit.account_id!,
    action: 'screening_hit_decided',
    details: {
      hitId: hit.id,
      decision: input.decision,
      reason: input.reason,
      personKind: hit.person_kind,
      listName: hit.list_name,
      listVersion: hit.list_version,
      entryId: hit.entry_external_id,
      score: hit.score,
    },
  });
  if (
    payment &&
    input.decision === 'falseMatch' &&
    payment.payment_status === PAYMENT_STATUS.paused &&
    payment.confirmed_at
  ) {
    const decided = await db
      .selectFrom('review_decisions')
      .select('id')
      .where('payment_request_id', '=', payment.id)
      .limit(1)
      .executeTakeFirst();
    if (!decided && (await openHitCount(db, { paymentRequestId: payment.id })) === 0) {
      const statusId = await confirmedPaymentStatus(db, payment.owner_user_id);
      await db.updateTable('payment_requests').set({ payment_status: statusId }).where('id', '=', payment.id).execute();
      await recordAudit(db, reviewer, {
        subjectType: 'payment',
        subjectId: payment.transaction_id,
        action: 'payment_released',
        details: { fromStatusId: PAYMENT_STATUS.paused, toStatusId: statusId },
      });
    }
  }
  return { hit, payment };
}
