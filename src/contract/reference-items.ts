import * as v from 'valibot';
import { MAX_ID } from './common';

/* The items of product §3's reference lists as the server sends them (reference.ts says how they are named), and the lists' queries. */

/** What a document type proves: /identificationTypeById lists 'identity', /identificationTypeByPoa 'proofOfAddress'. */
export const IdentificationCategory = v.picklist(['identity', 'proofOfAddress', 'business', 'ownership']);

const id = v.pipe(v.number(), v.integer());
const label = v.string();

export const CountryItem = v.object({ countryCode: v.string(), country: label, callingCode: v.string() });
export const StateItem = v.object({ stateId: id, state: label, stateCode: v.string(), countryCode: v.string() });
export const CityItem = v.object({ cityId: id, city: label, stateId: id });
export const IdentificationTypeItem = v.object({
  identificationTypeId: id,
  identificationType: label,
  category: IdentificationCategory,
});
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
export const NetworkItem = v.object({
  networkId: id,
  crypto: label,
  networkCode: v.string(),
  currencyCodes: v.array(v.string()),
});
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
  /** The language of the names: French names where the seed has them (France's regions); English when absent. */
  language: v.optional(v.picklist(['en', 'fr'], 'language must be en or fr')),
});
export const CitiesQuery = v.object({ state_id: positiveIntegerParam('state_id') });
export const CurrencyTypeQuery = v.object({ currency_type: positiveIntegerParam('currency_type') });
