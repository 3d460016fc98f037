import { useState } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/app/i18n';
import { usePasskeys } from '../api/get-passkeys';
import { EmailCodeConfirmation } from './EmailCodeConfirmation';
import { PasskeyConfirmation } from './PasskeyConfirmation';

/** Whether this browser can use passkeys at all (what @simplewebauthn/browser checks, without loading it). */
const browserHasWebAuthn = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * 'Verify it's you': a payment request confirmed with the customer's passkey when they have one and the browser can
 * use it, else (or when they choose it, as the fallback) with the 6-digit code sent by email, which is sent only
 * then. Success goes back to the payments overview.
 */
export function TokenVerificationPage({
  transactionId,
  onVerified,
  onBack,
}: {
  transactionId?: string;
  onVerified: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [byCode, setByCode] = useState(false);
  const passkeyPossible = browserHasWebAuthn() && (passkeys.data?.passkeys.length ?? 0) > 0;
  return (
    <Center py={{ base: 'md', xs: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={460}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 'h2', xs: 'h1' }}>
            {t('paymentToken.title')}
          </Title>
          {passkeys.isPending ? (
            <Text size="sm">{t('common.loading')}</Text>
          ) : passkeyPossible && !byCode ? (
            <PasskeyConfirmation
              transactionId={transactionId}
              onVerified={onVerified}
              onBack={onBack}
              onUseCode={() => setByCode(true)}
            />
          ) : (
            <EmailCodeConfirmation
              transactionId={transactionId}
              onVerified={onVerified}
              onBack={onBack}
              onUsePasskey={passkeyPossible ? () => setByCode(false) : undefined}
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
