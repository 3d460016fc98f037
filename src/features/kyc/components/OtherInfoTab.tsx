import { useState } from 'react';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CustomerOtherInfoForm } from '@/contract';
import { StepStatus, useFormDraft, type Attachment } from '@/offline';
import { FileField } from '@/ui/FileField';
import { RefSelect } from '@/ui/RefSelect';
import { otherInfoPayload, saveOtherInfo, type OtherInfoValues } from '../api/save-other-info';
import { usePrefill } from '../hooks/use-prefill';
import { refusalText, type StepTabProps } from './step-tab';

type DocumentFields = { content: 'identificationAttachment'; name: 'identificationName' } | { content: 'proofOfAddressAttachment'; name: 'proofOfAddressAttachmentName' };

/** Tab 1, Other information: the two documents, the purpose of the account and the source of income. */
export function OtherInfoTab({ email, stepId, accountId, dependsOn, initialValues, prefill, ready, readOnly, onDone }: StepTabProps<OtherInfoValues> & { email: string }) {
  const form = useForm<OtherInfoValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(CustomerOtherInfoForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const prefilled = usePrefill(form, prefill, ready);
  const draft = useFormDraft(form, { draftId: stepId, enabled: prefilled });
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const values = form.getValues();

  const documentProps = (fields: DocumentFields) => ({
    value: { name: values[fields.name], content: values[fields.content] },
    onChange: (attachment: Attachment | null) => {
      form.setValues({ [fields.content]: attachment?.content ?? '', [fields.name]: attachment?.name ?? '' });
      form.clearFieldError(fields.content);
    },
    error: form.errors[fields.content] ?? form.errors[fields.name],
  });

  const submit = form.onSubmit(async (submitted) => {
    setBanner(null);
    setSending(true);
    try {
      const result = await saveOtherInfo(stepId, otherInfoPayload(submitted, accountId ?? 0, email), dependsOn);
      onDone(result.outcome, result.outcome === 'synced' ? result.response : undefined);
    } catch (error) {
      setBanner(refusalText(error));
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={readOnly || !draft.restored}>
        <Stack gap="lg">
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          <Title order={3} fz="h5">
            Identification
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <RefSelect endpoint="identificationTypeById" label="Identification Type" placeholder="Select a document type" required {...form.getInputProps('identificationType')} />
            <TextInput label="Identification Number" required {...form.getInputProps('identificationNumber')} />
          </SimpleGrid>
          <FileField label="Identity document" required disabled={readOnly} {...documentProps({ content: 'identificationAttachment', name: 'identificationName' })} />

          <Title order={3} fz="h5">
            Address
          </Title>
          <RefSelect endpoint="identificationTypeByPoa" label="Proof of Address Type" placeholder="Select a document type" required {...form.getInputProps('proofOfAddressIdentificationType')} />
          <FileField
            label="Proof of address"
            description="It should be issued within the last 3 months."
            required
            disabled={readOnly}
            {...documentProps({ content: 'proofOfAddressAttachment', name: 'proofOfAddressAttachmentName' })}
          />

          <Title order={3} fz="h5">
            Purpose of the account and source of income
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <RefSelect endpoint="purposes" label="Intended Use" placeholder="Select the intended use" required {...form.getInputProps('intendedUse')} />
            <RefSelect endpoint="volumes" label="Transaction Volume" placeholder="Select a monthly volume" required {...form.getInputProps('transactionVolume')} />
            <RefSelect endpoint="frequencies" label="Transaction Frequency" placeholder="Select a frequency" required {...form.getInputProps('transactionFrequency')} />
            <RefSelect endpoint="occupations" label="Occupation" placeholder="Select an occupation" required searchable {...form.getInputProps('occupation')} />
            <RefSelect endpoint="industries" label="Industry" placeholder="Select an industry" required searchable {...form.getInputProps('industry')} />
            <RefSelect endpoint="incomes" label="Yearly Income" placeholder="Select a yearly income" required {...form.getInputProps('yearlyIncome')} />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <StepStatus stepId={stepId} />
            <Button type="submit" loading={sending} disabled={readOnly || !draft.restored} ml="auto">
              {sending ? 'Loading...' : 'Submit'}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
