import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ComplianceForm, type ComplianceFormValues } from '@/contract';
import { StepForm } from '@/ui/StepForm';
import { complianceFormValues } from '../api/get-business-account';
import { toComplianceRequest } from '../api/save-compliance-and-account';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
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
export function ComplianceStep(props: KybStepProps) {
  const { form, frame } = useBusinessStepForm(props, {
    step: 3,
    schema: ComplianceForm,
    empty: EMPTY,
    fromAccount: complianceFormValues,
    endpoint: 'saveComplianceAndAccount',
    toRequest: toComplianceRequest,
  });
  const values = form.getValues();

  return (
    <StepForm {...frame} submitLabel="Submit">
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
