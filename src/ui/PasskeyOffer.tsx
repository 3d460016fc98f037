import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from '@/app/i18n';
import { notify } from '@/app/notify';
import { usePasskeyOffer } from '@/app/passkeys/passkey-offer';
import { AddPasskeyDialog } from './AddPasskeyDialog';

/**
 * The offer to create a passkey, made after sign-up and after the first confirmed payment (`offerPasskey`,
 * src/app/passkeys/passkey-offer.ts): a card above the page, never a wall. "Not now" or a passkey made ends it for good.
 */
export function PasskeyOffer() {
  const { t } = useTranslation();
  const offer = usePasskeyOffer();
  const [adding, dialog] = useDisclosure(false);
  if (!offer.shown) return null;
  const added = () => {
    dialog.close();
    offer.finish();
    notify.success(t('passkeys.added'));
  };
  return (
    <Card withBorder padding="md" radius="md" mb="md" component="section" aria-labelledby="passkey-offer-title">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <IconFingerprint size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} fz="h5" id="passkey-offer-title">
            {t('passkeys.offerTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('passkeys.offerText')}
          </Text>
          <Group gap="sm">
            <Button size="sm" onClick={dialog.open}>
              {t('passkeys.offerCreate')}
            </Button>
            <Button size="sm" variant="subtle" onClick={offer.finish}>
              {t('passkeys.offerLater')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <AddPasskeyDialog opened={adding} onClose={dialog.close} onAdded={added} />
    </Card>
  );
}
