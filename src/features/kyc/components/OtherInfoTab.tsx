import { SimpleGrid, TextInput, Title } from '@mantine/core';
import { CustomerOtherInfoForm } from '@/contract';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { RefSelect } from '@/ui/RefSelect';
import { StepForm } from '@/ui/StepForm';
import { otherInfoPayload, type OtherInfoValues } from '../api/save-other-info';
import { useStepTabForm } from '../hooks/use-step-tab-form';
import type { StepTabProps } from './step-tab';
import { useTranslation } from '@/app/i18n';

/** Tab 1, Other information: the two documents, the purpose of the account and the source of income. */
export function OtherInfoTab({ email, ...props }: StepTabProps<OtherInfoValues> & { email: string }) {
  const { t } = useTranslation();
  const { accountId, readOnly } = props;
  const { form, frame } = useStepTabForm(props, {
    schema: CustomerOtherInfoForm,
    endpoint: 'saveCustomerOtherInfo',
    toRequest: (values) => otherInfoPayload(values, accountId ?? 0, email),
  });

  return (
    <StepForm {...frame} submitLabel={t('onboarding.submit')}>
      <Title order={3} fz="h5">
        {t('kyc.identification')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect
          endpoint="identificationTypeById"
          label={t('kyc.identificationType')}
          placeholder={t('kyc.selectDocumentType')}
          required
          {...form.getInputProps('identificationType')}
        />
        <TextInput label={t('kyc.identificationNumber')} required {...form.getInputProps('identificationNumber')} />
      </SimpleGrid>
      <FileField
        label={t('kyc.identityDocument')}
        required
        disabled={readOnly}
        {...documentFieldProps(form, { content: 'identificationAttachment', name: 'identificationName', findings: 'identificationFindings' })}
      />

      <Title order={3} fz="h5">
        {t('kyc.address')}
      </Title>
      <RefSelect
        endpoint="identificationTypeByPoa"
        label={t('kyc.proofOfAddressType')}
        placeholder={t('kyc.selectDocumentType')}
        required
        {...form.getInputProps('proofOfAddressIdentificationType')}
      />
      <FileField
        label={t('kyc.proofOfAddress')}
        description={t('kyc.proofOfAddressHint')}
        required
        disabled={readOnly}
        {...documentFieldProps(form, { content: 'proofOfAddressAttachment', name: 'proofOfAddressAttachmentName', findings: 'proofOfAddressFindings' })}
      />

      <Title order={3} fz="h5">
        {t('kyc.purposeAndIncome')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect endpoint="purposes" label={t('kyc.intendedUse')} placeholder={t('kyc.selectIntendedUse')} required {...form.getInputProps('intendedUse')} />
        <RefSelect
          endpoint="volumes"
          label={t('kyc.transactionVolume')}
          placeholder={t('kyc.selectMonthlyVolume')}
          required
          {...form.getInputProps('transactionVolume')}
        />
        <RefSelect
          endpoint="frequencies"
          label={t('kyc.transactionFrequency')}
          placeholder={t('kyc.selectFrequency')}
          required
          {...form.getInputProps('transactionFrequency')}
        />
        <RefSelect
          endpoint="occupations"
          label={t('kyc.occupation')}
          placeholder={t('kyc.selectOccupation')}
          required
          searchable
          {...form.getInputProps('occupation')}
        />
        <RefSelect
          endpoint="industries"
          label={t('kyc.industry')}
          placeholder={t('kyc.selectIndustry')}
          required
          searchable
          {...form.getInputProps('industry')}
        />
        <RefSelect
          endpoint="incomes"
          label={t('kyc.yearlyIncome')}
          placeholder={t('kyc.selectYearlyIncome')}
          required
          {...form.getInputProps('yearlyIncome')}
        />
      </SimpleGrid>
    </StepForm>
  );
}
