import { Button, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { RescueCopyDialog, syncNow, unsentWork } from '@/offline';
import { WRAPPING_BUTTON } from '@/ui/wrapping-button';
import { t, useTranslation } from '@/app/i18n';

/** What sign-out does with this device's work: remove it, keep it sealed for the next sign-in here, or not sign out. */
export type SignOutChoice = 'remove' | 'keep' | null;
type Work = Awaited<ReturnType<typeof unsentWork>>;

const SEND_WAIT_MS = 30_000;

/** Sends the outbox now and waits until it is empty (true) or the wait is over (false). */
async function sendEverything(): Promise<Work> {
  syncNow();
  const until = Date.now() + SEND_WAIT_MS;
  let work = await unsentWork();
  while (work.steps > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    work = await unsentWork();
  }
  return work;
}

function SignOutChoices({ initial, choose }: { initial: Work; choose: (choice: SignOutChoice) => void }) {
  const { t } = useTranslation();
  const online = useNetwork().online;
  const [work, setWork] = useState(initial);
  const [sending, setSending] = useState(false);
  const [copy, setCopy] = useState(false);

  if (work.steps === 0) {
    return (
      <Stack>
        <Text size="sm">{t('deviceStorage.draftsText')}</Text>
        <Button color="red" onClick={() => choose('remove')}>
          {t('deviceStorage.removeDrafts')}
        </Button>
        <Button variant="default" onClick={() => choose('keep')}>
          {t('deviceStorage.keepDrafts')}
        </Button>
        <Button variant="subtle" onClick={() => choose(null)}>
          {t('deviceStorage.staySignedIn')}
        </Button>
      </Stack>
    );
  }
  const send = async () => {
    setSending(true);
    const left = await sendEverything();
    setSending(false);
    if (left.steps === 0 && left.drafts === 0) choose('remove');
    else setWork(left);
  };
  return (
    <Stack>
      <Text size="sm">
        {t('deviceStorage.unsentText', {
          steps: work.steps,
          drafts: work.drafts,
          both: work.steps > 0 && work.drafts > 0 ? t('deviceStorage.and') : '',
        })}
      </Text>
      <Button onClick={() => void send()} loading={sending} disabled={!online}>
        {t('deviceStorage.sendFirst')}
      </Button>
      {!online && (
        <Text size="sm" c="dimmed">
          {t('deviceStorage.sendOffline')}
        </Text>
      )}
      <Button variant="light" onClick={() => setCopy(true)} {...WRAPPING_BUTTON}>
        {t('deviceStorage.saveCopy')}
      </Button>
      <Button color="red" variant="outline" onClick={() => choose('remove')}>
        {t('deviceStorage.removeAndSignOut')}
      </Button>
      <Button variant="subtle" onClick={() => choose(null)}>
        {t('deviceStorage.staySignedIn')}
      </Button>
      <RescueCopyDialog mode={copy ? 'save' : null} onClose={() => setCopy(false)} />
    </Stack>
  );
}

/**
 * Asks what to do with the work this device holds before signing out (a shared computer): with steps unsent, send
 * them first, save a rescue copy or remove them; with drafts only, remove them or keep them sealed. Nothing held: 'remove'.
 */
export async function askBeforeSigningOut(): Promise<SignOutChoice> {
  const work = await unsentWork();
  if (work.steps === 0 && work.drafts === 0) return 'remove';
  return new Promise((resolve) => {
    let settled = false;
    const id = modals.open({
      title: work.steps > 0 ? t('deviceStorage.unsentTitle') : t('deviceStorage.draftsTitle'),
      children: (
        <SignOutChoices
          initial={work}
          choose={(choice) => {
            settled = true;
            modals.close(id);
            resolve(choice);
          }}
        />
      ),
      onClose: () => {
        if (!settled) resolve(null);
      },
    });
  });
}
