import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import { OwnershipForm, type BusinessPersonFormValues, type OwnershipFormValues } from '@/contract';
import { useDraftState } from '@/offline';
import { documentFieldProps } from '@/ui/document-field-props';
import { FileField } from '@/ui/FileField';
import { StepForm } from '@/ui/StepForm';
import { savedOwnershipQuery } from '../api/get-shareholders-info';
import { blankPerson, toOwnershipRequest, type PersonKind } from '@/contract/steps/kyb-ownership/mappers';
import { peopleDraftId, personDraftId } from '../drafts/kyb-drafts';
import { useKybStepForm } from '../hooks/use-kyb-step-form';
import { nextEntryId, putEntry } from '../people';
import { PeopleTable } from './PeopleTable';
import { type KybStepProps } from './step-props';
import { useTranslation } from '@/app/i18n';

// The person form (and its phone and place fields) is its own chunk: not in the first screen's code, fetched once this
// step shows (from the service worker's cache offline), so "Add a director" opens the dialog without waiting for it.
const loadPersonModal = () => import('./PersonModal').then((module) => ({ default: module.PersonModal }));
const PersonModal = lazy(loadPersonModal);

const TITLES = {
  director: { add: 'kybPeople.addDirector', edit: 'kybPeople.editDirector' },
  shareholder: { add: 'kybPeople.addShareholder', edit: 'kybPeople.editShareholder' },
} as const satisfies Record<PersonKind, { add: string; edit: string }>;

const EMPTY: OwnershipFormValues = { ownershipStructure: null };

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
export function PeopleStep(props: KybStepProps) {
  const { account, readOnly } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = useQuery({
    ...savedOwnershipQuery(client, account.accountId ?? 0),
    enabled: account.accountId !== null,
  });
  // null: nothing changed on this device, the list is the saved one.
  const [workingList, setWorkingList, { restored }] = useDraftState<BusinessPersonFormValues[] | null>(
    peopleDraftId(account.key),
    null,
  );
  const people = workingList ?? saved.data?.people ?? [];
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [missingDirector, setMissingDirector] = useState(false);
  const { form, frame } = useKybStepForm(props, {
    step: 1,
    schema: OwnershipForm,
    empty: EMPTY,
    load: async (queryClient, accountId) =>
      (await queryClient.fetchQuery(savedOwnershipQuery(queryClient, accountId)))?.form ?? null,
    endpoint: 'saveShareholdersInfo',
    toRequest: (values, accountId) => toOwnershipRequest(values.ownershipStructure!, people, accountId),
    canSend: () => {
      const hasDirector = people.some((person) => person.isDirectorInfo);
      if (!hasDirector) setMissingDirector(true);
      return hasDirector;
    },
  });
  useEffect(() => {
    void loadPersonModal();
  }, []);

  const add = (kind: PersonKind) =>
    setModal({
      title: t(TITLES[kind].add),
      draftId: personDraftId(account.key, `new-${kind}`),
      person: blankPerson(kind, nextEntryId(people)),
      isNew: true,
    });
  const edit = (person: BusinessPersonFormValues) =>
    setModal({
      title: t(TITLES[person.isDirectorInfo ? 'director' : 'shareholder'].edit),
      draftId: personDraftId(account.key, person.id),
      person,
      isNew: false,
    });
  const keep = (person: BusinessPersonFormValues, isNew: boolean) => {
    setMissingDirector(false);
    // A new person's id is counted when it joins the list (its draft may be older than the list).
    setWorkingList(putEntry(people, isNew ? { ...person, id: nextEntryId(people) } : person));
  };

  // The modal stays outside the step's form: React events bubble through its portal.
  return (
    <>
      <StepForm {...frame} ready={frame.ready && restored} submitLabel={t('kybPeople.saveAndContinue')}>
        <Text size="sm" c="dimmed">
          {t('kybPeople.intro')}
        </Text>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => add('director')}>
            {t('kybPeople.addDirector')}
          </Button>
          <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => add('shareholder')}>
            {t('kybPeople.addShareholder')}
          </Button>
        </Group>
        <PeopleTable
          people={people}
          disabled={readOnly}
          onEdit={edit}
          onRemove={(person) => setWorkingList(people.filter((other) => other.id !== person.id))}
        />
        {missingDirector && (
          <Text c="red" size="sm" role="alert">
            {t('kybPeople.addAtLeastOneDirector')}
          </Text>
        )}
        <FileField
          label={t('kybPeople.ownershipStructure')}
          description={t('kybPeople.ownershipStructureHint')}
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
