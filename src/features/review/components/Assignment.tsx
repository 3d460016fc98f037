import { Button, Group, Text } from '@mantine/core';
import { ApiError, GENERIC_ERROR, type SubjectType } from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { useAssignReview } from '../api/assign-review';

/** Who has the case, and "Assign to me" unless the caller has it already. */
export function Assignment({ subjectType, subjectId, assignedTo, title }: { subjectType: SubjectType; subjectId: string; assignedTo: string | null; title: string }) {
  const me = useSession()?.userId;
  const assign = useAssignReview();
  const take = () =>
    assign.mutate(
      { subjectType, subjectId },
      { onError: (failure) => notify.error(failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR) },
    );
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
