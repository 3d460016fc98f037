import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturnType } from '@mantine/form';
import { CITY_NOT_IN_LIST } from '@/contract';
import { RefSelect, referenceQuery, type RefOption } from './RefSelect';

interface PlaceFieldsProps {
  // Any form holding the four fields: the KYC, KYB and person forms name them differently.
  form: UseFormReturnType<any, any>;
  /** `cityName` holds a town missing from the city list, typed by the user ('' when a city of the list is chosen). */
  fields: { country: string; state: string; city: string; cityName: string };
  labels?: { country: string; state: string; city: string };
}

const RESIDENCE_LABELS = { country: 'Country of Residence', state: 'State of Residence', city: 'City of Residence' };
const TYPED_CITY = 'typed-city';
const NEW_CITY = 'new-city:';

/**
 * Country, state and city of product §3: states load only once a country is chosen and cities once a state is;
 * changing a level clears the levels below it. A town missing from the city list can be typed: searching for it
 * offers 'Use "…" (not in the list)', kept as the city's name instead of an id.
 */
export function PlaceFields({ form, fields, labels = RESIDENCE_LABELS }: PlaceFieldsProps) {
  const values = form.getValues() as Record<string, string | number>;
  const country = String(values[fields.country] ?? '');
  const stateId = Number(values[fields.state]) || 0;
  const cityName = String(values[fields.cityName] ?? '');
  const [search, setSearch] = useState('');
  const cities = useQuery({ ...referenceQuery('citiesByStateId', { state_id: stateId }), enabled: stateId > 0 });

  const typed = search.trim();
  const listed = (cities.data ?? []).some((city) => city.city.toLocaleLowerCase() === typed.toLocaleLowerCase());
  const extraOptions: RefOption[] = [];
  if (cityName) extraOptions.push({ value: TYPED_CITY, label: `${cityName} (${CITY_NOT_IN_LIST})` });
  if (typed && /\p{L}/u.test(typed) && !listed && typed !== cityName && !typed.endsWith(`(${CITY_NOT_IN_LIST})`))
    extraOptions.push({ value: `${NEW_CITY}${typed}`, label: `Use “${typed}” (${CITY_NOT_IN_LIST})` });

  const cityInput = form.getInputProps(fields.city);
  return (
    <>
      <RefSelect
        endpoint="countries"
        label={labels.country}
        placeholder="Select a country"
        required
        searchable
        {...form.getInputProps(fields.country)}
        onChange={(next) => form.setValues({ [fields.country]: next, [fields.state]: '', [fields.city]: '', [fields.cityName]: '' })}
      />
      <RefSelect
        endpoint="statesByCountryCode"
        query={{ country_code: country }}
        enabled={country !== ''}
        label={labels.state}
        placeholder={country ? 'Select a state' : 'Choose a country first'}
        required
        searchable
        {...form.getInputProps(fields.state)}
        onChange={(next) => form.setValues({ [fields.state]: next, [fields.city]: '', [fields.cityName]: '' })}
      />
      <RefSelect
        endpoint="citiesByStateId"
        query={{ state_id: stateId }}
        enabled={stateId > 0}
        label={labels.city}
        placeholder={stateId ? 'Select or type a city' : 'Choose a state first'}
        description={cityName ? 'Not in our list: it is kept as you typed it, and our reviewers see that.' : undefined}
        nothingFoundMessage="Nothing found"
        required
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        extraOptions={extraOptions}
        {...cityInput}
        error={cityInput.error ?? form.getInputProps(fields.cityName).error}
        value={cityName ? TYPED_CITY : values[fields.city]}
        onChange={(next) => {
          if (next === TYPED_CITY) return;
          if (next.startsWith(NEW_CITY)) form.setValues({ [fields.city]: '', [fields.cityName]: next.slice(NEW_CITY.length) });
          else form.setValues({ [fields.city]: next, [fields.cityName]: '' });
        }}
      />
    </>
  );
}
