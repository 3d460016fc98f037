import { useState } from 'react';
import { Alert, Button, Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CustomerIdentityForm, latestBirthDate, verificationTypeFor, type VerificationType } from '@/contract';
import { StepStatus, useFormDraft } from '@/offline';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { identityPayload, saveIdentity, type IdentityValues } from '../api/save-identity';
import { usePrefill } from '../hooks/use-prefill';
import { refusalText, type StepTabProps } from './step-tab';

/** Hints under the input keep the inputs of a row aligned. */
const HINT_BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

const VERIFICATION_LABEL: Record<VerificationType, string> = {
  BVN: 'BVN (Bank Verification Number)',
  SSN: 'SSN (Social Security Number)',
  ITIN: 'ITIN (Individual Taxpayer Identification Number)',
};

/** Tab 0, Customer Identity Information (SPEC 3 individual personal info, SPEC 5 rules). */
export function IdentityTab({ stepId, accountId, dependsOn, initialValues, prefill, ready, readOnly, onDone }: StepTabProps<IdentityValues>) {
  const form = useForm<IdentityValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(CustomerIdentityForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const prefilled = usePrefill(form, prefill, ready);
  const draft = useFormDraft(form, { draftId: stepId, enabled: prefilled });
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const values = form.getValues();
  const verificationType = verificationTypeFor(values.nationality);

  const submit = form.onSubmit(async (submitted) => {
    setBanner(null);
    setSending(true);
    try {
      const result = await saveIdentity(stepId, identityPayload(submitted, accountId ?? 0), dependsOn);
      onDone(result.outcome, result.outcome === 'synced' ? result.response : undefined);
    } catch (error) {
      setBanner(refusalText(error));
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={readOnly || !draft.restored}>
        <Stack gap="lg">
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
            <TextInput label="Email Address" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label="Date of Birth" type="date" required max={latestBirthDate()} description="You must be at least 18." inputWrapperOrder={HINT_BELOW} {...form.getInputProps('dob')} />
          </SimpleGrid>
          <PhoneField label="Phone Number" required {...form.getInputProps('phone')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PlaceFields form={form} fields={{ country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence' }} />
            <TextInput label="Postal Code" required autoComplete="postal-code" {...form.getInputProps('postalCode')} />
          </SimpleGrid>
          <TextInput label="Street Address" required autoComplete="street-address" {...form.getInputProps('streetAddress')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <RefSelect endpoint="countryOfResidences" label="Nationality" placeholder="Select a nationality" required searchable {...form.getInputProps('nationality')} />
            <TextInput label={VERIFICATION_LABEL[verificationType]} required description="Follows your nationality." inputWrapperOrder={HINT_BELOW} {...form.getInputProps('verificationCode')} />
          </SimpleGrid>
          <Radio.Group label="Are you a politically exposed person?" required {...form.getInputProps('IsPoliticallyExposed')}>
            <Group gap="lg" mt={6}>
              <Radio value="true" label="Yes" />
              <Radio value="false" label="No" />
            </Group>
          </Radio.Group>
          <Group justify="space-between" gap="sm">
            <StepStatus stepId={stepId} />
            <Button type="submit" loading={sending} disabled={readOnly || !draft.restored} ml="auto">
              {sending ? 'Loading...' : 'Save and continue'}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
