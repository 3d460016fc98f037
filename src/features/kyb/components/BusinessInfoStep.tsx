import { Checkbox, NumberInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { BusinessInfoForm, businessIdentificationTypeFor, MIN_OPERATION_YEARS, type BusinessInfoFormValues } from '@/contract';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { StepForm } from '@/ui/StepForm';
import { businessInfoFormValues } from '../api/get-business-account';
import { toBusinessInfoRequest } from '../api/save-business-info';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
import { useTranslation } from '@/app/i18n';

const EMPTY: BusinessInfoFormValues = {
  legalName: '',
  sameAsLegalName: false,
  tradingName: '',
  companyRegistrationNumber: '',
  countryCodeOfIncorporation: '',
  countryCodeOfResidence: '',
  stateId: '',
  cityId: '',
  cityName: '',
  postalCode: '',
  streetAddress: '',
  identificationNumber: '',
  businessPhoneNumber: '',
  businessEmail: '',
  natureOfBusiness: '',
  companyOperationDuration: MIN_OPERATION_YEARS,
  poaID: '',
  proofOfAddress: null,
  certificateOfIncorporation: null,
  articleOfAssociation: null,
  otherEquivalentDocument: null,
};

/** Step 0, Business Information (product §3 business info, product §5: four documents and a valid phone before submit). */
export function BusinessInfoStep(props: KybStepProps) {
  const { t } = useTranslation();
  const { form, frame } = useBusinessStepForm(props, {
    step: 0,
    schema: BusinessInfoForm,
    empty: EMPTY,
    fromAccount: businessInfoFormValues,
    endpoint: 'saveBusinessInfo',
    toRequest: toBusinessInfoRequest,
  });
  const values = form.getValues();
  const identificationType = values.countryCodeOfIncorporation ? businessIdentificationTypeFor(values.countryCodeOfIncorporation) : null;

  return (
    <StepForm {...frame} submitLabel={t('onboarding.saveAndContinue')}>
      <Title order={3} size="h5">
        {t('kyb.company')}
      </Title>
      <TextInput label={t('kyb.legalName')} required {...form.getInputProps('legalName')} />
      <Checkbox
        label={t('kyb.sameAsLegalName')}
        {...form.getInputProps('sameAsLegalName', { type: 'checkbox' })}
        onChange={(event) =>
          form.setValues({ sameAsLegalName: event.currentTarget.checked, tradingName: event.currentTarget.checked ? values.legalName : values.tradingName })
        }
      />
      <TextInput
        label={t('kyb.tradingName')}
        description={t('kyb.tradingNameHint')}
        disabled={values.sameAsLegalName}
        {...form.getInputProps('tradingName')}
        value={values.sameAsLegalName ? values.legalName : values.tradingName}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('kyb.registrationNumber')} required {...form.getInputProps('companyRegistrationNumber')} />
        <RefSelect
          endpoint="countries"
          label={t('kyb.countryOfIncorporation')}
          placeholder={t('kyb.selectCountry')}
          required
          searchable
          {...form.getInputProps('countryCodeOfIncorporation')}
        />
        <TextInput
          label={identificationType ? t('kyb.identificationNumberOfType', { type: identificationType }) : t('kyb.identificationNumber')}
          description={identificationType ? t(`kyb.identificationHint${identificationType}`) : t('kyb.identificationHint')}
          required
          {...form.getInputProps('identificationNumber')}
        />
        <RefSelect
          endpoint="natureOfBusiness"
          label={t('kyb.natureOfBusiness')}
          placeholder={t('kyb.selectNatureOfBusiness')}
          required
          searchable
          {...form.getInputProps('natureOfBusiness')}
        />
        <NumberInput
          label={t('kyb.operationYears')}
          required
          min={MIN_OPERATION_YEARS}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('companyOperationDuration')}
        />
      </SimpleGrid>

      <Title order={3} size="h5">
        {t('kyb.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlaceFields
          form={form}
          fields={{ country: 'countryCodeOfResidence', state: 'stateId', city: 'cityId', cityName: 'cityName' }}
          labels={{ country: t('kyb.countryOfResidence'), state: t('kyb.state'), city: t('kyb.city') }}
        />
        <TextInput label={t('kyb.postalCode')} required autoComplete="postal-code" {...form.getInputProps('postalCode')} />
      </SimpleGrid>
      <TextInput label={t('kyb.streetAddress')} required autoComplete="street-address" {...form.getInputProps('streetAddress')} />

      <Title order={3} size="h5">
        {t('kyb.contact')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PhoneField label={t('kyb.businessPhone')} required {...form.getInputProps('businessPhoneNumber')} />
        <TextInput label={t('kyb.businessEmail')} type="email" required autoComplete="email" {...form.getInputProps('businessEmail')} />
      </SimpleGrid>

      <Title order={3} size="h5">
        {t('kyb.documents')}
      </Title>
      <RefSelect
        endpoint="identificationTypeByPoa"
        label={t('kyb.proofOfAddressType')}
        placeholder={t('kyb.selectDocumentType')}
        required
        {...form.getInputProps('poaID')}
      />
      <FileField label={t('kyb.proofOfAddress')} description={t('kyb.proofOfAddressHint')} required {...documentFieldProps(form, 'proofOfAddress')} />
      <FileField label={t('kyb.certificateOfIncorporation')} required {...documentFieldProps(form, 'certificateOfIncorporation')} />
      <FileField label={t('kyb.articleOfAssociation')} required {...documentFieldProps(form, 'articleOfAssociation')} />
      <FileField label={t('kyb.otherDocument')} {...documentFieldProps(form, 'otherEquivalentDocument')} />
    </StepForm>
  );
}
