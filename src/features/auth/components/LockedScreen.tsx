import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusScreen } from '@/ui/StatusScreen';
import { useTranslation } from '@/app/i18n';

/** A wait as a clock shows it: 0:42, 29:05. */
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * After the third wrong try: the lock's wait counted down (when the server said how long), then that signing in is
 * possible again, and the way back to the sign-in form, a password reset and support.
 */
export default function LockedScreen({
  retryAt,
  onBackToSignIn,
}: {
  retryAt: number | null;
  onBackToSignIn: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  return (
    <StatusScreen
      kind="locked"
      title={t('auth.lockedTitle')}
      message={t('auth.lockedMessage')}
      action={
        <Stack align="center" gap="md">
          {/* The ticking clock is not read out every second; its end is (the screen is an alert). */}
          {counting ? (
            <Text fw={600} aria-live="off" data-testid="lock-wait">
              {t('auth.lockedWait', { wait: clockText(secondsLeft) })}
            </Text>
          ) : (
            retryAt !== null && (
              <Text fw={600} data-testid="lock-wait">
                {t('auth.lockedWaitOver')}
              </Text>
            )
          )}
          <Button onClick={onBackToSignIn} variant={counting ? 'default' : 'filled'}>
            {t('auth.backToSignIn')}
          </Button>
          <Group justify="center">
            <Button variant="default" component={Link} to="/initial-password-reset">
              {t('auth.resetPasswordLink')}
            </Button>
            <Button variant="default" component="a" href="mailto:support@payway.local">
              {t('auth.contactSupport')}
            </Button>
          </Group>
        </Stack>
      }
    />
  );
}
