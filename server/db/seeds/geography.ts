import { City, Country, State } from 'country-state-city';
import { sql } from 'kysely';
import type { Db } from '../index';
import { FRENCH_REGIONS } from './french-regions';
import { upsertRows } from './upsert';

const CITY_BATCH = 20_000;

/** '+1-684' (American Samoa) and '1-684' both give '+1': the calling code is the part before the area code. */
const callingCode = (phoneCode: string) => `+${/\d+/.exec(phoneCode)?.[0] ?? ''}`;

/** A state as the seed stores it: France's regions by their own names, only those listed (french-regions.ts). */
function stateRow(state: { countryCode: string; isoCode: string; name: string }) {
  const base = { country_code: state.countryCode, state_code: state.isoCode };
  if (state.countryCode !== 'FR') return { ...base, state: state.name, state_fr: null, listed: true };
  const region = FRENCH_REGIONS[state.isoCode];
  return region
    ? { ...base, state: region.en, state_fr: region.fr, listed: true }
    : { ...base, state: state.name, state_fr: null, listed: false };
}

/** Every country, state and city of country-state-city. State and city ids are serial: stable once given. */
export async function seedGeography(db: Db) {
  await upsertRows(
    db,
    'countries',
    ['country_code'],
    Country.getAllCountries().map((country) => ({
      country_code: country.isoCode,
      country: country.name,
      calling_code: callingCode(country.phonecode),
    })),
  );
  await upsertRows(db, 'states', ['country_code', 'state_code'], State.getAllStates().map(stateRow));

  // Cities name their state by codes: the join finds its id. One JSON parameter per batch keeps 148k rows fast.
  const cities = City.getAllCities();
  for (let start = 0; start < cities.length; start += CITY_BATCH) {
    const batch = cities
      .slice(start, start + CITY_BATCH)
      .map((city, index) => ({ n: start + index, c: city.countryCode, s: city.stateCode, name: city.name }));
    await sql`
      insert into cities (state_id, city)
      select states.state_id, batch.name
      from json_to_recordset(${JSON.stringify(batch)}::json) as batch(n integer, c text, s text, name text)
      join states on states.country_code = batch.c and states.state_code = batch.s
      order by batch.n
      on conflict (state_id, city) do nothing`.execute(db);
  }
}
