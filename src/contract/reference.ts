import * as v from 'valibot';
import { MAX_ID } from './common';

/*
 * Reference lists of product §3 as the server sends them. Every item carries an id and a human label named after the
 * thing itself (stateId + state, occupationId + occupation), the way the product's read-backs name them
 * (stateOfResidence.stateId, occupation.occupationId, paymentType.paymentType).
 * The ids below are fixed: forms, payloads and the server's rules use them by name.
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
  certificateOfIncorporation: 8,
  articleOfAssociation: 9,
  otherEquivalentDocument: 10,
  ownershipStructure: 16,
} as const;

/** What a document type proves: /identificationTypeById lists 'identity', /identificationTypeByPoa 'proofOfAddress'. */
export const IdentificationCategory = v.picklist(['identity', 'proofOfAddress', 'business', 'ownership']);

export const INTENDED_USE = { payment: 1, other: 2 } as const;
export const BUSINESS_PEP = { yes: 1, no: 2 } as const;

const id = v.pipe(v.number(), v.integer());
const label = v.string();

export const CountryItem = v.object({ countryCode: v.string(), country: label, callingCode: v.string() });
export const StateItem = v.object({ stateId: id, state: label, stateCode: v.string(), countryCode: v.string() });
export const CityItem = v.object({ cityId: id, city: label, stateId: id });
export const IdentificationTypeItem = v.object({ identificationTypeId: id, identificationType: label, category: IdentificationCategory });
export const PurposeItem = v.object({ purposeId: id, purpose: label });
export const TransactionVolumeItem = v.object({ transactionVolumeId: id, volumeInAmount: label });
export const TransactionFrequencyItem = v.object({ transactionFrequencyId: id, transactionFrequency: label });
export const OccupationItem = v.object({ occupationId: id, occupation: label });
export const IndustryItem = v.object({ industryId: id, industry: label });
export const IncomeItem = v.object({ incomeId: id, income: label });
export const NatureOfBusinessItem = v.object({ natureOfBusinessId: id, natureOfBusiness: label });
export const FinancialTransactionTypeItem = v.object({ transactionTypeId: id, transactionType: label });
export const BusinessPepItem = v.object({ businessPepId: id, businessPep: label });
export const AccountTypeItem = v.object({ accountTypeId: id, accountType: label });
export const CurrencyTypeItem = v.object({ currencyTypeId: id, currencyType: label });
/** currencyType is a currency type id (1 fiat, 2 crypto). */
export const CurrencyItem = v.object({ currencyCode: v.string(), currencyName: label, currencyType: id });
/** Nigerian banks by their NIBSS/CBN code. */
export const BankItem = v.object({ bankCode: v.string(), bank: label });
/** `crypto` is the network's display name (the product's field); currencyCodes are the cryptos it carries. */
export const NetworkItem = v.object({ networkId: id, crypto: label, networkCode: v.string(), currencyCodes: v.array(v.string()) });
export const PaymentTypeItem = v.object({ paymentTypeId: id, paymentType: label });
export const PaymentStatusItem = v.object({ paymentStatusId: id, paymentStatus: label, description: v.string() });

export type CountryItem = v.InferOutput<typeof CountryItem>;
export type StateItem = v.InferOutput<typeof StateItem>;
export type CityItem = v.InferOutput<typeof CityItem>;
export type IdentificationTypeItem = v.InferOutput<typeof IdentificationTypeItem>;
export type CurrencyItem = v.InferOutput<typeof CurrencyItem>;
export type BankItem = v.InferOutput<typeof BankItem>;
export type NetworkItem = v.InferOutput<typeof NetworkItem>;
export type PaymentStatusItem = v.InferOutput<typeof PaymentStatusItem>;

/** A query parameter holding a positive whole number (a string in the URL; a number is accepted from code). */
const positiveIntegerParam = (name: string) => {
  const message = `${name} must be a positive whole number`;
  return v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/))], message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );
};

export const StatesQuery = v.object({
  country_code: v.pipe(
    v.string('country_code must be a 2-letter country code'),
    v.trim(),
    v.regex(/^[A-Za-z]{2}$/, 'country_code must be a 2-letter country code'),
    v.toUpperCase(),
  ),
});
export const CitiesQuery = v.object({ state_id: positiveIntegerParam('state_id') });
export const CurrencyTypeQuery = v.object({ currency_type: positiveIntegerParam('currency_type') });
