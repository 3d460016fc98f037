import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  businessInfoStep,
  identityStep,
  newAccount,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  type Json,
  type ReferenceIds,
} from '../helpers/fixtures';

/** Addresses that follow their country (issue 46): France's regions by name, postal codes by country, the reviewer's lines. */
let app: TestApp;
let ids: ReferenceIds;
let ileDeFrance: number;
let paris: number;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  const db = app.deps.db;
  ileDeFrance = (
    await db
      .selectFrom('states')
      .select('state_id')
      .where('country_code', '=', 'FR')
      .where('state_code', '=', 'IDF')
      .executeTakeFirstOrThrow()
  ).state_id;
  paris = (
    await db
      .selectFrom('cities')
      .select('city_id')
      .where('state_id', '=', ileDeFrance)
      .where('city', '=', 'Paris')
      .executeTakeFirstOrThrow()
  ).city_id;
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Json;
const statesOfFrance = (language = '') =>
  app.request(`/accounts/statesByCountryCode?country_code=FR${language && `&language=${language}`}`);
const names = async (response: Response) =>
  ((await json(response)) as Array<{ state: string }>).map((item) => item.state);

describe("France's regions", () => {
  it('lists the 18 regions an address names, in the language asked, without the départements', async () => {
    const inFrench = await names(await statesOfFrance('fr'));
    expect(inFrench).toHaveLength(18);
    expect(inFrench).toEqual(
      expect.arrayContaining(['Île-de-France', 'Bretagne', 'Normandie', 'Corse', 'Guyane', 'La Réunion']),
    );
    expect(inFrench).not.toEqual(expect.arrayContaining(['Paris']));
    expect(inFrench).not.toContain('Ain');
    expect(inFrench).not.toContain('French Guiana');
    const inEnglish = await names(await statesOfFrance('en'));
    expect(inEnglish).toEqual(
      expect.arrayContaining(['Île-de-France', 'Brittany', 'Normandy', 'Corsica', 'French Guiana', 'Réunion']),
    );
    // Without a language, the English names.
    expect(await names(await statesOfFrance())).toEqual(inEnglish);
    expect((await statesOfFrance('de')).status).toBe(400);
  });

  it("offers Paris among Île-de-France's cities", async () => {
    const cities = (await json(await app.request(`/accounts/citiesByStateId?state_id=${ileDeFrance}`))) as Array<{
      city: string;
    }>;
    expect(cities.map((item) => item.city)).toContain('Paris');
  });
});

describe('postal codes checked by the address country', () => {
  it('refuses a French postal code of four digits on the identity step with a message naming France, and takes 75008', async () => {
    const customer = await signUp(app);
    const accountId = await newAccount(app, customer);
    const french = (postalCode: string) =>
      identityStep(ids, accountId, customer.email, {
        countryOfResidence: 'FR',
        stateOfResidence: ileDeFrance,
        cityOfResidence: paris,
        postalCode,
      });
    const save = (body: Json) =>
      app.request('/accounts/saveOrUpdateCustomerIdentity', { method: 'POST', token: customer.token, json: body });
    const refused = await save(french('7500'));
    expect(refused.status).toBe(400);
    const body = await json(refused);
    expect(body.errorMessage).toBe('postalCode: Enter a postal code in the format of the country (France)');
    expect(body.fieldErrors).toEqual({ postalCode: 'Enter a postal code in the format of the country (France)' });
    expect(body.fieldErrorIds.postalCode).toEqual({ id: 'postalCodeOfCountry', values: { namedCountry: 'FR' } });
    expect((await save(french('75008'))).status).toBe(200);
  });

  it('takes a business address in Côte d’Ivoire without a postal code, and refuses a Nigerian one without', async () => {
    const customer = await signUp(app);
    const accountId = await newAccount(app, customer, 2);
    const abidjan = await app.deps.db
      .selectFrom('states')
      .innerJoin('cities', 'cities.state_id', 'states.state_id')
      .select(['states.state_id', 'cities.city_id'])
      .where('states.country_code', '=', 'CI')
      .where('states.state_code', '=', 'AB')
      .executeTakeFirstOrThrow();
    const save = (overrides: Json) =>
      app.request('/accounts/saveBusinessInfo', {
        method: 'POST',
        token: customer.token,
        json: businessInfoStep(ids, accountId, overrides),
      });
    const nigerian = await save({ postalCode: '' });
    expect((await json(nigerian)).fieldErrors).toMatchObject({ postalCode: 'Enter the postal code' });
    const ivorian = await save({
      countryCodeOfResidence: 'CI',
      stateId: abidjan.state_id,
      cityId: abidjan.city_id,
      postalCode: '',
    });
    expect(ivorian.status).toBe(200);
  });
});

describe('the address the reviewer reads', () => {
  it('is written as France writes it: the postal code before the city', async () => {
    const reviewer = await signedInReviewer(app);
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, {
      countryOfResidence: 'FR',
      stateOfResidence: ileDeFrance,
      cityOfResidence: paris,
      postalCode: '75008',
      streetAddress: '8 rue de la Paix',
    });
    const detail = await json(
      await app.request(`/review/detail?subject_type=account&subject_id=${accountId}`, { token: reviewer.token }),
    );
    expect(detail.sections[0].postalAddress).toEqual(['8 rue de la Paix', '75008 Paris']);
  });
});
