import { useEffect, type ReactNode } from 'react';
import { Text, TextInput } from '@mantine/core';
import { CustomerOtherInfoForm, isIdentityDocumentOffered } from '@/contract';
import { documentFieldProps } from '@/ui/document-field-props';
import { BandSelect } from '@/ui/BandSelect';
import { FileField } from '@/ui/FileField';
import { FormSections, sectionsPlacing } from '@/ui/FormSections';
import { RefSelect, type ReferenceName } from '@/ui/RefSelect';
import { StepForm } from '@/ui/StepForm';
import { formatDate } from '@/app/wording/format';
import { referenceName } from '@/app/wording/reference-names';
import type { IdentityValues } from '@/contract/steps/kyc-identity/mappers';
import { otherInfoPayload, type OtherInfoValues } from '@/contract/steps/kyc-other-info/mappers';
import { useIdentityDocumentMrz } from '../hooks/use-identity-document-mrz';
import { useStepTabForm } from '../hooks/use-step-tab-form';
import { FIELD_OF, readAndMatching, standingMismatches, type IdentityTabField } from '../mrz/compare-identity';
import { identityDocumentGiven } from '../mrz/identity-document';
import { MrzMatches, MrzMismatch } from './MrzMismatch';
import type { StepTabProps } from './step-tab';
import { useTranslation, type MessageKey } from '@/app/i18n';

/** The identity tab, whose typed values the identity document's MRZ is compared with. */
export interface IdentityTabLink {
  stepId: string;
  saved: IdentityValues | null;
  /** Opens the identity tab on this field (a value taken from the document is to be sent again there). */
  onEdit: (field: IdentityTabField) => void;
}

/** A document's input holds its name and findings too. */
type InputKey = Exclude<
  keyof OtherInfoValues,
  | 'identificationName'
  | 'proofOfAddressAttachmentName'
  | 'identificationFindings'
  | 'proofOfAddressFindings'
  | 'identificationMrz'
>;

const SECTIONS = sectionsPlacing<InputKey>()([
  { title: 'kyc.identification', rows: [['identificationType', 'identificationNumber'], 'identificationAttachment'] },
  { title: 'kyc.address', rows: ['proofOfAddressIdentificationType', 'proofOfAddressAttachment'] },
  {
    title: 'kyc.purposeAndIncome',
    rows: [['intendedUse', 'transactionVolume', 'transactionFrequency', 'occupation', 'industry', 'yearlyIncome']],
  },
]);

/** Tab 1, Other information: the two documents, the purpose of the account and the source of income. */
export function OtherInfoTab({
  email,
  identity,
  ...props
}: StepTabProps<OtherInfoValues> & { email: string; identity: IdentityTabLink }) {
  const { t } = useTranslation();
  const { accountId, readOnly } = props;
  const { form, frame } = useStepTabForm(props, {
    schema: CustomerOtherInfoForm,
    endpoint: 'saveCustomerOtherInfo',
    toRequest: (values) => otherInfoPayload(values, accountId ?? 0, email),
  });
  const mrz = useIdentityDocumentMrz(form, identity);
  const identificationNumber = form.getValues().identificationNumber;
  // The passport or ID card whose number the identity tab gave: its type and number are not asked for again.
  const given = identityDocumentGiven(mrz.typed);
  const restoring = frame.readOnly;
  useEffect(() => {
    if (!given || restoring) return;
    const values = form.getValues();
    if (values.identificationType || values.identificationNumber) return;
    form.setValues(given);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable; the document given is listed by its parts
  }, [given?.identificationType, given?.identificationNumber, restoring]);
  const fromIdentityTab =
    given !== null &&
    given.identificationNumber === identificationNumber &&
    given.identificationType === form.getValues().identificationType;
  const mismatches = standingMismatches(mrz.findings, { ...(mrz.typed ?? {}), identificationNumber });
  const format = mrz.findings?.status === 'read' ? mrz.findings.format : 'TD3';
  const documentField = documentFieldProps(form, {
    content: 'identificationAttachment',
    name: 'identificationName',
    findings: 'identificationFindings',
  });
  /** A document named with the type chosen for it, for the phone's capture page: "Passport – Identity document". */
  const withType = (typeId: string, document: string) => {
    const type = typeId ? referenceName('identificationTypes', typeId, '') : '';
    return type ? t('handoff.documentOfType', { type, document }) : document;
  };
  const identityLabels = {
    lastName: t('kyc.lastName'),
    firstName: t('kyc.firstName'),
    dob: t('kyc.dateOfBirth'),
    nationality: t('kyc.nationality'),
  };

  /** A required choice from a reference list (searchable when long, unless said). */
  const choice = (
    key: InputKey,
    endpoint: ReferenceName,
    label: MessageKey,
    placeholder: MessageKey,
    more?: { searchable: boolean },
  ) => (
    <RefSelect
      endpoint={endpoint}
      label={t(label)}
      placeholder={t(placeholder)}
      required
      {...more}
      {...form.getInputProps(key)}
    />
  );
  /**
   * A band of money, in the currency of the country of residence given in the identity tab: as just typed there (a new
   * account has nothing saved on the server yet), else as saved.
   */
  const band = (key: InputKey, endpoint: 'incomes' | 'volumes', label: MessageKey, placeholder: MessageKey) => (
    <BandSelect
      endpoint={endpoint}
      country={(mrz.typed ?? identity.saved)?.countryOfResidence ?? ''}
      label={t(label)}
      placeholder={t(placeholder)}
      required
      {...form.getInputProps(key)}
    />
  );
  const inputs = {
    identificationType: (
      <RefSelect
        endpoint="identificationTypeById"
        label={t('kyc.identificationType')}
        placeholder={t('kyc.selectDocumentType')}
        required
        keep={(item) =>
          isIdentityDocumentOffered(item.identificationTypeId, identity.saved ?? {}) ||
          String(item.identificationTypeId) === String(form.getValues().identificationType)
        }
        {...form.getInputProps('identificationType')}
      />
    ),
    identificationNumber: (
      <div>
        <TextInput
          label={t('kyc.identificationNumber')}
          required
          description={fromIdentityTab ? t('kyc.fromIdentityTab') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('identificationNumber')}
        />
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
    ),
    identificationAttachment: (
      <div>
        <FileField
          label={t('kyc.identityDocument')}
          required
          disabled={readOnly}
          handoffDocument={withType(form.getValues().identificationType, t('kyc.identityDocument'))}
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
        {mismatches.length === 0 && readAndMatching(mrz.findings) && <MrzMatches />}
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
    ),
    proofOfAddressIdentificationType: choice(
      'proofOfAddressIdentificationType',
      'identificationTypeByPoa',
      'kyc.proofOfAddressType',
      'kyc.selectDocumentType',
    ),
    proofOfAddressAttachment: (
      <FileField
        label={t('kyc.proofOfAddress')}
        description={t('kyc.proofOfAddressHint')}
        required
        disabled={readOnly}
        handoffDocument={withType(form.getValues().proofOfAddressIdentificationType, t('kyc.proofOfAddress'))}
        {...documentFieldProps(form, {
          content: 'proofOfAddressAttachment',
          name: 'proofOfAddressAttachmentName',
          findings: 'proofOfAddressFindings',
        })}
      />
    ),
    intendedUse: choice('intendedUse', 'purposes', 'kyc.intendedUse', 'kyc.selectIntendedUse'),
    transactionVolume: band('transactionVolume', 'volumes', 'kyc.transactionVolume', 'kyc.selectMonthlyVolume'),
    transactionFrequency: choice(
      'transactionFrequency',
      'frequencies',
      'kyc.transactionFrequency',
      'kyc.selectFrequency',
    ),
    occupation: choice('occupation', 'occupations', 'kyc.occupation', 'kyc.selectOccupation', { searchable: true }),
    industry: choice('industry', 'industries', 'kyc.industry', 'kyc.selectIndustry', { searchable: true }),
    yearlyIncome: band('yearlyIncome', 'incomes', 'kyc.yearlyIncome', 'kyc.selectYearlyIncome'),
  } satisfies Record<InputKey, ReactNode>;

  return (
    <StepForm {...frame} submitLabel={t('onboarding.submit')}>
      <FormSections sections={SECTIONS} inputs={inputs} title={t} />
    </StepForm>
  );
}
