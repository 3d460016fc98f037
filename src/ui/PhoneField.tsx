import { useMemo, useState } from 'react';
import { Group, Input, Select, TextInput, type SelectProps } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@/contract';
import { callingCodeOf, phoneCountries, splitPhone } from '@/contract/phone-numbers';
import { CountryFlag } from './CountryFlag';

const regionNames = typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const COUNTRY_OPTIONS = phoneCountries()
  .map((code) => ({ value: code, label: `${regionNames?.of(code) ?? code} (${callingCodeOf(code)})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

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
  defaultCountry?: string;
  id?: string;
}

/**
 * SPEC 5's phone input: international format, default country NG, the calling code shown but not editable
 * (the country is chosen from the list), red once the form validates it on blur.
 */
export function PhoneField({ label, value = '', onChange, onBlur, onFocus, error, required, defaultCountry = DEFAULT_PHONE_COUNTRY, id }: PhoneFieldProps) {
  const initial = useMemo(() => splitPhone(value), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [country, setCountry] = useState<string>(initial.country ?? defaultCountry);
  const callingCode = callingCodeOf(country);
  const national = value.startsWith(callingCode) ? value.slice(callingCode.length) : splitPhone(value).mobileNumber;
  const inputId = id ?? `phone-${label.replace(/\W+/g, '-').toLowerCase()}`;

  const update = (nextCountry: string, digits: string) => {
    const clean = digits.replace(/\D/g, '').replace(/^0+/, '').slice(0, 17);
    onChange(clean ? `${callingCodeOf(nextCountry)}${clean}` : '');
  };

  return (
    <Input.Wrapper label={label} required={required} error={error} id={inputId}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={`${label}: country`}
          data={COUNTRY_OPTIONS}
          value={country}
          searchable
          allowDeselect={false}
          w={124}
          comboboxProps={{ width: 300, position: 'bottom-start' }}
          leftSection={<CountryFlag code={country} />}
          renderOption={renderOption}
          onChange={(next) => {
            if (!next) return;
            setCountry(next);
            update(next, national);
          }}
          error={!!error}
        />
        <TextInput
          id={inputId}
          style={{ flex: 1 }}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          leftSection={<span aria-hidden>{callingCode}</span>}
          leftSectionWidth={callingCode.length * 9 + 16}
          value={national}
          onChange={(event) => update(country, event.currentTarget.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          error={!!error}
          aria-invalid={!!error}
          aria-required={required}
          placeholder="803 123 4567"
        />
      </Group>
    </Input.Wrapper>
  );
}
