import { Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { BusinessPersonForm, latestBirthDate, type BusinessPersonFormValues } from '@/contract';
import { useFormDraft } from '@/offline';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { HandoffStepContext } from '@/ui/handoff-step';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { VerificationFields } from '@/ui/VerificationFields';
import { YesNoField } from './YesNoField';
import { validateWith } from '@/ui/form-validation';
import { useTranslation } from '@/app/i18n';

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
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 499.98px)');
  const form = useForm<BusinessPersonFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateWith(BusinessPersonForm),
    validateInputOnBlur: true,
  });
  const draft = useFormDraft(form, { draftId });
  const values = form.getValues();

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
      {/* Its document fields hand off to the phone like a step's: the dialog's draft is the step they fill. */}
      <HandoffStepContext.Provider value={draftId}>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={!draft.restored} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('kybPeople.dialogIntro')}
              </Text>
              <Group gap="lg">
                <Checkbox label={t('kybPeople.director')} {...form.getInputProps('isDirectorInfo', { type: 'checkbox' })} />
                <Checkbox
                  label={t('kybPeople.shareholder')}
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
                  label={t('kybPeople.directorRole')}
                  placeholder={t('kybPeople.directorRoleExample')}
                  required={values.isDirectorInfo}
                  disabled={!values.isDirectorInfo}
                  {...form.getInputProps('directorRole')}
                />
                <NumberInput
                  label={t('kybPeople.numberOfShares')}
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
                {t('kybPeople.personalDetails')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('kybPeople.firstName')} required {...form.getInputProps('firstName')} />
                <TextInput label={t('kybPeople.lastName')} required {...form.getInputProps('lastName')} />
                <TextInput label={t('kybPeople.email')} type="email" required {...form.getInputProps('email')} />
                <TextInput label={t('kybPeople.dateOfBirth')} type="date" required max={latestBirthDate()} {...form.getInputProps('dob')} />
              </SimpleGrid>
              <PhoneField label={t('kybPeople.phone')} {...form.getInputProps('phone')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <PlaceFields
                  form={form}
                  fields={{ country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence', cityName: 'cityOfResidenceName' }}
                  labels={{ country: t('kybPeople.countryOfResidence'), state: t('kybPeople.stateOfResidence'), city: t('kybPeople.cityOfResidence') }}
                />
                <TextInput label={t('kybPeople.postalCode')} required {...form.getInputProps('postalCode')} />
              </SimpleGrid>
              <TextInput label={t('kybPeople.streetAddress')} required {...form.getInputProps('streetAddress')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <RefSelect
                  endpoint="countryOfResidences"
                  label={t('kybPeople.nationality')}
                  placeholder={t('kybPeople.chooseNationality')}
                  required
                  searchable
                  {...form.getInputProps('nationality')}
                />
                <VerificationFields form={form} />
              </SimpleGrid>
              <YesNoField label={t('kybPeople.politicallyExposed')} {...form.getInputProps('IsPoliticallyExposed')} />

              <Title order={3} size="h5">
                {t('kybPeople.documents')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <RefSelect
                  endpoint="identificationTypeById"
                  label={t('kybPeople.identificationType')}
                  placeholder={t('kybPeople.chooseDocumentType')}
                  required
                  {...form.getInputProps('identifcationType')}
                />
                <TextInput label={t('kybPeople.identificationNumber')} required {...form.getInputProps('identificationNumber')} />
              </SimpleGrid>
              <FileField label={t('kybPeople.identityDocument')} required {...documentFieldProps(form, 'identificationDocument')} />
              <RefSelect
                endpoint="identificationTypeByPoa"
                label={t('kybPeople.proofOfAddressType')}
                placeholder={t('kybPeople.chooseDocumentType')}
                required
                {...form.getInputProps('proofOfAddressIdentificationType')}
              />
              <FileField
                label={t('kybPeople.proofOfAddress')}
                description={t('kybPeople.proofOfAddressHint')}
                required
                {...documentFieldProps(form, 'proofOfAddressDocument')}
              />

              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => void leave()}>
                  {t('kybPeople.cancel')}
                </Button>
                <Button type="submit">{t('kybPeople.save')}</Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
      </HandoffStepContext.Provider>
    </Modal>
  );
}
