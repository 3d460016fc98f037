import { CORPORATE_STATUS, INDIVIDUAL_STATUS, PAYMENT_STATUS } from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { recordAudit, type Actor } from '../compliance/audit';

/**
 * Who may pay, and when a confirmed request goes to the reviewers (docs/security.md, "Payments without onboarding"):
 * only an onboarded owner (user status Active, product §4: an account's first step saved) creates requests, itself or
 * through a sub-user holding the permission; a request confirmed while none of the owner's accounts is approved waits
 * as Awaiting account approval (8) and becomes Submitted (2) when a reviewer approves one of them.
 */
export async function requireOnboardedOwner(db: Db, ownerUserId: string) {
  const owner = await db.selectFrom('users').select('status').where('id', '=', ownerUserId).executeTakeFirstOrThrow();
  if (owner.status !== 'Active') throw HttpError.of(403, 'paymentsNeedOnboarding');
}

/** The status a request takes when its token is confirmed. */
export async function confirmedPaymentStatus(db: Db, ownerUserId: string) {
  const approved = await db
    .selectFrom('accounts')
    .select('id')
    .where('owner_user_id', '=', ownerUserId)
    .where('status_id', 'in', [INDIVIDUAL_STATUS.active, CORPORATE_STATUS.active])
    .limit(1)
    .executeTakeFirst();
  return approved ? PAYMENT_STATUS.submitted : PAYMENT_STATUS.awaitingAccountApproval;
}

/** After a reviewer approved an account of this owner: the owner's waiting requests go to the reviewers, audited. */
export async function releaseWaitingPayments(db: Db, reviewer: Actor, ownerUserId: string) {
  const released = await db
    .updateTable('payment_requests')
    .set({ payment_status: PAYMENT_STATUS.submitted })
    .where('owner_user_id', '=', ownerUserId)
    .where('payment_status', '=', PAYMENT_STATUS.awaitingAccountApproval)
    .returning('transaction_id')
    .execute();
  for (const { transaction_id } of released) {
    await recordAudit(db, reviewer, {
      subjectType: 'payment',
      subjectId: transaction_id,
      action: 'payment_released',
      details: { fromStatusId: PAYMENT_STATUS.awaitingAccountApproval, toStatusId: PAYMENT_STATUS.submitted },
    });
  }
}
