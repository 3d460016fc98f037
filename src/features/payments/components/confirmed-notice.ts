import { PAYMENT_STATUS } from '@/contract';

/** The notice for a confirmed request, by the status it reached: submitted, held for screening, or awaiting approval. */
export const confirmedNotice = (statusId: number) =>
  statusId === PAYMENT_STATUS.submitted
    ? 'paymentToken.submitted'
    : statusId === PAYMENT_STATUS.paused
      ? 'paymentToken.heldForChecks'
      : 'paymentToken.awaitsAccountApproval';
