import { Alert, Anchor, Button, Center, Stack } from '@mantine/core';
import { CODE_LENGTH } from '@/contract';
import { AuthCard } from '@/ui/AuthCard';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { useTranslation } from '@/app/i18n';

interface TwoFactorStepProps {
  code: string;
  error: string | null;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  onBack: () => void;
}

/** Sign-in's second step when two-factor sign-in is on: the authenticator's 6-digit code. */
export default function TwoFactorStep({ code, error, onCodeChange, onVerify, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.twoFactorTitle')}
      subtitle={t('auth.twoFactorSubtitle')}
      footer={
        <Anchor component="button" type="button" onClick={onBack}>
          {t('auth.backToSignIn')}
        </Anchor>
      }
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Center>
          <CodeBoxes value={code} onChange={onCodeChange} error={!!error && code.length === 0} />
        </Center>
        <Button fullWidth size="md" disabled={code.length !== CODE_LENGTH} onClick={onVerify}>
          {code.length === CODE_LENGTH ? t('auth.verify') : digitsLeftLabel(code)}
        </Button>
      </Stack>
    </AuthCard>
  );
}
