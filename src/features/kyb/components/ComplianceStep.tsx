import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { ComplianceForm, type ComplianceFormValues } from '@/contract';
import { businessAccountQuery, complianceFormValues } from '../api/get-business-account';
import { useSaveComplianceAndAccount } from '../api/save-compliance-and-account';
import { stepDraftId } from '../drafts/kyb-drafts';
import { usePrefilledForm } from '../hooks/use-prefilled-form';
import type { KybStepProps } from './step-props';
import { StepForm } from './StepForm';
import { YesNoField } from './YesNoField';

const EMPTY: ComplianceFormValues = {
  isComplianceRegulator: '',
  nameOfRegulator: '',
  regulatorNumber: '',
  isComplianceIssue: '',
  investigationDetail: '',
  isSanctioned: '',
};

/** Step 3, Regulatory compliance: the regulator's details show only on Yes, the investigation only when penalized. */
export function ComplianceStep({ account, readOnly, onBack, onDone }: KybStepProps) {
  const stepId = stepDraftId(3, account.key);
  const form = useForm<ComplianceFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ComplianceForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const { ready, failed } = usePrefilledForm(form, {
    draftId: stepId,
    accountId: account.accountId,
    load: async (client, accountId) => complianceFormValues(await client.fetchQuery(businessAccountQuery(accountId))),
  });
  const save = useSaveComplianceAndAccount(account);
  const values = form.getValues();
  const submit = form.onSubmit((submitted) =>
    save.mutate(v.parse(ComplianceForm, submitted), { onSuccess: (response) => onDone(response ? 'synced' : 'queued') }),
  );

  return (
    <StepForm
      stepId={stepId}
      ready={ready}
      failed={failed}
      readOnly={readOnly}
      pending={save.isPending}
      error={save.error}
      submitLabel="Submit"
      onSubmit={submit}
      onBack={onBack}
    >
      <YesNoField label="Is the business registered with a regulator?" {...form.getInputProps('isComplianceRegulator')} />
      {values.isComplianceRegulator === 'true' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name of Regulator" required {...form.getInputProps('nameOfRegulator')} />
          <TextInput label="Regulator Number" required {...form.getInputProps('regulatorNumber')} />
        </SimpleGrid>
      )}
      <YesNoField label="Has the business ever been penalized or investigated by a regulator?" {...form.getInputProps('isComplianceIssue')} />
      {values.isComplianceIssue === 'true' && (
        <Textarea label="Investigation Details" required autosize minRows={3} {...form.getInputProps('investigationDetail')} />
      )}
      <YesNoField label="Is the business, or anyone who owns or runs it, under sanctions?" {...form.getInputProps('isSanctioned')} />
    </StepForm>
  );
}
