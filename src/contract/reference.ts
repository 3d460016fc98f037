/*
 * Reference lists of product §3 as the server sends them. Every item carries an id and a human label named after the
 * thing itself (stateId + state, occupationId + occupation), the way the product's read-backs name them
 * (stateOfResidence.stateId, occupation.occupationId, paymentType.paymentType).
 * The ids below are fixed: forms, payloads and the server's rules use them by name. The lists' items and queries
 * (reference-items.ts) are apart: the first screen uses some of these ids, and no list.
 */

export const ACCOUNT_TYPE = { individual: 1, corporate: 2 } as const;
// Account status ids live in account-status.ts (the accounts lists own them); the seeds copy them into account_statuses.

export const PAYMENT_TYPE = { fiatToFiat: 1, fiatToCrypto: 2, cryptoToFiat: 3, cryptoToCrypto: 4 } as const;

/**
 * Payment statuses. The product's dialog shows three of them as categories: Request Approved (3), Processing Request (4: the
 * invoice is not valid, the customer uploads a valid one) and Request Paused (5).
 */
export const PAYMENT_STATUS = {
  /** Created, waiting for the customer's 6-digit payment token (product description: initial status 1). */
  pending: 1,
  /** Token confirmed; the request is with operations. */
  submitted: 2,
  /** Approved and paid out. */
  approved: 3,
  /** Held until the customer uploads a valid invoice. */
  invalidInvoice: 4,
  /** Put on hold by operations (compliance review, missing information). */
  paused: 5,
  /** Could not be paid out. */
  failed: 6,
  /** Withdrawn by the customer or operations before payout. */
  cancelled: 7,
  /**
   * Token confirmed while none of the owner's accounts is approved yet (all still with the reviewers): waits, and
   * becomes Submitted (2) when a reviewer approves one of them (product §4, docs/security.md).
   */
  awaitingAccountApproval: 8,
} as const;

export const CURRENCY_TYPE = { fiat: 1, crypto: 2 } as const;

/** Document kinds. 8, 9, 10 and 16 are fixed by product §9 (KYB documents and the ownership structure). */
export const IDENTIFICATION_TYPE = {
  internationalPassport: 1,
  nationalIdCard: 2,
  driversLicence: 3,
  voterCard: 4,
  certificateOfIncorporation: 8,
  articleOfAssociation: 9,
  otherEquivalentDocument: 10,
  ninSlip: 15,
  ownershipStructure: 16,
} as const;

export const INTENDED_USE = { payment: 1, other: 2 } as const;
export const BUSINESS_PEP = { yes: 1, no: 2 } as const;
