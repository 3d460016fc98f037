import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import {
  AccountTypeItem,
  BankItem,
  BusinessPepItem,
  CitiesQuery,
  CityItem,
  CountryItem,
  CurrencyItem,
  CurrencyTypeItem,
  CurrencyTypeQuery,
  FinancialTransactionTypeItem,
  IdentificationTypeItem,
  IncomeItem,
  IndustryItem,
  NatureOfBusinessItem,
  NetworkItem,
  OccupationItem,
  PaymentStatusItem,
  PaymentTypeItem,
  PurposeItem,
  StateItem,
  StatesQuery,
  TransactionFrequencyItem,
  TransactionVolumeItem,
} from './reference';

const tag = 'Reference lists';
// Not private and needed by forms offline: no token, cached stale-while-revalidate by the service worker.
const common = { method: 'GET', tag, auth: 'public', cache: 'reference' } as const;

export const referenceEndpoints = {
  accountTypes: defineEndpoint({ ...common, path: '/accounts/accountTypes', summary: 'Account types (1 Individual, 2 Corporate)', response: v.array(AccountTypeItem) }),
  countries: defineEndpoint({ ...common, path: '/accounts/countries', summary: 'Every country, by ISO 3166 code, with its calling code', response: v.array(CountryItem) }),
  countryOfResidences: defineEndpoint({ ...common, path: '/accounts/countryOfResidences', summary: 'Countries of residence (also used as nationalities)', response: v.array(CountryItem) }),
  statesByCountryCode: defineEndpoint({ ...common, path: '/accounts/statesByCountryCode', summary: 'States of a country (empty for an unknown country)', query: StatesQuery, response: v.array(StateItem) }),
  citiesByStateId: defineEndpoint({ ...common, path: '/accounts/citiesByStateId', summary: 'Cities of a state (empty for an unknown state)', query: CitiesQuery, response: v.array(CityItem) }),
  identificationTypeById: defineEndpoint({ ...common, path: '/accounts/identificationTypeById', summary: 'Identity document types', response: v.array(IdentificationTypeItem) }),
  identificationTypeByPoa: defineEndpoint({ ...common, path: '/accounts/identificationTypeByPoa', summary: 'Proof-of-address document types', response: v.array(IdentificationTypeItem) }),
  identificationTypes: defineEndpoint({ ...common, path: '/accounts/identificationType', summary: 'Every document type (identity, proof of address, business, ownership)', response: v.array(IdentificationTypeItem) }),
  purposes: defineEndpoint({ ...common, path: '/accounts/purposes', summary: 'Intended uses of the account (1 Payment, 2 Other)', response: v.array(PurposeItem) }),
  volumes: defineEndpoint({ ...common, path: '/accounts/volumes', summary: 'Expected monthly transaction volumes', response: v.array(TransactionVolumeItem) }),
  frequencies: defineEndpoint({ ...common, path: '/accounts/frequencies', summary: 'Expected transaction frequencies', response: v.array(TransactionFrequencyItem) }),
  occupations: defineEndpoint({ ...common, path: '/accounts/occupations', summary: 'Occupations', response: v.array(OccupationItem) }),
  industries: defineEndpoint({ ...common, path: '/accounts/industries', summary: 'Industries', response: v.array(IndustryItem) }),
  incomes: defineEndpoint({ ...common, path: '/accounts/incomes', summary: 'Yearly income bands (1 to 5)', response: v.array(IncomeItem) }),
  natureOfBusiness: defineEndpoint({ ...common, path: '/accounts/natureOfBusiness', summary: 'Natures of business', response: v.array(NatureOfBusinessItem) }),
  financialTransactionTypes: defineEndpoint({ ...common, path: '/accounts/financialTransactionTypes', summary: 'Types of financial transaction a business makes', response: v.array(FinancialTransactionTypeItem) }),
  businessPeps: defineEndpoint({ ...common, path: '/accounts/businessPeps', summary: 'Politically exposed person answers (1 Yes, 2 No)', response: v.array(BusinessPepItem) }),
  paymentTypes: defineEndpoint({ ...common, path: '/payment/paymentTypes', summary: 'Payment types (1 fiat to fiat, 2 fiat to crypto, 3 crypto to fiat, 4 crypto to crypto)', response: v.array(PaymentTypeItem) }),
  currencyTypes: defineEndpoint({ ...common, path: '/payment/currencyType', summary: 'Currency types (1 Fiat, 2 Crypto)', response: v.array(CurrencyTypeItem) }),
  networks: defineEndpoint({ ...common, path: '/payment/network', summary: 'Crypto networks and the cryptos each carries', response: v.array(NetworkItem) }),
  paymentStatuses: defineEndpoint({ ...common, path: '/payment/paymentStatuses', summary: 'Payment statuses and what each means', response: v.array(PaymentStatusItem) }),
  banks: defineEndpoint({ ...common, path: '/payment/banks', summary: 'Nigerian banks and their codes', response: v.array(BankItem) }),
  currenciesForPayment: defineEndpoint({ ...common, path: '/payment/currenciesForPayment', summary: 'Every currency a payment can be in (ISO 4217 fiat and common cryptos)', response: v.array(CurrencyItem) }),
  sourceCurrencyByCurrencyType: defineEndpoint({ ...common, path: '/payment/sourceCurrencyByCurrencyType', summary: 'Source currencies of a currency type', query: CurrencyTypeQuery, response: v.array(CurrencyItem) }),
  destinationCurrencyByCurrencyType: defineEndpoint({ ...common, path: '/payment/destinationCurrencyByCurrencyType', summary: 'Destination currencies of a currency type', query: CurrencyTypeQuery, response: v.array(CurrencyItem) }),
};
