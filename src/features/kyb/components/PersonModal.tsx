import { Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { BusinessPersonForm, latestBirthDate, verificationTypeFor, type BusinessPersonFormValues } from '@/contract';
import { useFormDraft } from '@/offline';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { YesNoField } from './YesNoField';
import { validateWith } from '@/ui/form-validation';

const VERIFICATION_LABEL = {
  BVN: 'BVN (Bank Verification Number)',
  SSN: 'SSN (Social Security Number)',
  ITIN: 'ITIN (Individual Taxpayer Identification Number)',
} as const;

export interface PersonModalProps {
  title: string;
  /** The modal's own draft: an unfinished person survives a reload. */
  draftId: string;
  initialValues: BusinessPersonFormValues;
  onSave: (person: BusinessPersonFormValues) => void;
  onClose: () => void;
}

/**
 * 'Add a director' / 'Add a shareholder' (also used to edit): product §3's director or shareholder record with product §5's
 * rules. One person may be both; shares are asked for only from a shareholder. Nothing leaves the device here:
 * the person joins the working list, sent with the step.
 */
export function PersonModal({ title, draftId, initialValues, onSave, onClose }: PersonModalProps) {
  const narrow = useMediaQuery('(max-width: 499.98px)');
  const form = useForm<BusinessPersonFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateWith(BusinessPersonForm),
    validateInputOnBlur: true,
  });
  const draft = useFormDraft(form, { draftId });
  const values = form.getValues();
  const verificationType = values.nationality ? verificationTypeFor(values.nationality) : null;

  // The form goes back to its first values before its draft is forgotten, so closing does not save it again.
  const leave = async () => {
    form.reset();
    await draft.discard();
    onClose();
  };
  const submit = form.onSubmit(async (person) => {
    onSave(person);
    await leave();
  });

  return (
    <Modal opened onClose={() => void leave()} title={title} size="xl" fullScreen={narrow} closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!draft.restored} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Directors and shareholders are the people holding more than 25% of ownership control.
            </Text>
            <Group gap="lg">
              <Checkbox label="Director" {...form.getInputProps('isDirectorInfo', { type: 'checkbox' })} />
              <Checkbox
                label="Shareholder"
                {...form.getInputProps('isShareholderInfo', { type: 'checkbox' })}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  form.setValues({ isShareholderInfo: checked, numberOfShares: checked ? Math.max(1, Number(values.numberOfShares) || 0) : 0 });
                }}
              />
            </Group>
            {form.errors.isDirectorInfo && (
              <Text c="red" size="sm" role="alert">
                {form.errors.isDirectorInfo}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Director Role"
                placeholder="e.g. Managing Director"
                required={values.isDirectorInfo}
                disabled={!values.isDirectorInfo}
                {...form.getInputProps('directorRole')}
              />
              <NumberInput
                label="Number of Shares (%)"
                required={values.isShareholderInfo}
                disabled={!values.isShareholderInfo}
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('numberOfShares')}
              />
            </SimpleGrid>

            <Title order={3} size="h5">
              Personal details
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First Name" required {...form.getInputProps('firstName')} />
              <TextInput label="Last Name" required {...form.getInputProps('lastName')} />
              <TextInput label="Email Address" type="email" required {...form.getInputProps('email')} />
              <TextInput label="Date of Birth" type="date" required max={latestBirthDate()} {...form.getInputProps('dob')} />
            </SimpleGrid>
            <PhoneField label="Phone Number" {...form.getInputProps('phone')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PlaceFields
                form={form}
                fields={{ country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence', cityName: 'cityOfResidenceName' }}
              />
              <TextInput label="Postal Code" required {...form.getInputProps('postalCode')} />
            </SimpleGrid>
            <TextInput label="Street Address" required {...form.getInputProps('streetAddress')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <RefSelect
                endpoint="countryOfResidences"
                label="Nationality"
                placeholder="Select a nationality"
                required
                searchable
                {...form.getInputProps('nationality')}
              />
              <TextInput
                label={verificationType ? VERIFICATION_LABEL[verificationType] : 'Verification Code'}
                description="BVN in Nigeria, SSN in the US, ITIN elsewhere."
                required
                {...form.getInputProps('verificationCode')}
              />
            </SimpleGrid>
            <YesNoField label="Is this person politically exposed?" {...form.getInputProps('IsPoliticallyExposed')} />

            <Title order={3} size="h5">
              Documents
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <RefSelect
                endpoint="identificationTypeById"
                label="Identification Type"
                placeholder="Select a document type"
                required
                {...form.getInputProps('identifcationType')}
              />
              <TextInput label="Identification Number" required {...form.getInputProps('identificationNumber')} />
            </SimpleGrid>
            <FileField label="Identity Document" required {...documentFieldProps(form, 'identificationDocument')} />
            <RefSelect
              endpoint="identificationTypeByPoa"
              label="Proof of Address Type"
              placeholder="Select a document type"
              required
              {...form.getInputProps('proofOfAddressIdentificationType')}
            />
            <FileField
              label="Proof of Address"
              description="Issued within the last 3 months."
              required
              {...documentFieldProps(form, 'proofOfAddressDocument')}
            />

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => void leave()}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Modal>
  );
}
