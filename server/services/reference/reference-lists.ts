/** The reference lists of product §3 as read from the tables the seeds fill, sorted as people read them. */
import { sql } from 'kysely';
import type * as v from 'valibot';
import type { referenceEndpoints } from '../../../src/contract/reference-endpoints';
import type { Db } from '../../db';

export type ReferenceListName = keyof typeof referenceEndpoints;
export type ReferenceListQuery<K extends ReferenceListName> = (typeof referenceEndpoints)[K] extends {
  query: infer Q extends v.GenericSchema;
}
  ? v.InferOutput<Q>
  : undefined;
export type LoadList<K extends ReferenceListName> = (
  db: Db,
  query: ReferenceListQuery<K>,
) => Promise<v.InferInput<(typeof referenceEndpoints)[K]['response']>>;

// Place names sort as people read them (Åland Islands beside Albania), which the database's C collation does not do.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    collator.compare(name(a), name(b));

const countries = async (db: Db) =>
  (
    await db
      .selectFrom('countries')
      .select(['country_code as countryCode', 'country', 'calling_code as callingCode'])
      .execute()
  ).sort(byName((item) => item.country));

const identificationTypes = (db: Db) =>
  db
    .selectFrom('identification_types')
    .select(['identification_type_id as identificationTypeId', 'identification_type as identificationType', 'category'])
    .orderBy('identification_type_id');

const currencies = (db: Db) =>
  db
    .selectFrom('currencies')
    .select(['currency_code as currencyCode', 'currency_name as currencyName', 'currency_type as currencyType'])
    .orderBy('currency_type')
    .orderBy('currency_code');

/** How each list is read. */
export const referenceLists: { [K in ReferenceListName]: LoadList<K> } = {
  accountTypes: (db) =>
    db
      .selectFrom('account_types')
      .select(['account_type_id as accountTypeId', 'account_type as accountType'])
      .orderBy('account_type_id')
      .execute(),
  countries: (db) => countries(db),
  countryOfResidences: (db) => countries(db),
  // In French when asked, where the seed has a French name; only the states an address names (listed).
  statesByCountryCode: async (db, query) =>
    (
      await db
        .selectFrom('states')
        .select([
          'state_id as stateId',
          query.language === 'fr' ? sql<string>`coalesce(state_fr, state)`.as('state') : 'state',
          'state_code as stateCode',
          'country_code as countryCode',
        ])
        .where('country_code', '=', query.country_code)
        .where('listed', '=', true)
        .execute()
    ).sort(byName((item) => item.state)),
  citiesByStateId: async (db, query) =>
    (
      await db
        .selectFrom('cities')
        .select(['city_id as cityId', 'city', 'state_id as stateId'])
        .where('state_id', '=', query.state_id)
        .execute()
    ).sort(byName((item) => item.city)),
  identificationTypeById: (db) => identificationTypes(db).where('category', '=', 'identity').execute(),
  identificationTypeByPoa: (db) => identificationTypes(db).where('category', '=', 'proofOfAddress').execute(),
  identificationTypes: (db) => identificationTypes(db).execute(),
  purposes: (db) =>
    db.selectFrom('purposes').select(['purpose_id as purposeId', 'purpose']).orderBy('purpose_id').execute(),
  volumes: (db) =>
    db
      .selectFrom('transaction_volumes')
      .select(['transaction_volume_id as transactionVolumeId', 'volume_in_amount as volumeInAmount'])
      .orderBy('transaction_volume_id')
      .execute(),
  frequencies: (db) =>
    db
      .selectFrom('transaction_frequencies')
      .select(['transaction_frequency_id as transactionFrequencyId', 'transaction_frequency as transactionFrequency'])
      .orderBy('transaction_frequency_id')
      .execute(),
  occupations: (db) =>
    db
      .selectFrom('occupations')
      .select(['occupation_id as occupationId', 'occupation'])
      .orderBy('occupation_id')
      .execute(),
  industries: (db) =>
    db.selectFrom('industries').select(['industry_id as industryId', 'industry']).orderBy('industry_id').execute(),
  incomes: (db) => db.selectFrom('incomes').select(['income_id as incomeId', 'income']).orderBy('income_id').execute(),
  natureOfBusiness: (db) =>
    db
      .selectFrom('natures_of_business')
      .select(['nature_of_business_id as natureOfBusinessId', 'nature_of_business as natureOfBusiness'])
      .orderBy('nature_of_business_id')
      .execute(),
  financialTransactionTypes: (db) =>
    db
      .selectFrom('financial_transaction_types')
      .select(['transaction_type_id as transactionTypeId', 'transaction_type as transactionType'])
      .orderBy('transaction_type_id')
      .execute(),
  businessPeps: (db) =>
    db
      .selectFrom('business_peps')
      .select(['business_pep_id as businessPepId', 'business_pep as businessPep'])
      .orderBy('business_pep_id')
      .execute(),
  paymentTypes: (db) =>
    db
      .selectFrom('payment_types')
      .select(['payment_type_id as paymentTypeId', 'payment_type as paymentType'])
      .orderBy('payment_type_id')
      .execute(),
  currencyTypes: (db) =>
    db
      .selectFrom('currency_types')
      .select(['currency_type_id as currencyTypeId', 'currency_type as currencyType'])
      .orderBy('currency_type_id')
      .execute(),
  networks: (db) =>
    db
      .selectFrom('networks')
      .select(['network_id as networkId', 'crypto', 'network_code as networkCode', 'currency_codes as currencyCodes'])
      .orderBy('network_id')
      .execute(),
  paymentStatuses: (db) =>
    db
      .selectFrom('payment_statuses')
      .select(['payment_status_id as paymentStatusId', 'payment_status as paymentStatus', 'description'])
      .orderBy('payment_status_id')
      .execute(),
  banks: async (db) =>
    (await db.selectFrom('banks').select(['bank_code as bankCode', 'bank']).where('listed', '=', true).execute()).sort(
      byName((item) => item.bank),
    ),
  currenciesForPayment: (db) => currencies(db).execute(),
  // Every currency of a type can be sent and received; the two lists would differ only for a provider that narrows one.
  sourceCurrencyByCurrencyType: (db, query) =>
    currencies(db).where('currency_type', '=', query.currency_type).execute(),
  destinationCurrencyByCurrencyType: (db, query) =>
    currencies(db).where('currency_type', '=', query.currency_type).execute(),
};
