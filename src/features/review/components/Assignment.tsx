import { Button, Group, Text } from '@mantine/core';
import { type SubjectType } from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { useAssignReview } from '../api/assign-review';
import { errorText } from '@/app/wording/error-text';
import { useTranslation } from '@/app/i18n';

/** Who has the case, and "Assign to me" unless the caller has it already. */
export function Assignment({
  subjectType,
  subjectId,
  assignedTo,
  title,
}: {
  subjectType: SubjectType;
  subjectId: string;
  assignedTo: string | null;
  title: string;
}) {
  const { t } = useTranslation();
  const me = useSession()?.userId;
  const assign = useAssignReview();
  const take = () =>
    assign.mutate({ subjectType, subjectId }, { onError: (failure) => notify.error(errorText(failure)) });
  return (
    <Group gap="xs" wrap="wrap" data-testid="assignment">
      <Text size="sm" c={assignedTo ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {assignedTo
          ? assignedTo === me
            ? t('review.assignedToYou')
            : t('review.assignedTo', { user: assignedTo })
          : t('review.notAssigned')}
      </Text>
      {assignedTo !== me && (
        <Button
          size="compact-sm"
          variant="light"
          loading={assign.isPending}
          onClick={take}
          aria-label={t('review.assignToMeLabel', { title })}
        >
          {t('review.assignToMe')}
        </Button>
      )}
    </Group>
  );
}
