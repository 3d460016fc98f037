import { SimpleGrid, TextInput, Title } from '@mantine/core';
import { CustomerOtherInfoForm } from '@/contract';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { RefSelect } from '@/ui/RefSelect';
import { StepForm } from '@/ui/StepForm';
import { otherInfoPayload, type OtherInfoValues } from '../api/save-other-info';
import { useStepTabForm } from '../hooks/use-step-tab-form';
import type { StepTabProps } from './step-tab';

/** Tab 1, Other information: the two documents, the purpose of the account and the source of income. */
export function OtherInfoTab({ email, ...props }: StepTabProps<OtherInfoValues> & { email: string }) {
  const { accountId, readOnly } = props;
  const { form, frame } = useStepTabForm(props, {
    schema: CustomerOtherInfoForm,
    endpoint: 'saveCustomerOtherInfo',
    toRequest: (values) => otherInfoPayload(values, accountId ?? 0, email),
  });

  return (
    <StepForm {...frame} submitLabel="Submit">
      <Title order={3} fz="h5">
        Identification
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect
          endpoint="identificationTypeById"
          label="Identification Type"
          placeholder="Select a document type"
          required
          {...form.getInputProps('identificationType')}
        />
        <TextInput label="Identification Number" required {...form.getInputProps('identificationNumber')} />
      </SimpleGrid>
      <FileField
        label="Identity document"
        required
        disabled={readOnly}
        {...documentFieldProps(form, { content: 'identificationAttachment', name: 'identificationName' })}
      />

      <Title order={3} fz="h5">
        Address
      </Title>
      <RefSelect
        endpoint="identificationTypeByPoa"
        label="Proof of Address Type"
        placeholder="Select a document type"
        required
        {...form.getInputProps('proofOfAddressIdentificationType')}
      />
      <FileField
        label="Proof of address"
        description="It should be issued within the last 3 months."
        required
        disabled={readOnly}
        {...documentFieldProps(form, { content: 'proofOfAddressAttachment', name: 'proofOfAddressAttachmentName' })}
      />

      <Title order={3} fz="h5">
        Purpose of the account and source of income
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect endpoint="purposes" label="Intended Use" placeholder="Select the intended use" required {...form.getInputProps('intendedUse')} />
        <RefSelect endpoint="volumes" label="Transaction Volume" placeholder="Select a monthly volume" required {...form.getInputProps('transactionVolume')} />
        <RefSelect
          endpoint="frequencies"
          label="Transaction Frequency"
          placeholder="Select a frequency"
          required
          {...form.getInputProps('transactionFrequency')}
        />
        <RefSelect endpoint="occupations" label="Occupation" placeholder="Select an occupation" required searchable {...form.getInputProps('occupation')} />
        <RefSelect endpoint="industries" label="Industry" placeholder="Select an industry" required searchable {...form.getInputProps('industry')} />
        <RefSelect endpoint="incomes" label="Yearly Income" placeholder="Select a yearly income" required {...form.getInputProps('yearlyIncome')} />
      </SimpleGrid>
    </StepForm>
  );
}
