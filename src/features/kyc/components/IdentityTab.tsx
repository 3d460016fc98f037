import { useEffect, type ReactNode } from 'react';
import { Group, Radio, TextInput } from '@mantine/core';
import { CustomerIdentityForm, latestBirthDate } from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';
import { session } from '@/app/session';
import { PostalCodeField } from '@/ui/PostalCodeField';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { FormSections, sectionsPlacing } from '@/ui/FormSections';
import { IDENTITY_ROWS } from '@/ui/identity-rows';
import { PlaceFields } from '@/ui/PlaceFields';
import { StepForm } from '@/ui/StepForm';
import { VerificationFields } from '@/ui/VerificationFields';
import { identityPayload, type IdentityValues } from '@/contract/steps/kyc-identity/mappers';
import { useDocumentFindings } from '../hooks/use-document-mismatches';
import { useStepTabForm } from '../hooks/use-step-tab-form';
import { FIELD_OF, standingMismatches, type IdentityTabField } from '../mrz/compare-identity';
import { rememberSentIdentity } from '../mrz/identity-typed';
import { MrzMismatch, TakenFromDocument } from './MrzMismatch';
import type { StepTabProps } from './step-tab';
import { useTranslation } from '@/app/i18n';

/** Hints under the input keep the inputs of a row aligned. */
const HINT_BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

/** The state and city are drawn with the country of residence (PlaceFields), the verification's type with its number. */
type InputKey = Exclude<
  keyof IdentityValues,
  'stateOfResidence' | 'cityOfResidence' | 'cityOfResidenceName' | 'verificationType'
>;

const SECTIONS = sectionsPlacing<InputKey>()([{ rows: IDENTITY_ROWS }]);

/** The field a value of the document was taken into: outlined, with a sentence saying what to do. */
const TAKEN_OUTLINE = {
  outline: '2px solid var(--mantine-color-orange-6)',
  outlineOffset: 4,
  borderRadius: 4,
} as const;

/**
 * Tab 0, Customer Identity Information (product §3 individual personal info, product §5 rules). `taken`: the field a
 * value of the identity document was just taken into from the other tab, focused and outlined when the tab opens.
 */
export function IdentityTab({
  documentStepId,
  taken = null,
  ...props
}: StepTabProps<IdentityValues> & { documentStepId: string; taken?: IdentityTabField | null }) {
  const { t } = useTranslation();
  const { form, frame } = useStepTabForm(props, {
    schema: CustomerIdentityForm,
    endpoint: 'saveOrUpdateCustomerIdentity',
    toRequest: (values) => {
      // The other tab compares its identity document with what was sent.
      rememberSentIdentity(props.stepId, values);
      return identityPayload(values, props.accountId ?? 0);
    },
  });
  const restoring = frame.readOnly;
  useEffect(() => {
    if (taken && !restoring) form.getInputNode(taken)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable
  }, [taken, restoring]);
  const findings = useDocumentFindings(documentStepId);
  const mismatches = standingMismatches(findings, form.getValues());
  /** The identity document's value beside its field, where the MRZ said otherwise. */
  const documentSays = (field: IdentityTabField) =>
    taken === field ? (
      <TakenFromDocument />
    ) : (
      findings?.status === 'read' &&
      mismatches
        .filter((comparison) => FIELD_OF[comparison.field] === field)
        .map((comparison) => (
          <MrzMismatch
            key={field}
            comparison={comparison}
            format={findings.format}
            disabled={frame.readOnly}
            onTake={(value) => form.setFieldValue(field, value)}
          />
        ))
    );
  /** The box of a field the document can speak of: outlined while it holds a value just taken from the document. */
  const takenStyle = (field: IdentityTabField) => (taken === field ? TAKEN_OUTLINE : undefined);

  const inputs = {
    firstName: (
      <div style={takenStyle('firstName')} data-taken={taken === 'firstName' || undefined}>
        <TextInput label={t('kyc.firstName')} required autoComplete="given-name" {...form.getInputProps('firstName')} />
        {documentSays('firstName')}
      </div>
    ),
    lastName: (
      <div style={takenStyle('lastName')} data-taken={taken === 'lastName' || undefined}>
        <TextInput label={t('kyc.lastName')} required autoComplete="family-name" {...form.getInputProps('lastName')} />
        {documentSays('lastName')}
      </div>
    ),
    email: (
      <TextInput
        label={t('kyc.emailAddress')}
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps('email')}
      />
    ),
    dob: (
      <div style={takenStyle('dob')} data-taken={taken === 'dob' || undefined}>
        <TextInput
          label={t('kyc.dateOfBirth')}
          type="date"
          required
          max={latestBirthDate()}
          description={t('kyc.dateOfBirthHint')}
          inputWrapperOrder={HINT_BELOW}
          {...form.getInputProps('dob')}
        />
        {documentSays('dob')}
      </div>
    ),
    phone: (
      <PhoneField
        label={t('kyc.phoneNumber')}
        required
        defaultCountry={splitPhone(session.get()?.registeredPhone ?? '').country}
        {...form.getInputProps('phone')}
      />
    ),
    countryOfResidence: (
      <PlaceFields
        form={form}
        fields={{
          country: 'countryOfResidence',
          state: 'stateOfResidence',
          city: 'cityOfResidence',
          cityName: 'cityOfResidenceName',
        }}
      />
    ),
    postalCode: (
      <PostalCodeField
        country={form.getValues().countryOfResidence}
        label={t('kyc.postalCode')}
        autoComplete="postal-code"
        {...form.getInputProps('postalCode')}
      />
    ),
    streetAddress: (
      <TextInput
        label={t('kyc.streetAddress')}
        required
        autoComplete="street-address"
        {...form.getInputProps('streetAddress')}
      />
    ),
    nationality: (
      <div style={takenStyle('nationality')} data-taken={taken === 'nationality' || undefined}>
        <RefSelect
          endpoint="countryOfResidences"
          label={t('kyc.nationality')}
          placeholder={t('kyc.selectNationality')}
          required
          searchable
          {...form.getInputProps('nationality')}
        />
        {documentSays('nationality')}
      </div>
    ),
    verificationCode: <VerificationFields form={form} />,
    IsPoliticallyExposed: (
      <Radio.Group label={t('kyc.politicallyExposed')} required {...form.getInputProps('IsPoliticallyExposed')}>
        <Group gap="lg" mt={6}>
          <Radio value="true" label={t('onboarding.yes')} />
          <Radio value="false" label={t('onboarding.no')} />
        </Group>
      </Radio.Group>
    ),
  } satisfies Record<InputKey, ReactNode>;

  return (
    <StepForm {...frame} submitLabel={t('onboarding.saveAndContinue')}>
      <FormSections sections={SECTIONS} inputs={inputs} title={t} />
    </StepForm>
  );
}
