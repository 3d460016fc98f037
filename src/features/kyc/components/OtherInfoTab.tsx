import { SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { CustomerOtherInfoForm } from '@/contract';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { RefSelect } from '@/ui/RefSelect';
import { StepForm } from '@/ui/StepForm';
import { formatDate } from '@/ui/format';
import type { IdentityValues } from '../api/save-identity';
import { otherInfoPayload, type OtherInfoValues } from '../api/save-other-info';
import { useIdentityDocumentMrz } from '../hooks/use-identity-document-mrz';
import { useStepTabForm } from '../hooks/use-step-tab-form';
import { FIELD_OF, standingMismatches } from '../mrz/compare-identity';
import { MrzMismatch } from './MrzMismatch';
import type { StepTabProps } from './step-tab';
import { useTranslation } from '@/app/i18n';

/** The identity tab, whose typed values the identity document's MRZ is compared with. */
export interface IdentityTabLink {
  stepId: string;
  saved: IdentityValues | null;
  /** Opens the identity tab (a value taken from the document is to be sent again there). */
  onEdit: () => void;
}

/** Tab 1, Other information: the two documents, the purpose of the account and the source of income. */
export function OtherInfoTab({ email, identity, ...props }: StepTabProps<OtherInfoValues> & { email: string; identity: IdentityTabLink }) {
  const { t } = useTranslation();
  const { accountId, readOnly } = props;
  const { form, frame } = useStepTabForm(props, {
    schema: CustomerOtherInfoForm,
    endpoint: 'saveCustomerOtherInfo',
    toRequest: (values) => otherInfoPayload(values, accountId ?? 0, email),
  });
  const mrz = useIdentityDocumentMrz(form, identity);
  const identificationNumber = form.getValues().identificationNumber;
  const mismatches = standingMismatches(mrz.findings, { ...(mrz.typed ?? {}), identificationNumber });
  const format = mrz.findings?.status === 'read' ? mrz.findings.format : 'TD3';
  const documentField = documentFieldProps(form, { content: 'identificationAttachment', name: 'identificationName', findings: 'identificationFindings' });
  const identityLabels = { lastName: t('kyc.lastName'), firstName: t('kyc.firstName'), dob: t('kyc.dateOfBirth'), nationality: t('kyc.nationality') };

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
        <div>
          <TextInput label={t('kyc.identificationNumber')} required {...form.getInputProps('identificationNumber')} />
          {mismatches
            .filter((comparison) => comparison.field === 'documentNumber')
            .map((comparison) => (
              <MrzMismatch
                key={comparison.field}
                comparison={comparison}
                format={format}
                disabled={readOnly}
                onTake={(value) => form.setFieldValue('identificationNumber', value)}
              />
            ))}
        </div>
      </SimpleGrid>
      <div>
        <FileField
          label={t('kyc.identityDocument')}
          required
          disabled={readOnly}
          {...documentField}
          onChange={(attachment, keptFindings) => {
            documentField.onChange(attachment, keptFindings);
            void mrz.onDocument(attachment);
          }}
        />
        {mrz.busy && (
          <Text size="xs" c="dimmed" mt={4} role="status">
            {t('kyc.mrz.reading')}
          </Text>
        )}
        {mrz.expiresSoon && (
          <Text size="sm" c="yellow.9" mt={4}>
            {t('kyc.mrz.expiresSoon', { date: formatDate(mrz.expiresSoon) })}
          </Text>
        )}
        {mismatches
          .filter((comparison) => comparison.field !== 'documentNumber')
          .map((comparison) => {
            const field = FIELD_OF[comparison.field] as keyof typeof identityLabels;
            return (
              <MrzMismatch
                key={comparison.field}
                comparison={comparison}
                format={format}
                fieldLabel={identityLabels[field]}
                disabled={readOnly}
                onTake={(value) => void mrz.takeIdentityValue(field, value)}
              />
            );
          })}
      </div>

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
