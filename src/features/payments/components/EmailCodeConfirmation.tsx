import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { CODE_LENGTH } from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { errorText } from '@/app/wording/error-text';
import { formatTime } from '@/app/wording/format';
import { usePaymentToken, useResendPaymentToken } from '../api/get-payment-token';
import { useValidatePaymentToken } from '../api/validate-payment-token';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';
import { offerPasskey } from '@/app/passkeys/passkey-offer';
import { confirmedNotice } from './confirmed-notice';
import { PaymentToConfirmSummary } from './PaymentToConfirmSummary';

/** In demo-mail mode the server returns the token itself; the boxes are filled from it as on the sign-up screen. */
const prefillFrom = (token: string | undefined) => (token && /^\d{6}$/.test(token) ? token : '');

/**
 * Product §2's payment token: what the token confirms (amount, type, recipient), when it was sent, six boxes, the
 * button reads 'N digits left' and stays disabled until six are typed. Reopened while the token sent is valid, the
 * page keeps it (the server sends none again). For a customer with a passkey it is the fallback, and says so.
 */
export function EmailCodeConfirmation({
  transactionId,
  onVerified,
  onBack,
  onUsePasskey,
}: {
  transactionId?: string;
  onVerified: () => void;
  onBack: () => void;
  /** Set when the customer could confirm with a passkey instead: the code is then the fallback. */
  onUsePasskey?: () => void;
}) {
  const { t } = useTranslation();
  const email = useSession()?.userId ?? '';
  const { online } = useNetwork();
  const sent = usePaymentToken({ email, transactionId });
  const resend = useResendPaymentToken();
  const validate = useValidatePaymentToken();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const token = resend.data ?? sent.data;
  const target = token?.transactionId ?? transactionId;

  useEffect(() => {
    const prefill = prefillFrom(sent.data?.paymentToken);
    if (prefill) setCode(prefill);
  }, [sent.data]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const confirmed = await validate.mutateAsync({ email, token: code, transactionId: target });
      notify.success(t(confirmedNotice(confirmed.paymentStatus.paymentStatusId)));
      // Issue 47: a customer who confirmed by email is offered a passkey once (never again after "Not now").
      offerPasskey();
      onVerified();
    } catch (failure) {
      setRefusal(errorText(failure));
    }
  };

  const sendAgain = async () => {
    setRefusal(null);
    try {
      const result = await resend.mutateAsync({ email, transactionId: target, resend: true });
      setCode(prefillFrom(result.paymentToken));
      notify.success(t('paymentToken.newTokenOnWay'));
    } catch (failure) {
      notify.error(errorText(failure));
    }
  };

  const complete = code.length === CODE_LENGTH;
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <Text c="dimmed">
          {email ? (
            <Trans i18nKey="paymentToken.introTo" values={{ email }} components={{ b: <b /> }} />
          ) : (
            t('paymentToken.intro')
          )}
        </Text>
        {onUsePasskey && <Text size="sm">{t('paymentToken.codeIsFallback')}</Text>}
        {sent.isPending && <Text size="sm">{t('paymentToken.sending')}</Text>}
        {token && (
          <>
            <PaymentToConfirmSummary payment={token.payment} />
            <Text size="sm" role="status">
              {t('paymentToken.sentAt', {
                sentAt: formatTime(Date.parse(token.sentAt)),
                expiresAt: formatTime(Date.parse(token.expiresAt)),
              })}
            </Text>
          </>
        )}
        {sent.error && (
          <Alert color="yellow" role="status">
            {errorText(sent.error)}
          </Alert>
        )}
        <CodeBoxes
          value={code}
          onChange={(next) => {
            setCode(next);
            setRefusal(null);
          }}
          error={!!refusal}
        />
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
        <Button type="submit" size="md" disabled={!complete || !online} loading={validate.isPending}>
          {validate.isPending ? t('common.loading') : complete ? t('paymentToken.confirm') : digitsLeftLabel(code)}
        </Button>
        {onUsePasskey && (
          <Button variant="subtle" mih={44} onClick={onUsePasskey}>
            {t('paymentToken.usePasskeyInstead')}
          </Button>
        )}
        <Text size="sm" ta="center">
          {t('paymentToken.didntGetIt')}{' '}
          <Anchor component="button" type="button" onClick={() => void sendAgain()} disabled={resend.isPending}>
            {resend.isPending ? t('common.loading') : t('paymentToken.sendNew')}
          </Anchor>
          {' · '}
          <Anchor component="button" type="button" onClick={onBack}>
            {t('paymentToken.back')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
