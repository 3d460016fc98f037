import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/app/i18n';

interface RevisionNoticeProps {
  /** The customer's changes were submitted and wait for the reviewers: the screens are read-only. */
  underReview: boolean;
  /** The reviewers' reason when they declined the latest changes. */
  declinedReason?: string;
}

/**
 * At the top of an approved account's KYC or KYB screens, before the customer changes anything: changes are
 * reviewed again, and what was approved stays in force meanwhile (issue 24).
 */
export function RevisionNotice({ underReview, declinedReason }: RevisionNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color={underReview ? 'yellow' : 'blue'}
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={underReview ? t('onboarding.revisionUnderReviewTitle') : t('onboarding.revisionTitle')}
      mb="md"
      data-testid="revision-notice"
    >
      <Text size="sm">{underReview ? t('onboarding.revisionUnderReview') : t('onboarding.revision')}</Text>
      {declinedReason && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('onboarding.revisionDeclined', { reason: declinedReason })}
        </Text>
      )}
    </Alert>
  );
}
