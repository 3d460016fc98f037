import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { referenceEndpoints } from '../../../src/contract/reference-endpoints';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { register } from '../../http/route';

// Place names sort as people read them (Åland Islands beside Albania), which the database's C collation does not do.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = <T>(name: (item: T) => string) => (a: T, b: T) => collator.compare(name(a), name(b));

const countries = async (db: Db) =>
  (await db.selectFrom('countries').select(['country_code as countryCode', 'country', 'calling_code as callingCode']).execute()).sort(byName((item) => item.country));

const identificationTypes = (db: Db) =>
  db.selectFrom('identification_types').select(['identification_type_id as identificationTypeId', 'identification_type as identificationType', 'category']).orderBy('identification_type_id');

const currencies = (db: Db) =>
  db.selectFrom('currencies').select(['currency_code as currencyCode', 'currency_name as currencyName', 'currency_type as currencyType']).orderBy('currency_type').orderBy('currency_code');

/** The reference lists of SPEC 3: public, read-only, filled by the seeds. */
export function referenceRoutes(app: Hono, deps: Deps) {
  // They change only with a seed: anyone may keep them five minutes, then revalidate cheaply by ETag (304).
  for (const { path } of Object.values(referenceEndpoints)) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', 'public, max-age=300');
    });
    app.use(path, etag());
  }

  register(app, deps, 'accountTypes', ({ db }) =>
    db.selectFrom('account_types').select(['account_type_id as accountTypeId', 'account_type as accountType']).orderBy('account_type_id').execute(),
  );
  register(app, deps, 'countries', ({ db }) => countries(db));
  register(app, deps, 'countryOfResidences', ({ db }) => countries(db));
  register(app, deps, 'statesByCountryCode', async ({ db, query }) =>
    (
      await db
        .selectFrom('states')
        .select(['state_id as stateId', 'state', 'state_code as stateCode', 'country_code as countryCode'])
        .where('country_code', '=', query.country_code)
        .execute()
    ).sort(byName((item) => item.state)),
  );
  register(app, deps, 'citiesByStateId', async ({ db, query }) =>
    (await db.selectFrom('cities').select(['city_id as cityId', 'city', 'state_id as stateId']).where('state_id', '=', query.state_id).execute()).sort(byName((item) => item.city)),
  );
  register(app, deps, 'identificationTypeById', ({ db }) => identificationTypes(db).where('category', '=', 'identity').execute());
  register(app, deps, 'identificationTypeByPoa', ({ db }) => identificationTypes(db).where('category', '=', 'proofOfAddress').execute());
  register(app, deps, 'identificationTypes', ({ db }) => identificationTypes(db).execute());
  register(app, deps, 'purposes', ({ db }) => db.selectFrom('purposes').select(['purpose_id as purposeId', 'purpose']).orderBy('purpose_id').execute());
  register(app, deps, 'volumes', ({ db }) =>
    db.selectFrom('transaction_volumes').select(['transaction_volume_id as transactionVolumeId', 'volume_in_amount as volumeInAmount']).orderBy('transaction_volume_id').execute(),
  );
  register(app, deps, 'frequencies', ({ db }) =>
    db
      .selectFrom('transaction_frequencies')
      .select(['transaction_frequency_id as transactionFrequencyId', 'transaction_frequency as transactionFrequency'])
      .orderBy('transaction_frequency_id')
      .execute(),
  );
  register(app, deps, 'occupations', ({ db }) => db.selectFrom('occupations').select(['occupation_id as occupationId', 'occupation']).orderBy('occupation_id').execute());
  register(app, deps, 'industries', ({ db }) => db.selectFrom('industries').select(['industry_id as industryId', 'industry']).orderBy('industry_id').execute());
  register(app, deps, 'incomes', ({ db }) => db.selectFrom('incomes').select(['income_id as incomeId', 'income']).orderBy('income_id').execute());
  register(app, deps, 'natureOfBusiness', ({ db }) =>
    db
      .selectFrom('natures_of_business')
      .select(['nature_of_business_id as natureOfBusinessId', 'nature_of_business as natureOfBusiness'])
      .orderBy('nature_of_business_id')
      .execute(),
  );
  register(app, deps, 'financialTransactionTypes', ({ db }) =>
    db
      .selectFrom('financial_transaction_types')
      .select(['transaction_type_id as transactionTypeId', 'transaction_type as transactionType'])
      .orderBy('transaction_type_id')
      .execute(),
  );
  register(app, deps, 'businessPeps', ({ db }) =>
    db.selectFrom('business_peps').select(['business_pep_id as businessPepId', 'business_pep as businessPep']).orderBy('business_pep_id').execute(),
  );
  register(app, deps, 'paymentTypes', ({ db }) =>
    db.selectFrom('payment_types').select(['payment_type_id as paymentTypeId', 'payment_type as paymentType']).orderBy('payment_type_id').execute(),
  );
  register(app, deps, 'currencyTypes', ({ db }) =>
    db.selectFrom('currency_types').select(['currency_type_id as currencyTypeId', 'currency_type as currencyType']).orderBy('currency_type_id').execute(),
  );
  register(app, deps, 'networks', ({ db }) =>
    db.selectFrom('networks').select(['network_id as networkId', 'crypto', 'network_code as networkCode', 'currency_codes as currencyCodes']).orderBy('network_id').execute(),
  );
  register(app, deps, 'paymentStatuses', ({ db }) =>
    db
      .selectFrom('payment_statuses')
      .select(['payment_status_id as paymentStatusId', 'payment_status as paymentStatus', 'description'])
      .orderBy('payment_status_id')
      .execute(),
  );
  register(app, deps, 'banks', async ({ db }) => (await db.selectFrom('banks').select(['bank_code as bankCode', 'bank']).execute()).sort(byName((item) => item.bank)));
  register(app, deps, 'currenciesForPayment', ({ db }) => currencies(db).execute());
  // Every currency of a type can be sent and received; the two lists would differ only for a provider that narrows one.
  register(app, deps, 'sourceCurrencyByCurrencyType', ({ db, query }) => currencies(db).where('currency_type', '=', query.currency_type).execute());
  register(app, deps, 'destinationCurrencyByCurrencyType', ({ db, query }) => currencies(db).where('currency_type', '=', query.currency_type).execute());
}
