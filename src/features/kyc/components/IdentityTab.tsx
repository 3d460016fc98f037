import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { CustomerIdentityForm, latestBirthDate, verificationTypeFor, type VerificationType } from '@/contract';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { StepForm } from '@/ui/StepForm';
import { identityPayload, type IdentityValues } from '../api/save-identity';
import { useStepTabForm } from '../hooks/use-step-tab-form';
import type { StepTabProps } from './step-tab';

/** Hints under the input keep the inputs of a row aligned. */
const HINT_BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

const VERIFICATION_LABEL: Record<VerificationType, string> = {
  BVN: 'BVN (Bank Verification Number)',
  SSN: 'SSN (Social Security Number)',
  ITIN: 'ITIN (Individual Taxpayer Identification Number)',
};

/** Tab 0, Customer Identity Information (product §3 individual personal info, product §5 rules). */
export function IdentityTab(props: StepTabProps<IdentityValues>) {
  const { form, frame } = useStepTabForm(props, {
    schema: CustomerIdentityForm,
    endpoint: 'saveOrUpdateCustomerIdentity',
    toRequest: (values) => identityPayload(values, props.accountId ?? 0),
  });
  const values = form.getValues();
  const verificationType = verificationTypeFor(values.nationality);

  return (
    <StepForm {...frame} submitLabel="Save and continue">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="First Name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
        <TextInput label="Email Address" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        <TextInput
          label="Date of Birth"
          type="date"
          required
          max={latestBirthDate()}
          description="You must be at least 18."
          inputWrapperOrder={HINT_BELOW}
          {...form.getInputProps('dob')}
        />
      </SimpleGrid>
      <PhoneField label="Phone Number" required {...form.getInputProps('phone')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlaceFields
          form={form}
          fields={{ country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence', cityName: 'cityOfResidenceName' }}
        />
        <TextInput label="Postal Code" required autoComplete="postal-code" {...form.getInputProps('postalCode')} />
      </SimpleGrid>
      <TextInput label="Street Address" required autoComplete="street-address" {...form.getInputProps('streetAddress')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect
          endpoint="countryOfResidences"
          label="Nationality"
          placeholder="Select a nationality"
          required
          searchable
          {...form.getInputProps('nationality')}
        />
        <TextInput
          label={VERIFICATION_LABEL[verificationType]}
          required
          description="Follows your nationality."
          inputWrapperOrder={HINT_BELOW}
          {...form.getInputProps('verificationCode')}
        />
      </SimpleGrid>
      <Radio.Group label="Are you a politically exposed person?" required {...form.getInputProps('IsPoliticallyExposed')}>
        <Group gap="lg" mt={6}>
          <Radio value="true" label="Yes" />
          <Radio value="false" label="No" />
        </Group>
      </Radio.Group>
    </StepForm>
  );
}
