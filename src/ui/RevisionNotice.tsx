import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

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
  return (
    <Alert
      color={underReview ? 'yellow' : 'blue'}
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={underReview ? 'Your changes are being reviewed' : 'Changes are reviewed again'}
      mb="md"
      data-testid="revision-notice"
    >
      <Text size="sm">
        {underReview
          ? 'They cannot be changed now. Until a reviewer approves them, the details we approved stay on file and the account stays usable for payments.'
          : 'This account is approved. Changes you save here go to our reviewers when you submit the last step; until they approve them, the details we approved stay on file and the account stays usable for payments.'}
      </Text>
      {declinedReason && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          Your last changes were declined: {declinedReason}
        </Text>
      )}
    </Alert>
  );
}
