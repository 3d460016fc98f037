import { useState } from 'react';
import { Group, Input, Select, Stack, type SelectProps } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@/contract';
import {
  browserPhoneCountry,
  callingCodeOf,
  nationalText,
  phoneCountries,
  phoneFromInput,
  splitPhone,
} from '@/contract/phone-numbers';
import { CountryFlag } from './CountryFlag';
import { compareNames, referenceName } from '@/app/wording/reference-names';
import { useBoundedOptions } from './use-bounded-options';
import { useTranslation } from '@/app/i18n';

const optionsByLanguage = new Map<string, Array<{ value: string; label: string }>>();

/** The countries by their names in `language`, sorted by them, each with its calling code (made once per language). */
function countryOptions(language: string) {
  let options = optionsByLanguage.get(language);
  if (!options) {
    options = phoneCountries()
      .map((code) => ({ value: code, label: `${referenceName('countries', code, code)} (${callingCodeOf(code)})` }))
      .sort((a, b) => compareNames(a.label, b.label));
    optionsByLanguage.set(language, options);
  }
  return options;
}

const renderOption: SelectProps['renderOption'] = ({ option }) => (
  <Group gap="xs" wrap="nowrap">
    <CountryFlag code={option.value} />
    <span>{option.label}</span>
  </Group>
);

export interface PhoneFieldProps {
  label: string;
  /** International form, e.g. +2348031234567; '' when empty. */
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: React.ReactNode;
  required?: boolean;
  /** The country chosen while the field is empty; by default the one the browser's languages name (fr-FR → FR), else NG. */
  defaultCountry?: string;
  id?: string;
}

/**
 * Product §5's phone input: international format, the calling code shown but not typed (the country is chosen from
 * the list, or named by a pasted +number), red once the form validates it on blur. The country starts as the
 * browser's region, product §5's NG when the browser names none: a French browser starts at +33.
 * What is typed stays as typed; the form gets the number in E.164 as libphonenumber reads it with the country.
 */
export function PhoneField({
  label,
  value = '',
  onChange,
  onBlur,
  onFocus,
  error,
  required,
  defaultCountry,
  id,
}: PhoneFieldProps) {
  const { t, language } = useTranslation();
  const options = countryOptions(language);
  const [country, setCountry] = useState<string>(
    () => splitPhone(value).country ?? defaultCountry ?? browserPhoneCountry(),
  );
  const [typed, setTyped] = useState(() => nationalText(value, country));
  const [emitted, setEmitted] = useState(value);
  // A value set from outside (a draft restored, the form reset) replaces what the field shows.
  if (value !== emitted) {
    setEmitted(value);
    const next = splitPhone(value).country ?? country;
    if (next !== country) setCountry(next);
    setTyped(nationalText(value, next));
  }
  const bounded = useBoundedOptions(options, country);
  const callingCode = callingCodeOf(country);
  const inputId = id ?? `phone-${label.replace(/\W+/g, '-').toLowerCase()}`;

  const update = (nextCountry: string, text: string) => {
    const read = phoneFromInput(text, nextCountry);
    setCountry(read.country);
    setTyped(text.trim().startsWith('+') && read.value ? nationalText(read.value, read.country) : text);
    setEmitted(read.value);
    onChange(read.value);
  };

  return (
    <Input.Wrapper label={label} required={required} error={error} id={inputId}>
      {/* The country on its own line, as wide as the field: a long name with its code ("France (+33)") is never cut. */}
      <Stack gap={6}>
        <Select
          aria-label={t('pickers.phoneCountry', { label })}
          {...bounded}
          data={options}
          value={country}
          searchable
          allowDeselect={false}
          comboboxProps={{ position: 'bottom-start' }}
          leftSection={<CountryFlag code={country} />}
          renderOption={renderOption}
          onChange={(next) => next && update(next, typed)}
          error={!!error}
        />
        {/* The wrapper's own input: it takes the wrapper's id, and its error through aria-describedby. */}
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          leftSection={<span aria-hidden>{callingCode}</span>}
          leftSectionWidth={callingCode.length * 9 + 16}
          value={typed}
          onChange={(event) => update(country, event.currentTarget.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          error={!!error}
          aria-required={required}
          placeholder={country === DEFAULT_PHONE_COUNTRY ? '0803 123 4567' : undefined}
        />
      </Stack>
    </Input.Wrapper>
  );
}
