import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { referenceEndpoints } from '../../../src/contract/reference-endpoints';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { acceptedCoding, compress, COMPRESS_MIN_BYTES, type Coding } from '../../http/compress';
import { checkResponse } from '../../http/route';
import { parseInput } from '../../http/validate';

// Place names sort as people read them (Åland Islands beside Albania), which the database's C collation does not do.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    collator.compare(name(a), name(b));

const countries = async (db: Db) =>
  (await db.selectFrom('countries').select(['country_code as countryCode', 'country', 'calling_code as callingCode']).execute()).sort(
    byName((item) => item.country),
  );

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

type ListName = keyof typeof referenceEndpoints;
type QueryOf<K extends ListName> = (typeof referenceEndpoints)[K] extends { query: infer Q extends v.GenericSchema } ? v.InferOutput<Q> : undefined;
type Load<K extends ListName> = (db: Db, query: QueryOf<K>) => Promise<v.InferInput<(typeof referenceEndpoints)[K]['response']>>;

/**
 * A list as it is sent: its JSON and, from 1 KB, its brotli and gzip forms, each with its ETag. The JSON's tag is
 * the SHA-1 hex of its bytes (the tag Hono's etag() makes, so tags clients hold stay valid); a compressed form's
 * tag adds its coding, since its bytes differ.
 */
interface Prepared {
  body: string;
  etag: string;
  encoded: Record<Coding, { bytes: Uint8Array<ArrayBuffer>; etag: string }> | null;
}

const sha1 = (body: string) => createHash('sha1').update(body).digest('hex');
const EMPTY: Prepared = { body: '[]', etag: `"${sha1('[]')}"`, encoded: null };

const prepare = async (body: string): Promise<Prepared> => {
  const hash = sha1(body);
  const encode = async (coding: Coding) => ({ bytes: new Uint8Array(await compress(body, coding, 'once')), etag: `"${hash}-${coding}"` });
  const encoded = Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? { br: await encode('br'), gzip: await encode('gzip') } : null;
  return { body, etag: `"${hash}"`, encoded };
};

/** If-None-Match as Hono's etag() read it: `*`, or any of the quoted tags listed. Any form of the same list matches. */
const matches = (ifNoneMatch: string | undefined, list: Prepared) => {
  if (ifNoneMatch === '*') return true;
  const tags: string[] = ifNoneMatch?.match(/"[^"]*"/g) ?? [];
  return tags.includes(list.etag) || (list.encoded !== null && (tags.includes(list.encoded.br.etag) || tags.includes(list.encoded.gzip.etag)));
};

/**
 * Serves a reference list from memory. The lists change only with a seed, which runs at boot, so each one (each
 * country's states, each state's cities...) is read, sorted, serialized and hashed on its first request and kept
 * for the life of the process. An empty answer (an unknown country or state) is not kept, so any number of
 * unknown keys keeps nothing. The answer: the JSON (brotli or gzip as Accept-Encoding allows, compressed once)
 * with its ETag and `Cache-Control: public, max-age=300` (anyone may keep it five minutes, then revalidate
 * cheaply), a 304 for a matching If-None-Match, and for a bad query the 400 that register() gives.
 */
function serveList<K extends ListName>(app: Hono, deps: Deps, name: K, load: Load<K>) {
  const endpoint = referenceEndpoints[name];
  const kept = new Map<string, Promise<Prepared>>();
  const build = async (query: QueryOf<K>) => {
    const rows = await load(deps.db, query);
    checkResponse(deps, name, rows);
    return rows.length === 0 ? EMPTY : await prepare(JSON.stringify(rows));
  };
  const preparedFor = (query: QueryOf<K>) => {
    const key = JSON.stringify(query ?? null);
    let prepared = kept.get(key);
    if (!prepared) {
      prepared = build(query);
      kept.set(key, prepared);
      prepared.then(
        (list) => list === EMPTY && kept.delete(key),
        () => kept.delete(key),
      );
    }
    return prepared;
  };

  app.get(endpoint.path, async (c) => {
    const query = ('query' in endpoint ? parseInput(endpoint.query, c.req.query(), 'query') : undefined) as QueryOf<K>;
    const list = await preparedFor(query);
    const coding = list.encoded ? acceptedCoding(c.req.header('accept-encoding')) : null;
    const sent = coding && list.encoded ? list.encoded[coding] : undefined;
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', sent?.etag ?? list.etag);
    if (list.encoded) c.header('Vary', 'Accept-Encoding');
    if (matches(c.req.header('if-none-match'), list)) return c.body(null, 304);
    if (!sent) return c.body(list.body, 200, { 'Content-Type': 'application/json' });
    return c.body(sent.bytes, 200, { 'Content-Type': 'application/json', 'Content-Encoding': coding as Coding });
  });
}

/** The reference lists of product §3: public, read-only, filled by the seeds. */
export function referenceRoutes(app: Hono, deps: Deps) {
  serveList(app, deps, 'accountTypes', (db) =>
    db.selectFrom('account_types').select(['account_type_id as accountTypeId', 'account_type as accountType']).orderBy('account_type_id').execute(),
  );
  serveList(app, deps, 'countries', (db) => countries(db));
  serveList(app, deps, 'countryOfResidences', (db) => countries(db));
  serveList(app, deps, 'statesByCountryCode', async (db, query) =>
    (
      await db
        .selectFrom('states')
        .select(['state_id as stateId', 'state', 'state_code as stateCode', 'country_code as countryCode'])
        .where('country_code', '=', query.country_code)
        .execute()
    ).sort(byName((item) => item.state)),
  );
  serveList(app, deps, 'citiesByStateId', async (db, query) =>
    (await db.selectFrom('cities').select(['city_id as cityId', 'city', 'state_id as stateId']).where('state_id', '=', query.state_id).execute()).sort(
      byName((item) => item.city),
    ),
  );
  serveList(app, deps, 'identificationTypeById', (db) => identificationTypes(db).where('category', '=', 'identity').execute());
  serveList(app, deps, 'identificationTypeByPoa', (db) => identificationTypes(db).where('category', '=', 'proofOfAddress').execute());
  serveList(app, deps, 'identificationTypes', (db) => identificationTypes(db).execute());
  serveList(app, deps, 'purposes', (db) => db.selectFrom('purposes').select(['purpose_id as purposeId', 'purpose']).orderBy('purpose_id').execute());
  serveList(app, deps, 'volumes', (db) =>
    db
      .selectFrom('transaction_volumes')
      .select(['transaction_volume_id as transactionVolumeId', 'volume_in_amount as volumeInAmount'])
      .orderBy('transaction_volume_id')
      .execute(),
  );
  serveList(app, deps, 'frequencies', (db) =>
    db
      .selectFrom('transaction_frequencies')
      .select(['transaction_frequency_id as transactionFrequencyId', 'transaction_frequency as transactionFrequency'])
      .orderBy('transaction_frequency_id')
      .execute(),
  );
  serveList(app, deps, 'occupations', (db) =>
    db.selectFrom('occupations').select(['occupation_id as occupationId', 'occupation']).orderBy('occupation_id').execute(),
  );
  serveList(app, deps, 'industries', (db) => db.selectFrom('industries').select(['industry_id as industryId', 'industry']).orderBy('industry_id').execute());
  serveList(app, deps, 'incomes', (db) => db.selectFrom('incomes').select(['income_id as incomeId', 'income']).orderBy('income_id').execute());
  serveList(app, deps, 'natureOfBusiness', (db) =>
    db
      .selectFrom('natures_of_business')
      .select(['nature_of_business_id as natureOfBusinessId', 'nature_of_business as natureOfBusiness'])
      .orderBy('nature_of_business_id')
      .execute(),
  );
  serveList(app, deps, 'financialTransactionTypes', (db) =>
    db
      .selectFrom('financial_transaction_types')
      .select(['transaction_type_id as transactionTypeId', 'transaction_type as transactionType'])
      .orderBy('transaction_type_id')
      .execute(),
  );
  serveList(app, deps, 'businessPeps', (db) =>
    db.selectFrom('business_peps').select(['business_pep_id as businessPepId', 'business_pep as businessPep']).orderBy('business_pep_id').execute(),
  );
  serveList(app, deps, 'paymentTypes', (db) =>
    db.selectFrom('payment_types').select(['payment_type_id as paymentTypeId', 'payment_type as paymentType']).orderBy('payment_type_id').execute(),
  );
  serveList(app, deps, 'currencyTypes', (db) =>
    db.selectFrom('currency_types').select(['currency_type_id as currencyTypeId', 'currency_type as currencyType']).orderBy('currency_type_id').execute(),
  );
  serveList(app, deps, 'networks', (db) =>
    db
      .selectFrom('networks')
      .select(['network_id as networkId', 'crypto', 'network_code as networkCode', 'currency_codes as currencyCodes'])
      .orderBy('network_id')
      .execute(),
  );
  serveList(app, deps, 'paymentStatuses', (db) =>
    db
      .selectFrom('payment_statuses')
      .select(['payment_status_id as paymentStatusId', 'payment_status as paymentStatus', 'description'])
      .orderBy('payment_status_id')
      .execute(),
  );
  serveList(app, deps, 'banks', async (db) =>
    (await db.selectFrom('banks').select(['bank_code as bankCode', 'bank']).where('listed', '=', true).execute()).sort(byName((item) => item.bank)),
  );
  serveList(app, deps, 'currenciesForPayment', (db) => currencies(db).execute());
  // Every currency of a type can be sent and received; the two lists would differ only for a provider that narrows one.
  serveList(app, deps, 'sourceCurrencyByCurrencyType', (db, query) => currencies(db).where('currency_type', '=', query.currency_type).execute());
  serveList(app, deps, 'destinationCurrencyByCurrencyType', (db, query) => currencies(db).where('currency_type', '=', query.currency_type).execute());
}
