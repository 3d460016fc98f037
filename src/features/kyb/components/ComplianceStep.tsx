import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ComplianceForm, type ComplianceFormValues } from '@/contract';
import { StepForm } from '@/ui/StepForm';
import { complianceFormValues } from '../api/get-business-account';
import { toComplianceRequest } from '../api/save-compliance-and-account';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
import { YesNoField } from './YesNoField';
import { useTranslation } from '@/app/i18n';

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
  const { t } = useTranslation();
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
    <StepForm {...frame} submitLabel={t('onboarding.submit')}>
      <YesNoField label={t('kyb.registeredWithRegulator')} {...form.getInputProps('isComplianceRegulator')} />
      {values.isComplianceRegulator === 'true' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('kyb.regulatorName')} required {...form.getInputProps('nameOfRegulator')} />
          <TextInput label={t('kyb.regulatorNumber')} required {...form.getInputProps('regulatorNumber')} />
        </SimpleGrid>
      )}
      <YesNoField label={t('kyb.investigated')} {...form.getInputProps('isComplianceIssue')} />
      {values.isComplianceIssue === 'true' && (
        <Textarea label={t('kyb.investigationDetails')} required autosize minRows={3} {...form.getInputProps('investigationDetail')} />
      )}
      <YesNoField label={t('kyb.sanctioned')} {...form.getInputProps('isSanctioned')} />
    </StepForm>
  );
}
