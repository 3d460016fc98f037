import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturnType } from '@mantine/form';
import { RefSelect, referenceQuery, type RefOption } from './RefSelect';
import { currentLanguage, useTranslation } from '@/app/i18n';

interface PlaceFieldsProps {
  // Any form holding the four fields: the KYC, KYB and person forms name them differently.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's form type is invariant in its values: no one type takes every such form
  form: UseFormReturnType<any, any>;
  /** `cityName` holds a town missing from the city list, typed by the user ('' when a city of the list is chosen). */
  fields: { country: string; state: string; city: string; cityName: string };
  labels?: { country: string; state: string; city: string };
}

const TYPED_CITY = 'typed-city';
const NEW_CITY = 'new-city:';

/**
 * Country, state and city of product §3: states load only once a country is chosen and cities once a state is;
 * changing a level clears the levels below it. A town missing from the city list can be typed: searching for it
 * offers 'Use "…"', kept as the city's name instead of an id.
 */
export function PlaceFields({ form, fields, labels }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const {
    country: countryLabel,
    state: stateLabel,
    city: cityLabel,
  } = labels ?? {
    country: t('onboarding.countryOfResidence'),
    state: t('onboarding.stateOfResidence'),
    city: t('onboarding.cityOfResidence'),
  };
  const values = form.getValues() as Record<string, string | number>;
  const country = String(values[fields.country] ?? '');
  const stateId = Number(values[fields.state]) || 0;
  const cityName = String(values[fields.cityName] ?? '');
  const [search, setSearch] = useState('');
  const cities = useQuery({ ...referenceQuery('citiesByStateId', { state_id: stateId }), enabled: stateId > 0 });

  const typed = search.trim();
  const listed = (cities.data ?? []).some((city) => city.city.toLocaleLowerCase() === typed.toLocaleLowerCase());
  const extraOptions: RefOption[] = [];
  // The chosen typed city is an option of its own, labelled with its name: the search then shows that name.
  if (cityName) extraOptions.push({ value: TYPED_CITY, label: cityName });
  if (typed && /\p{L}/u.test(typed) && !listed && typed !== cityName)
    extraOptions.push({ value: `${NEW_CITY}${typed}`, label: t('onboarding.useTypedCity', { city: typed }) });

  const cityInput = form.getInputProps(fields.city);
  return (
    <>
      <RefSelect
        endpoint="countries"
        label={countryLabel}
        placeholder={t('onboarding.selectCountry')}
        required
        searchable
        {...form.getInputProps(fields.country)}
        onChange={(next) =>
          form.setValues({ [fields.country]: next, [fields.state]: '', [fields.city]: '', [fields.cityName]: '' })
        }
      />
      <RefSelect
        endpoint="statesByCountryCode"
        // English, the server's default, is not named: the list keeps the address it had, in caches too.
        query={currentLanguage() === 'fr' ? { country_code: country, language: 'fr' } : { country_code: country }}
        enabled={country !== ''}
        label={stateLabel}
        placeholder={country ? t('onboarding.selectState') : t('onboarding.chooseCountryFirst')}
        required
        searchable
        {...form.getInputProps(fields.state)}
        onChange={(next) => form.setValues({ [fields.state]: next, [fields.city]: '', [fields.cityName]: '' })}
      />
      <RefSelect
        endpoint="citiesByStateId"
        query={{ state_id: stateId }}
        enabled={stateId > 0}
        label={cityLabel}
        placeholder={stateId ? t('onboarding.selectOrTypeCity') : t('onboarding.chooseStateFirst')}
        description={cityName ? t('onboarding.typedCityHint') : undefined}
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
          if (next.startsWith(NEW_CITY))
            form.setValues({ [fields.city]: '', [fields.cityName]: next.slice(NEW_CITY.length) });
          else form.setValues({ [fields.city]: next, [fields.cityName]: '' });
        }}
      />
    </>
  );
}
