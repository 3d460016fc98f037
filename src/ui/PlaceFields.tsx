import type { UseFormReturnType } from '@mantine/form';
import { RefSelect } from './RefSelect';

interface PlaceFieldsProps {
  // Any form holding the three fields: the KYC, KYB and person forms name them differently.
  form: UseFormReturnType<any, any>;
  fields: { country: string; state: string; city: string };
  labels?: { country: string; state: string; city: string };
}

const RESIDENCE_LABELS = { country: 'Country of Residence', state: 'State of Residence', city: 'City of Residence' };

/**
 * Country, state and city of SPEC 3: states load only once a country is chosen and cities once a state is;
 * changing a level clears the levels below it.
 */
export function PlaceFields({ form, fields, labels = RESIDENCE_LABELS }: PlaceFieldsProps) {
  const values = form.getValues() as Record<string, string | number>;
  const country = String(values[fields.country] ?? '');
  const stateId = Number(values[fields.state]) || 0;
  return (
    <>
      <RefSelect
        endpoint="countries"
        label={labels.country}
        placeholder="Select a country"
        required
        searchable
        {...form.getInputProps(fields.country)}
        onChange={(next) => form.setValues({ [fields.country]: next, [fields.state]: '', [fields.city]: '' })}
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
        onChange={(next) => form.setValues({ [fields.state]: next, [fields.city]: '' })}
      />
      <RefSelect
        endpoint="citiesByStateId"
        query={{ state_id: stateId }}
        enabled={stateId > 0}
        label={labels.city}
        placeholder={stateId ? 'Select a city' : 'Choose a state first'}
        required
        searchable
        {...form.getInputProps(fields.city)}
      />
    </>
  );
}
