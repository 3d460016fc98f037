import type { ReactNode } from 'react';
import { Checkbox, NumberInput, TextInput } from '@mantine/core';
import {
  BusinessInfoForm,
  businessIdentificationTypeFor,
  MIN_OPERATION_YEARS,
  businessIdentifierWords,
  type BusinessInfoFormValues,
} from '@/contract';
import '@/contract/business-identifiers';
import { isCheckedBusinessIdentifier } from '@/contract/business-identifiers';
import { PostalCodeField } from '@/ui/PostalCodeField';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { FormSections, sectionsPlacing } from '@/ui/FormSections';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { StepForm } from '@/ui/StepForm';
import { EMPTY_BUSINESS_INFO, toBusinessInfoRequest } from '@/contract/steps/kyb-business-info/mappers';
import { savedBusinessInfo } from '../api/get-business-account';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
import { useTranslation, type Translate } from '@/app/i18n';

/** The state and city are drawn with the country of residence (PlaceFields). */
type InputKey = Exclude<keyof BusinessInfoFormValues, 'stateId' | 'cityId' | 'cityName'>;

const SECTIONS = sectionsPlacing<InputKey>()([
  {
    title: 'kyb.company',
    rows: [
      'legalName',
      'sameAsLegalName',
      'tradingName',
      [
        'companyRegistrationNumber',
        'countryCodeOfIncorporation',
        'identificationNumber',
        'natureOfBusiness',
        'companyOperationDuration',
      ],
    ],
  },
  { title: 'kyb.address', rows: [['countryCodeOfResidence', 'postalCode'], 'streetAddress'] },
  { title: 'kyb.contact', rows: [['businessPhoneNumber', 'businessEmail']] },
  {
    title: 'kyb.documents',
    rows: ['poaID', 'proofOfAddress', 'certificateOfIncorporation', 'articleOfAssociation', 'otherEquivalentDocument'],
  },
]);

/**
 * The identification number's label and hint by the country of incorporation: product §9's TAXID (Nigeria) and EIN
 * (US); elsewhere the number that country uses, named as it names it ('SIREN (9 digits) or SIRET (14 digits)').
 */
function identifierField(country: string, t: Translate) {
  if (!country) return { label: t('kyb.identificationNumber'), hint: t('kyb.identificationHint') };
  if (country === 'NG' || country === 'US') {
    const type = businessIdentificationTypeFor(country);
    return {
      label: t('kyb.identificationNumberOfType', { type }),
      hint: t(`kyb.identificationHint${type as 'TAXID' | 'EIN'}`),
    };
  }
  const words = t(`validation.businessIdentifiers.${businessIdentifierWords(country)}`);
  return {
    label: words.charAt(0).toUpperCase() + words.slice(1),
    hint: t(isCheckedBusinessIdentifier(country) ? 'kyb.identificationHintChecked' : 'kyb.identificationHintOther'),
  };
}

/** Step 0, Business Information (product §3 business info, product §5: four documents and a valid phone before submit). */
export function BusinessInfoStep(props: KybStepProps) {
  const { t } = useTranslation();
  const { form, frame } = useBusinessStepForm(props, {
    step: 0,
    schema: BusinessInfoForm,
    empty: EMPTY_BUSINESS_INFO,
    fromAccount: savedBusinessInfo,
    endpoint: 'saveBusinessInfo',
    toRequest: toBusinessInfoRequest,
  });
  const values = form.getValues();
  const identifier = identifierField(values.countryCodeOfIncorporation, t);

  const inputs = {
    legalName: <TextInput label={t('kyb.legalName')} required {...form.getInputProps('legalName')} />,
    sameAsLegalName: (
      <Checkbox
        label={t('kyb.sameAsLegalName')}
        {...form.getInputProps('sameAsLegalName', { type: 'checkbox' })}
        onChange={(event) =>
          form.setValues({
            sameAsLegalName: event.currentTarget.checked,
            tradingName: event.currentTarget.checked ? values.legalName : values.tradingName,
          })
        }
      />
    ),
    tradingName: (
      <TextInput
        label={t('kyb.tradingName')}
        description={t('kyb.tradingNameHint')}
        disabled={values.sameAsLegalName}
        {...form.getInputProps('tradingName')}
        value={values.sameAsLegalName ? values.legalName : values.tradingName}
      />
    ),
    companyRegistrationNumber: (
      <TextInput label={t('kyb.registrationNumber')} required {...form.getInputProps('companyRegistrationNumber')} />
    ),
    countryCodeOfIncorporation: (
      <RefSelect
        endpoint="countries"
        label={t('kyb.countryOfIncorporation')}
        placeholder={t('kyb.selectCountry')}
        required
        searchable
        {...form.getInputProps('countryCodeOfIncorporation')}
      />
    ),
    identificationNumber: (
      <TextInput
        label={identifier.label}
        description={identifier.hint}
        required
        {...form.getInputProps('identificationNumber')}
      />
    ),
    natureOfBusiness: (
      <RefSelect
        endpoint="natureOfBusiness"
        label={t('kyb.natureOfBusiness')}
        placeholder={t('kyb.selectNatureOfBusiness')}
        required
        searchable
        {...form.getInputProps('natureOfBusiness')}
      />
    ),
    companyOperationDuration: (
      <NumberInput
        label={t('kyb.operationYears')}
        required
        min={MIN_OPERATION_YEARS}
        max={999}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('companyOperationDuration')}
      />
    ),
    countryCodeOfResidence: (
      <PlaceFields
        form={form}
        fields={{ country: 'countryCodeOfResidence', state: 'stateId', city: 'cityId', cityName: 'cityName' }}
        labels={{ country: t('kyb.countryOfResidence'), state: t('kyb.state'), city: t('kyb.city') }}
      />
    ),
    postalCode: (
      <PostalCodeField
        country={values.countryCodeOfResidence}
        label={t('kyb.postalCode')}
        autoComplete="postal-code"
        {...form.getInputProps('postalCode')}
      />
    ),
    streetAddress: (
      <TextInput
        label={t('kyb.streetAddress')}
        required
        autoComplete="street-address"
        {...form.getInputProps('streetAddress')}
      />
    ),
    businessPhoneNumber: (
      <PhoneField label={t('kyb.businessPhone')} required {...form.getInputProps('businessPhoneNumber')} />
    ),
    businessEmail: (
      <TextInput
        label={t('kyb.businessEmail')}
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps('businessEmail')}
      />
    ),
    poaID: (
      <RefSelect
        endpoint="identificationTypeByPoa"
        label={t('kyb.proofOfAddressType')}
        placeholder={t('kyb.selectDocumentType')}
        required
        {...form.getInputProps('poaID')}
      />
    ),
    proofOfAddress: (
      <FileField
        label={t('kyb.proofOfAddress')}
        description={t('kyb.proofOfAddressHint')}
        required
        {...documentFieldProps(form, 'proofOfAddress')}
      />
    ),
    certificateOfIncorporation: (
      <FileField
        label={t('kyb.certificateOfIncorporation')}
        required
        {...documentFieldProps(form, 'certificateOfIncorporation')}
      />
    ),
    articleOfAssociation: (
      <FileField label={t('kyb.articleOfAssociation')} required {...documentFieldProps(form, 'articleOfAssociation')} />
    ),
    otherEquivalentDocument: (
      <FileField label={t('kyb.otherDocument')} required {...documentFieldProps(form, 'otherEquivalentDocument')} />
    ),
  } satisfies Record<InputKey, ReactNode>;

  return (
    <StepForm {...frame} submitLabel={t('onboarding.saveAndContinue')}>
      <FormSections sections={SECTIONS} inputs={inputs} title={t} />
    </StepForm>
  );
}
