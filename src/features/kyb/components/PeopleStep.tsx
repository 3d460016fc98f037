import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import { ADD_A_DIRECTOR_MESSAGE, OwnershipForm, type BusinessPersonFormValues, type OwnershipFormValues } from '@/contract';
import { useDraftState } from '@/offline';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { StepForm } from '@/ui/StepForm';
import { savedOwnershipQuery } from '../api/get-shareholders-info';
import { useSaveShareholdersInfo } from '../api/save-shareholders-info';
import { peopleDraftId, personDraftId, stepDraftId } from '../drafts/kyb-drafts';
import { usePrefilledForm } from '../hooks/use-prefilled-form';
import { blankPerson, nextEntryId, putEntry, type PersonKind } from '../people';
import { PeopleTable } from './PeopleTable';
import { type KybStepProps } from './step-props';
import { submitFailureText } from '@/ui/submit-failure';
import { schemaMessageText, validateWith } from '@/ui/form-validation';

// The person form (and its phone and place fields) is its own chunk: not in the first screen's code, fetched once this
// step shows (from the service worker's cache offline), so "Add a director" opens the dialog without waiting for it.
const loadPersonModal = () => import('./PersonModal').then((module) => ({ default: module.PersonModal }));
const PersonModal = lazy(loadPersonModal);

const TITLES: Record<PersonKind, { add: string; edit: string }> = {
  director: { add: 'Add a director', edit: 'Edit a director' },
  shareholder: { add: 'Add a shareholder', edit: 'Edit a shareholder' },
};

interface OpenModal {
  title: string;
  draftId: string;
  person: BusinessPersonFormValues;
  isNew: boolean;
}

/**
 * Step 1, Director(s) and Shareholder(s) Information. People are added and edited on this device only (the
 * working list, a draft) until the step is saved with the ownership structure document (type 16).
 */
export function PeopleStep({ account, readOnly, changes, onBack, onDone }: KybStepProps) {
  const stepId = stepDraftId(1, account.key);
  const client = useQueryClient();
  const saved = useQuery({ ...savedOwnershipQuery(client, account.accountId ?? 0), enabled: account.accountId !== null });
  const form = useForm<OwnershipFormValues>({
    mode: 'controlled',
    initialValues: { ownershipStructure: null },
    validate: validateWith(OwnershipForm),
  });
  const { ready, failed } = usePrefilledForm(form, {
    draftId: stepId,
    accountId: account.accountId,
    load: async (queryClient, accountId) => (await queryClient.fetchQuery(savedOwnershipQuery(queryClient, accountId)))?.form ?? null,
  });
  // null: nothing changed on this device, the list is the saved one.
  const [workingList, setWorkingList, { restored }] = useDraftState<BusinessPersonFormValues[] | null>(peopleDraftId(account.key), null);
  const people = workingList ?? saved.data?.people ?? [];
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const save = useSaveShareholdersInfo(account);
  useEffect(() => {
    void loadPersonModal();
  }, []);

  const add = (kind: PersonKind) =>
    setModal({ title: TITLES[kind].add, draftId: personDraftId(account.key, `new-${kind}`), person: blankPerson(kind, nextEntryId(people)), isNew: true });
  const edit = (person: BusinessPersonFormValues) =>
    setModal({ title: TITLES[person.isDirectorInfo ? 'director' : 'shareholder'].edit, draftId: personDraftId(account.key, person.id), person, isNew: false });
  const keep = (person: BusinessPersonFormValues, isNew: boolean) => {
    setListError(null);
    // A new person's id is counted when it joins the list (its draft may be older than the list).
    setWorkingList(putEntry(people, isNew ? { ...person, id: nextEntryId(people) } : person));
  };

  const submit = form.onSubmit((values) => {
    if (!people.some((person) => person.isDirectorInfo)) {
      setListError(schemaMessageText(ADD_A_DIRECTOR_MESSAGE));
      return;
    }
    save.mutate({ structure: values.ownershipStructure!, people }, { onSuccess: (response) => onDone(response ? 'synced' : 'queued') });
  });

  // The modal stays outside the step's form: React events bubble through its portal.
  return (
    <>
      <StepForm
        stepId={stepId}
        changes={changes}
        ready={ready && restored}
        failed={failed}
        readOnly={readOnly}
        pending={save.isPending}
        error={submitFailureText(save.error)}
        submitLabel="Save and continue"
        onSubmit={submit}
        onBack={onBack}
      >
        <Text size="sm" c="dimmed">
          Directors and shareholders are the people holding more than 25% of ownership control. Add each of them; they are sent with this step.
        </Text>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => add('director')}>
            Add a director
          </Button>
          <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => add('shareholder')}>
            Add a shareholder
          </Button>
        </Group>
        <PeopleTable
          people={people}
          disabled={readOnly}
          onEdit={edit}
          onRemove={(person) => setWorkingList(people.filter((other) => other.id !== person.id))}
        />
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <FileField
          label="Ownership Structure"
          description="A chart or document showing who owns and controls the business."
          required
          {...documentFieldProps(form, 'ownershipStructure')}
        />
      </StepForm>
      {modal && (
        <Suspense fallback={null}>
          <PersonModal
            key={modal.draftId}
            title={modal.title}
            draftId={modal.draftId}
            initialValues={modal.person}
            onSave={(person) => keep(person, modal.isNew)}
            onClose={() => setModal(null)}
          />
        </Suspense>
      )}
    </>
  );
}
