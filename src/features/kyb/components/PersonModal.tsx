import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  BusinessPersonForm,
  isIdentityDocumentOffered,
  latestBirthDate,
  type BusinessPersonFormValues,
} from '@/contract';
import { useFormDraft } from '@/offline';
import { PostalCodeField } from '@/ui/PostalCodeField';
import { documentFieldProps } from '@/ui/document-field-props';
import { FormSections, sectionsPlacing } from '@/ui/FormSections';
import { IDENTITY_ROWS } from '@/ui/identity-rows';
import { FileField } from '@/ui/FileField';
import { HandoffStepContext } from '@/ui/handoff-step';
import { PhoneField } from '@/ui/PhoneField';
import { RefSelect } from '@/ui/RefSelect';
import { PlaceFields } from '@/ui/PlaceFields';
import { VerificationFields } from '@/ui/VerificationFields';
import { YesNoField } from './YesNoField';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';

/**
 * The entry's ids are not inputs; the shareholder box is drawn with the director's, the state and city with the
 * country of residence (PlaceFields), the verification's type with its number.
 */
type InputKey = Exclude<
  keyof BusinessPersonFormValues,
  | 'id'
  | 'personalInfoId'
  | 'isShareholderInfo'
  | 'stateOfResidence'
  | 'cityOfResidence'
  | 'cityOfResidenceName'
  | 'verificationType'
>;

const SECTIONS = sectionsPlacing<InputKey>()([
  { rows: ['isDirectorInfo', ['directorRole', 'numberOfShares']] },
  { title: 'kybPeople.personalDetails', rows: IDENTITY_ROWS },
  {
    title: 'kybPeople.documents',
    rows: [
      ['identificationType', 'identificationNumber'],
      'identificationDocument',
      'proofOfAddressIdentificationType',
      'proofOfAddressDocument',
    ],
  },
]);

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

  const inputs = {
    isDirectorInfo: (
      <>
        <Group gap="lg">
          <Checkbox label={t('kybPeople.director')} {...form.getInputProps('isDirectorInfo', { type: 'checkbox' })} />
          <Checkbox
            label={t('kybPeople.shareholder')}
            {...form.getInputProps('isShareholderInfo', { type: 'checkbox' })}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              form.setValues({
                isShareholderInfo: checked,
                numberOfShares: checked ? Math.max(1, Number(values.numberOfShares) || 0) : 0,
              });
            }}
          />
        </Group>
        {form.errors.isDirectorInfo && (
          <Text c="red" size="sm" role="alert">
            {form.errors.isDirectorInfo}
          </Text>
        )}
      </>
    ),
    directorRole: (
      <TextInput
        label={t('kybPeople.directorRole')}
        placeholder={t('kybPeople.directorRoleExample')}
        required={values.isDirectorInfo}
        disabled={!values.isDirectorInfo}
        {...form.getInputProps('directorRole')}
      />
    ),
    numberOfShares: (
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
    ),
    firstName: <TextInput label={t('kybPeople.firstName')} required {...form.getInputProps('firstName')} />,
    lastName: <TextInput label={t('kybPeople.lastName')} required {...form.getInputProps('lastName')} />,
    email: <TextInput label={t('kybPeople.email')} type="email" required {...form.getInputProps('email')} />,
    dob: (
      <TextInput
        label={t('kybPeople.dateOfBirth')}
        type="date"
        required
        max={latestBirthDate()}
        {...form.getInputProps('dob')}
      />
    ),
    phone: <PhoneField label={t('kybPeople.phone')} {...form.getInputProps('phone')} />,
    countryOfResidence: (
      <PlaceFields
        form={form}
        fields={{
          country: 'countryOfResidence',
          state: 'stateOfResidence',
          city: 'cityOfResidence',
          cityName: 'cityOfResidenceName',
        }}
        labels={{
          country: t('kybPeople.countryOfResidence'),
          state: t('kybPeople.stateOfResidence'),
          city: t('kybPeople.cityOfResidence'),
        }}
      />
    ),
    postalCode: (
      <PostalCodeField
        country={values.countryOfResidence}
        label={t('kybPeople.postalCode')}
        {...form.getInputProps('postalCode')}
      />
    ),
    streetAddress: <TextInput label={t('kybPeople.streetAddress')} required {...form.getInputProps('streetAddress')} />,
    nationality: (
      <RefSelect
        endpoint="countryOfResidences"
        label={t('kybPeople.nationality')}
        placeholder={t('kybPeople.chooseNationality')}
        required
        searchable
        {...form.getInputProps('nationality')}
      />
    ),
    verificationCode: <VerificationFields form={form} />,
    IsPoliticallyExposed: (
      <YesNoField label={t('kybPeople.politicallyExposed')} {...form.getInputProps('IsPoliticallyExposed')} />
    ),
    identificationType: (
      <RefSelect
        endpoint="identificationTypeById"
        label={t('kybPeople.identificationType')}
        placeholder={t('kybPeople.chooseDocumentType')}
        required
        keep={(item) =>
          isIdentityDocumentOffered(item.identificationTypeId, values) ||
          String(item.identificationTypeId) === String(values.identificationType)
        }
        {...form.getInputProps('identificationType')}
      />
    ),
    identificationNumber: (
      <TextInput label={t('kybPeople.identificationNumber')} required {...form.getInputProps('identificationNumber')} />
    ),
    identificationDocument: (
      <FileField
        label={t('kybPeople.identityDocument')}
        required
        {...documentFieldProps(form, 'identificationDocument')}
      />
    ),
    proofOfAddressIdentificationType: (
      <RefSelect
        endpoint="identificationTypeByPoa"
        label={t('kybPeople.proofOfAddressType')}
        placeholder={t('kybPeople.chooseDocumentType')}
        required
        {...form.getInputProps('proofOfAddressIdentificationType')}
      />
    ),
    proofOfAddressDocument: (
      <FileField
        label={t('kybPeople.proofOfAddress')}
        description={t('kybPeople.proofOfAddressHint')}
        required
        {...documentFieldProps(form, 'proofOfAddressDocument')}
      />
    ),
  } satisfies Record<InputKey, ReactNode>;

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
              <FormSections sections={SECTIONS} inputs={inputs} title={t} />

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
