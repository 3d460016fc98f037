import { Alert, Text } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { formatDateTime } from '@/app/wording/format';
import { useTranslation } from '@/app/i18n';

interface ReviewNoticeProps {
  reason: string;
  decidedAt: string;
  /** Defaults fit an onboarding step sent back; a payment decision gives its own. */
  title?: string;
  hint?: string;
  color?: string;
}

/** The reviewer's reason: at the top of the onboarding step it asks the customer to change, or of a decided payment. */
export function ReviewNotice({ reason, decidedAt, title, hint, color = 'orange' }: ReviewNoticeProps) {
  const { t } = useTranslation();
  const shownHint = hint ?? t('onboarding.changesRequestedHint');
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconMessageExclamation size={20} />}
      title={title ?? t('onboarding.changesRequestedTitle')}
      role="status"
      data-testid="review-notice"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reason}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {formatDateTime(decidedAt)}
        {shownHint && ` · ${shownHint}`}
      </Text>
    </Alert>
  );
}
