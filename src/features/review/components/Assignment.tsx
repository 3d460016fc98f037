import { Button, Group, Text } from '@mantine/core';
import { type SubjectType } from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { useAssignReview } from '../api/assign-review';
import { errorText } from '@/ui/error-text';

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
  const me = useSession()?.userId;
  const assign = useAssignReview();
  const take = () => assign.mutate({ subjectType, subjectId }, { onError: (failure) => notify.error(errorText(failure)) });
  return (
    <Group gap="xs" wrap="wrap" data-testid="assignment">
      <Text size="sm" c={assignedTo ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {assignedTo ? (assignedTo === me ? 'Assigned to you' : `Assigned to ${assignedTo}`) : 'Not assigned'}
      </Text>
      {assignedTo !== me && (
        <Button size="compact-sm" variant="light" loading={assign.isPending} onClick={take} aria-label={`Assign to me: ${title}`}>
          Assign to me
        </Button>
      )}
    </Group>
  );
}
