import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ACCOUNT_STATUS_TEXT, ACCOUNT_TYPE, CORPORATE_STATUS, INDIVIDUAL_STATUS } from '../../src/contract';
import { referenceEndpoints } from '../../src/contract/reference-endpoints';
import { seedReferenceData } from '../../server/db/seeds';
import { createTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // A bank an older seed (ng-banks) added and the current list dropped: kept for saved payments, never offered.
  await app.deps.db.insertInto('banks').values({ bank_code: '035A', bank: 'ALAT BY WEMA', listed: false }).execute();
});
afterAll(() => app.close());

const get = async <T = Array<Record<string, any>>>(path: string) => {
  const response = await app.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
};

const ngStates = async () => (await get('/accounts/statesByCountryCode?country_code=NG')).body;

describe('every reference list answers from the seeded data', () => {
  // Responses are checked against the contract by the server itself (checkResponses) in tests.
  const sampleQueries: Record<string, () => Promise<string> | string> = {
    statesByCountryCode: () => '?country_code=US',
    citiesByStateId: async () => `?state_id=${(await ngStates())[0].stateId}`,
    sourceCurrencyByCurrencyType: () => '?currency_type=1',
    destinationCurrencyByCurrencyType: () => '?currency_type=2',
  };
  for (const [name, endpoint] of Object.entries(referenceEndpoints)) {
    it(`${name} (${endpoint.path}) is public, non-empty and cacheable`, async () => {
      const { status, headers, body } = await get(endpoint.path + ((await sampleQueries[name]?.()) ?? ''));
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(headers.get('cache-control')).toBe('public, max-age=300');
      expect(headers.get('etag')).toBeTruthy();
    });
  }

  it('revalidates with a 304 that keeps the caching header', async () => {
    const first = await app.request('/accounts/countries');
    const again = await app.request('/accounts/countries', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers each list from memory after its first request, with the ETag of its bytes that clients already hold', async () => {
    const first = await app.request('/payment/banks');
    const bytes = await first.text();
    expect(first.headers.get('etag')).toBe(`"${createHash('sha1').update(bytes).digest('hex')}"`);
    // The lists change only with a seed, at boot: a row changed behind the server's back shows after a restart.
    const bank = await app.deps.db
      .selectFrom('banks')
      .select(['bank_code', 'bank'])
      .where('bank_code', '=', '058')
      .executeTakeFirstOrThrow();
    await app.deps.db.updateTable('banks').set({ bank: 'RENAMED' }).where('bank_code', '=', bank.bank_code).execute();
    try {
      const again = await app.request('/payment/banks');
      expect(await again.text()).toBe(bytes);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    } finally {
      await app.deps.db.updateTable('banks').set({ bank: bank.bank }).where('bank_code', '=', bank.bank_code).execute();
    }
  });
});

describe('places', () => {
  it('lists every country with its calling code, Nigeria and the US among them', async () => {
    const { body } = await get('/accounts/countries');
    expect(body.length).toBeGreaterThanOrEqual(245);
    expect(body).toContainEqual({ countryCode: 'NG', country: 'Nigeria', callingCode: '+234' });
    expect(body).toContainEqual({ countryCode: 'AS', country: 'American Samoa', callingCode: '+1' });
    expect((await get('/accounts/countryOfResidences')).body).toEqual(body);
  });

  it('gives Nigeria its 36 states and the FCT, each with cities', async () => {
    const states = await ngStates();
    expect(states).toHaveLength(37);
    expect(states.map((state) => state.state)).toContain('Abuja Federal Capital Territory');
    const lagos = states.find((state) => state.stateCode === 'LA')!;
    expect(lagos).toMatchObject({ state: 'Lagos', countryCode: 'NG' });
    expect(typeof lagos.stateId).toBe('number');
    for (const state of states) {
      const { body: cities } = await get(`/accounts/citiesByStateId?state_id=${state.stateId}`);
      expect(cities.length, state.state).toBeGreaterThan(0);
      expect(cities.every((city) => city.stateId === state.stateId && typeof city.cityId === 'number')).toBe(true);
    }
    const { body: lagosCities } = await get(`/accounts/citiesByStateId?state_id=${lagos.stateId}`);
    expect(lagosCities.map((city) => city.city)).toContain('Lagos');
  });

  it('lists the US states, sorted by name, and accepts a lower-case code', async () => {
    const { body } = await get('/accounts/statesByCountryCode?country_code=us');
    const names = body.map((state) => state.state);
    expect(names).toEqual(expect.arrayContaining(['California', 'New York', 'Texas', 'District of Columbia']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers an unknown country or state with an empty list', async () => {
    expect(await get('/accounts/statesByCountryCode?country_code=ZZ')).toMatchObject({ status: 200, body: [] });
    expect(await get('/accounts/citiesByStateId?state_id=999999')).toMatchObject({ status: 200, body: [] });
  });

  it('refuses malformed query parameters with a 400 and errorMessage', async () => {
    const cases: Array<[string, string]> = [
      ['/accounts/statesByCountryCode', 'country_code'],
      ['/accounts/statesByCountryCode?country_code=NGA', 'country_code'],
      ['/accounts/statesByCountryCode?country_code=1%27', 'country_code'],
      ['/accounts/citiesByStateId', 'state_id'],
      ['/accounts/citiesByStateId?state_id=abc', 'state_id'],
      ['/accounts/citiesByStateId?state_id=0', 'state_id'],
      ['/accounts/citiesByStateId?state_id=-3', 'state_id'],
      ['/accounts/citiesByStateId?state_id=1.5', 'state_id'],
      ['/accounts/citiesByStateId?state_id=99999999999', 'state_id'],
      ['/payment/sourceCurrencyByCurrencyType?currency_type=fiat', 'currency_type'],
      ['/payment/destinationCurrencyByCurrencyType', 'currency_type'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get<{ errorMessage: string; fieldErrors: Record<string, string> }>(path);
      expect(status, path).toBe(400);
      expect(body.errorMessage, path).toContain(field);
      expect(body.fieldErrors[field], path).toBeTruthy();
    }
  });
});

describe('fixed lists of product §3 and 9', () => {
  it('keeps the ids the product description fixes', async () => {
    const incomes = (await get('/accounts/incomes')).body as Array<{ incomeId: number; income: string }>;
    expect(incomes.slice(0, 5)).toEqual([
      { incomeId: 1, income: '$0-$1000' },
      { incomeId: 2, income: '$1001-$2000' },
      { incomeId: 3, income: '$2001-$3000' },
      { incomeId: 4, income: '$3001-$4000' },
      { incomeId: 5, income: '$4001-$5000' },
    ]);
    // Beyond the product's five, the incomes above $5000 (issue 46): appended, so the five keep their ids.
    expect(incomes.slice(5).map((income) => income.income)).toEqual([
      '$5001-$10000',
      '$10001-$25000',
      '$25001-$50000',
      '$50001-$100000',
      '$100001-$250000',
      'More than $250000',
    ]);
    expect((await get('/accounts/purposes')).body).toEqual([
      { purposeId: 1, purpose: 'Payment' },
      { purposeId: 2, purpose: 'Other' },
    ]);
    expect((await get('/accounts/businessPeps')).body).toEqual([
      { businessPepId: 1, businessPep: 'Yes' },
      { businessPepId: 2, businessPep: 'No' },
    ]);
    expect((await get('/accounts/accountTypes')).body).toEqual([
      { accountTypeId: 1, accountType: 'Individual' },
      { accountTypeId: 2, accountType: 'Corporate' },
    ]);
    expect((await get('/payment/currencyType')).body).toEqual([
      { currencyTypeId: 1, currencyType: 'Fiat' },
      { currencyTypeId: 2, currencyType: 'Crypto' },
    ]);
    expect((await get('/payment/paymentTypes')).body.map((type) => type.paymentTypeId)).toEqual([1, 2, 3, 4]);
    expect((await get('/payment/paymentStatuses')).body[0]).toMatchObject({
      paymentStatusId: 1,
      paymentStatus: 'Pending',
    });
  });

  it('splits document types: identity, proof of address, and all with the KYB ids 8, 9, 10, 16', async () => {
    const identity = (await get('/accounts/identificationTypeById')).body;
    const poa = (await get('/accounts/identificationTypeByPoa')).body;
    const all = (await get('/accounts/identificationType')).body;
    expect(identity.every((type) => type.category === 'identity')).toBe(true);
    expect(identity).toContainEqual({
      identificationTypeId: 1,
      identificationType: 'International passport',
      category: 'identity',
    });
    expect(poa.map((type) => type.identificationType)).toEqual(
      expect.arrayContaining(['Utility bill', 'Bank statement', 'Tenancy agreement']),
    );
    expect(poa.every((type) => type.category === 'proofOfAddress')).toBe(true);
    const byId = new Map(all.map((type) => [type.identificationTypeId, type.identificationType]));
    expect([byId.get(8), byId.get(9), byId.get(10), byId.get(16)]).toEqual([
      'Certificate of incorporation',
      'Article of association',
      'Other equivalent document',
      'Ownership structure',
    ]);
    expect(all.length).toBe(identity.length + poa.length + 4);
  });

  it('offers 10 to 30 choices in the lists that are ours', async () => {
    for (const path of [
      '/accounts/volumes',
      '/accounts/frequencies',
      '/accounts/occupations',
      '/accounts/industries',
      '/accounts/natureOfBusiness',
      '/accounts/financialTransactionTypes',
    ]) {
      const { body } = await get(path);
      expect(body.length, path).toBeGreaterThanOrEqual(10);
      expect(body.length, path).toBeLessThanOrEqual(30);
    }
    expect((await get('/accounts/volumes')).body[0]).toEqual({
      transactionVolumeId: 1,
      volumeInAmount: 'Less than $1,000',
    });
  });
});

describe('money', () => {
  it('lists ISO 4217 fiat currencies and common cryptos by type', async () => {
    const all = (await get('/payment/currenciesForPayment')).body;
    expect(all).toContainEqual({ currencyCode: 'NGN', currencyName: 'Naira', currencyType: 1 });
    expect(all).toContainEqual({ currencyCode: 'CAD', currencyName: 'Canadian Dollar', currencyType: 1 });
    expect(all.map((currency) => currency.currencyCode)).not.toContain('XAU');
    const fiat = (await get('/payment/sourceCurrencyByCurrencyType?currency_type=1')).body;
    const crypto = (await get('/payment/destinationCurrencyByCurrencyType?currency_type=2')).body;
    expect(fiat.length).toBeGreaterThan(150);
    expect(fiat.every((currency) => currency.currencyType === 1)).toBe(true);
    expect(crypto.map((currency) => currency.currencyCode).sort()).toEqual([
      'BNB',
      'BTC',
      'ETH',
      'LTC',
      'SOL',
      'TRX',
      'USDC',
      'USDT',
      'XRP',
    ]);
    expect(fiat.length + crypto.length).toBe(all.length);
    expect((await get('/payment/sourceCurrencyByCurrencyType?currency_type=3')).body).toEqual([]);
  });

  it('lists Nigerian banks with their codes and crypto networks with what they carry', async () => {
    const banks = (await get('/payment/banks')).body;
    expect(banks).toContainEqual({ bankCode: '058', bank: 'Guaranty Trust Bank (GTBank)' });
    expect(banks).toContainEqual({ bankCode: '044', bank: 'Access Bank' });
    // The fintechs most Nigerians are paid through, and the payment service banks.
    for (const name of [
      'OPay (Paycom)',
      'PalmPay',
      'Moniepoint Microfinance Bank',
      'Kuda Microfinance Bank',
      'MoMo Payment Service Bank (MTN)',
    ]) {
      expect(banks.map((bank) => bank.bank)).toContain(name);
    }
    expect(banks.map((bank) => bank.bankCode)).not.toContain('035A');
    const networks = (await get('/payment/network')).body;
    expect(networks).toContainEqual({
      networkId: 3,
      crypto: 'Tron (TRC-20)',
      networkCode: 'TRC20',
      currencyCodes: ['TRX', 'USDT'],
    });
    expect(networks.map((network) => network.networkCode)).toEqual(
      expect.arrayContaining(['BTC', 'ERC20', 'BEP20', 'SOL', 'POLYGON']),
    );
  });
});

describe('seeding', () => {
  // Read from the tables: the API answers from what it read at its first request.
  const nigerianPlaces = () =>
    Promise.all([
      app.deps.db
        .selectFrom('states')
        .select(['state_id', 'state', 'state_code'])
        .where('country_code', '=', 'NG')
        .orderBy('state_id')
        .execute(),
      app.deps.db
        .selectFrom('cities')
        .innerJoin('states', 'states.state_id', 'cities.state_id')
        .select(['cities.city_id', 'cities.city', 'cities.state_id'])
        .where('states.country_code', '=', 'NG')
        .orderBy('cities.city_id')
        .execute(),
    ]);

  it('changes nothing when run again, even twice at once', async () => {
    const counts = () =>
      Promise.all(
        (
          [
            'countries',
            'states',
            'cities',
            'currencies',
            'banks',
            'networks',
            'identification_types',
            'account_statuses',
          ] as const
        ).map(async (table) => {
          const row = await app.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        }),
      );
    const before = await counts();
    const placesBefore = await nigerianPlaces();
    await Promise.all([seedReferenceData(app.deps.db), seedReferenceData(app.deps.db)]);
    expect(await counts()).toEqual(before);
    expect(await nigerianPlaces()).toEqual(placesBefore);
  });

  it('re-applies when the stored seed version is older, keeping every id', async () => {
    const placesBefore = await nigerianPlaces();
    await app.deps.db.updateTable('seed_versions').set({ version: 0 }).where('name', '=', 'reference').execute();
    await app.deps.db
      .updateTable('occupations')
      .set({ occupation: 'renamed' })
      .where('occupation_id', '=', 1)
      .execute();
    await app.deps.db.updateTable('banks').set({ listed: true }).where('bank_code', '=', '035A').execute();
    await seedReferenceData(app.deps.db);
    const dropped = await app.deps.db
      .selectFrom('banks')
      .select('listed')
      .where('bank_code', '=', '035A')
      .executeTakeFirstOrThrow();
    expect(dropped.listed).toBe(false);
    const occupation = await app.deps.db
      .selectFrom('occupations')
      .select('occupation')
      .where('occupation_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(occupation.occupation).toBe('Accountant');
    expect(await nigerianPlaces()).toEqual(placesBefore);
  });

  it('holds the account statuses of both account types', async () => {
    const statuses = await app.deps.db
      .selectFrom('account_statuses')
      .selectAll()
      .orderBy('account_status_id')
      .execute();
    const expected = [
      ...Object.values(INDIVIDUAL_STATUS).map((id) => [id, ACCOUNT_TYPE.individual]),
      ...Object.values(CORPORATE_STATUS).map((id) => [id, ACCOUNT_TYPE.corporate]),
    ].sort((a, b) => a[0] - b[0]);
    expect(statuses.map((status) => [status.account_status_id, status.account_type_id])).toEqual(expected);
    expect(statuses.every((status) => status.account_status === ACCOUNT_STATUS_TEXT[status.account_status_id])).toBe(
      true,
    );
  });
});
