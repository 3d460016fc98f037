import type { ReactNode } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { ComplianceForm, type ComplianceFormValues } from '@/contract';
import { FormSections, sectionsPlacing } from '@/ui/FormSections';
import { StepForm } from '@/ui/StepForm';
import { complianceFormValues, EMPTY_COMPLIANCE, toComplianceRequest } from '@/contract/steps/kyb-compliance/mappers';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
import { YesNoField } from './YesNoField';
import { useTranslation } from '@/app/i18n';

const SECTIONS = sectionsPlacing<keyof ComplianceFormValues>()([
  {
    rows: [
      'isComplianceRegulator',
      ['nameOfRegulator', 'regulatorNumber'],
      'isComplianceIssue',
      'investigationDetail',
      'isSanctioned',
    ],
  },
]);

/** Step 3, Regulatory compliance: the regulator's details show only on Yes, the investigation only when penalized. */
export function ComplianceStep(props: KybStepProps) {
  const { t } = useTranslation();
  const { form, frame } = useBusinessStepForm(props, {
    step: 3,
    schema: ComplianceForm,
    empty: EMPTY_COMPLIANCE,
    fromAccount: complianceFormValues,
    endpoint: 'saveComplianceAndAccount',
    toRequest: toComplianceRequest,
  });
  const values = form.getValues();

  const registered = values.isComplianceRegulator === 'true';
  const inputs = {
    isComplianceRegulator: (
      <YesNoField label={t('kyb.registeredWithRegulator')} {...form.getInputProps('isComplianceRegulator')} />
    ),
    nameOfRegulator: registered && (
      <TextInput label={t('kyb.regulatorName')} required {...form.getInputProps('nameOfRegulator')} />
    ),
    regulatorNumber: registered && (
      <TextInput label={t('kyb.regulatorNumber')} required {...form.getInputProps('regulatorNumber')} />
    ),
    isComplianceIssue: <YesNoField label={t('kyb.investigated')} {...form.getInputProps('isComplianceIssue')} />,
    investigationDetail: values.isComplianceIssue === 'true' && (
      <Textarea
        label={t('kyb.investigationDetails')}
        required
        autosize
        minRows={3}
        {...form.getInputProps('investigationDetail')}
      />
    ),
    isSanctioned: <YesNoField label={t('kyb.sanctioned')} {...form.getInputProps('isSanctioned')} />,
  } satisfies Record<keyof ComplianceFormValues, ReactNode>;

  return (
    <StepForm {...frame} submitLabel={t('onboarding.submit')}>
      <FormSections sections={SECTIONS} inputs={inputs} title={t} />
    </StepForm>
  );
}
