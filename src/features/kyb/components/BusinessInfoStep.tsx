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

const IDENTIFICATION_HINT = { TAXID: 'TAXID: the business is incorporated in Nigeria.', EIN: 'EIN: the business is incorporated outside Nigeria.' };

/** Step 0, Business Information (product §3 business info, product §5: four documents and a valid phone before submit). */
export function BusinessInfoStep(props: KybStepProps) {
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
    <StepForm {...frame} submitLabel="Save and continue">
      <Title order={3} size="h5">
        Company
      </Title>
      <TextInput label="Legal Name" required {...form.getInputProps('legalName')} />
      <Checkbox
        label="Same as legal name"
        {...form.getInputProps('sameAsLegalName', { type: 'checkbox' })}
        onChange={(event) =>
          form.setValues({ sameAsLegalName: event.currentTarget.checked, tradingName: event.currentTarget.checked ? values.legalName : values.tradingName })
        }
      />
      <TextInput
        label="Trading Name"
        description="Optional unless it differs from the legal name."
        disabled={values.sameAsLegalName}
        {...form.getInputProps('tradingName')}
        value={values.sameAsLegalName ? values.legalName : values.tradingName}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Company Registration Number" required {...form.getInputProps('companyRegistrationNumber')} />
        <RefSelect
          endpoint="countries"
          label="Country of Incorporation"
          placeholder="Select a country"
          required
          searchable
          {...form.getInputProps('countryCodeOfIncorporation')}
        />
        <TextInput
          label={identificationType ? `Identification Number (${identificationType})` : 'Identification Number'}
          description={identificationType ? IDENTIFICATION_HINT[identificationType] : 'TAXID in Nigeria, EIN elsewhere.'}
          required
          {...form.getInputProps('identificationNumber')}
        />
        <RefSelect
          endpoint="natureOfBusiness"
          label="Nature of Business"
          placeholder="Select the nature of business"
          required
          searchable
          {...form.getInputProps('natureOfBusiness')}
        />
        <NumberInput
          label="Company Operation Duration (years)"
          required
          min={MIN_OPERATION_YEARS}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('companyOperationDuration')}
        />
      </SimpleGrid>

      <Title order={3} size="h5">
        Address
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlaceFields
          form={form}
          fields={{ country: 'countryCodeOfResidence', state: 'stateId', city: 'cityId', cityName: 'cityName' }}
          labels={{ country: 'Country of Residence', state: 'State', city: 'City' }}
        />
        <TextInput label="Postal Code" required autoComplete="postal-code" {...form.getInputProps('postalCode')} />
      </SimpleGrid>
      <TextInput label="Street Address" required autoComplete="street-address" {...form.getInputProps('streetAddress')} />

      <Title order={3} size="h5">
        Contact
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PhoneField label="Business Phone Number" required {...form.getInputProps('businessPhoneNumber')} />
        <TextInput label="Business Email" type="email" required autoComplete="email" {...form.getInputProps('businessEmail')} />
      </SimpleGrid>

      <Title order={3} size="h5">
        Documents
      </Title>
      <RefSelect
        endpoint="identificationTypeByPoa"
        label="Proof of Address Type"
        placeholder="Select a document type"
        required
        {...form.getInputProps('poaID')}
      />
      <FileField label="Proof of Address" description="Issued within the last 3 months." required {...documentFieldProps(form, 'proofOfAddress')} />
      <FileField label="Certificate of Incorporation" required {...documentFieldProps(form, 'certificateOfIncorporation')} />
      <FileField label="Article of Association" required {...documentFieldProps(form, 'articleOfAssociation')} />
      <FileField label="Other Equivalent Document" {...documentFieldProps(form, 'otherEquivalentDocument')} />
    </StepForm>
  );
}
