import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { ApiError, CODE_LENGTH, GENERIC_ERROR } from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { usePaymentToken, useResendPaymentToken } from '../api/get-payment-token';
import { useValidatePaymentToken } from '../api/validate-payment-token';

/** In demo-mail mode the server returns the token itself; the boxes are filled from it as on the sign-up screen. */
const prefillFrom = (token: string | undefined) => (token && /^\d{6}$/.test(token) ? token : '');

/**
 * Product §2's payment token page: 'Verify it's you', six boxes, the button reads 'N digits left' and stays disabled
 * until six are typed. The token confirms the request; success goes back to the payments overview.
 */
export function TokenVerificationPage({ transactionId, onVerified, onBack }: { transactionId?: string; onVerified: () => void; onBack: () => void }) {
  const email = useSession()?.userId ?? '';
  const { online } = useNetwork();
  const sent = usePaymentToken({ email, transactionId });
  const resend = useResendPaymentToken();
  const validate = useValidatePaymentToken();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = sent.data?.transactionId ?? transactionId;

  useEffect(() => {
    const prefill = prefillFrom(sent.data?.paymentToken);
    if (prefill) setCode(prefill);
  }, [sent.data]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const confirmed = await validate.mutateAsync({ email, token: code, transactionId: target });
      notify.success(confirmed.message);
      onVerified();
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR);
    }
  };

  const sendAgain = async () => {
    setRefusal(null);
    try {
      const result = await resend.mutateAsync({ email, transactionId: target });
      setCode(prefillFrom(result.paymentToken));
      notify.success('A new payment token is on its way.');
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR);
    }
  };

  const complete = code.length === CODE_LENGTH;
  return (
    <Center py={{ base: 'md', xs: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={460}>
        <form onSubmit={submit}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 'h2', xs: 'h1' }}>
                Verify it's you
              </Title>
              <Text c="dimmed">
                Enter the 6-digit payment token we sent to your email
                {email ? (
                  <>
                    {' '}
                    (<b>{email}</b>)
                  </>
                ) : null}{' '}
                to confirm your payment request.
              </Text>
            </Stack>
            {sent.isPending && <Text size="sm">Sending your payment token...</Text>}
            {sent.error && (
              <Alert color="yellow" role="status">
                {sent.error instanceof ApiError ? sent.error.errorMessage : sent.error.message}
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
                Confirming a payment needs a connection. Connect to the internet and try again.
              </Alert>
            )}
            <Button type="submit" size="md" disabled={!complete || !online} loading={validate.isPending}>
              {validate.isPending ? 'Loading...' : complete ? 'Confirm Payment' : digitsLeftLabel(code)}
            </Button>
            <Text size="sm" ta="center">
              Didn't get it?{' '}
              <Anchor component="button" type="button" onClick={sendAgain} disabled={resend.isPending}>
                {resend.isPending ? 'Loading...' : 'Send a new token'}
              </Anchor>
              {' · '}
              <Anchor component="button" type="button" onClick={onBack}>
                Back to payments
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
