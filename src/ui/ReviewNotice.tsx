import { Alert, Text } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { formatDateTime } from './dates';

/** The reviewer's reason, at the top of the onboarding step it asks the customer to change. */
export function ReviewNotice({ reason, decidedAt }: { reason: string; decidedAt: string }) {
  return (
    <Alert color="orange" variant="light" icon={<IconMessageExclamation size={20} />} title="Changes requested by our reviewers" role="status" data-testid="review-notice">
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reason}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {formatDateTime(decidedAt)} · Change this step, then submit the last step again to send the account back for review.
      </Text>
    </Alert>
  );
}
