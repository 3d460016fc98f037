import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { notify } from '@/app/notify';
import { useTranslation } from '@/app/i18n';
import { errorText } from '@/app/wording/error-text';
import { useConfirmWithPasskey } from '../api/confirm-with-passkey';
import { usePasskeyChallenge } from '../api/get-passkey-challenge';
import { confirmedNotice } from './confirmed-notice';
import { PaymentToConfirmSummary } from './PaymentToConfirmSummary';

/** A challenge this close to its end is not handed to the device: the customer may take a while to unlock it. */
const EXPIRY_MARGIN_MS = 30_000;

/** The customer closed the device's prompt or let it time out. */
const dismissed = (failure: unknown) =>
  failure instanceof Error && (failure.name === 'NotAllowedError' || failure.name === 'AbortError');

/**
 * A payment request confirmed with a passkey (issue 47): the page restates the request exactly as the server bound the
 * challenge to it, and the device signs that challenge. WebAuthn's browser library is loaded only here, when used.
 */
export function PasskeyConfirmation({
  transactionId,
  onVerified,
  onBack,
  onUseCode,
}: {
  transactionId?: string;
  onVerified: () => void;
  onBack: () => void;
  onUseCode: () => void;
}) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const challenge = usePasskeyChallenge(transactionId, online);
  const confirm = useConfirmWithPasskey();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = challenge.data;

  const confirmWithPasskey = async () => {
    if (!shown) return;
    setRefusal(null);
    setBusy(true);
    try {
      let current = shown;
      if (Date.parse(shown.expiresAt) - Date.now() < EXPIRY_MARGIN_MS) {
        const fresh = await challenge.refetch();
        if (fresh.error || !fresh.data) throw fresh.error;
        current = fresh.data;
        // Never sign what the page did not show: a request changed meanwhile is shown first.
        if (JSON.stringify(current.payment) !== JSON.stringify(shown.payment)) {
          setRefusal(t('paymentToken.requestChanged'));
          return;
        }
      }
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({
        optionsJSON: current.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      const confirmed = await confirm.mutateAsync({
        transactionId: current.transactionId,
        credential: {
          ...credential,
          response: { ...credential.response },
          clientExtensionResults: { ...credential.clientExtensionResults },
        },
      });
      notify.success(t(confirmedNotice(confirmed.paymentStatus.paymentStatusId)));
      onVerified();
    } catch (failure) {
      setRefusal(dismissed(failure) ? t('paymentToken.passkeyDismissed') : errorText(failure));
      // The challenge is spent (or was refused): the next try gets another, bound to the request as it is now.
      void challenge.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('paymentToken.passkeyIntro')}</Text>
      {challenge.isFetching && !shown && <Text size="sm">{t('paymentToken.preparing')}</Text>}
      {shown && <PaymentToConfirmSummary payment={shown.payment} />}
      {challenge.error && !busy && (
        <Alert color="yellow" role="status">
          {errorText(challenge.error)}
        </Alert>
      )}
      {refusal && (
        <Text c="red" size="sm" role="alert">
          {refusal}
        </Text>
      )}
      {!online && (
        <Alert color="yellow" role="status">
          {t('paymentToken.needsConnection')}
        </Alert>
      )}
      <Button size="lg" onClick={() => void confirmWithPasskey()} disabled={!shown || !online} loading={busy}>
        {t('paymentToken.confirmWithPasskey')}
      </Button>
      <Group justify="center" gap="xs">
        <Button variant="subtle" mih={44} onClick={onUseCode}>
          {t('paymentToken.useEmailCode')}
        </Button>
        <Button variant="subtle" mih={44} onClick={onBack}>
          {t('paymentToken.back')}
        </Button>
      </Group>
    </Stack>
  );
}
