import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type AuditEvent, type SubjectType } from '@/contract';
import { formatDateTime } from '@/app/wording/format';
import { useAuditTrail } from '../api/get-audit-trail';
import { auditSummary } from '../audit-summary';
import { errorText } from '@/app/wording/error-text';
import { useTranslation } from '@/app/i18n';

function EventLine({ event, withSubject }: { event: AuditEvent; withSubject: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {auditSummary(event, t)}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge size="xs" variant="light" color={event.actorRole === 'reviewer' ? 'violet' : 'gray'}>
          {t(`review.roles.${event.actorRole}`)}
        </Badge>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {event.actorEmail} · {formatDateTime(event.at)}
        </Text>
        {withSubject && (
          <Anchor
            size="xs"
            renderRoot={(props) => (
              <Link
                to="/review/$subjectType/$subjectId"
                params={{ subjectType: event.subjectType, subjectId: event.subjectId }}
                {...props}
              />
            )}
          >
            {t(`review.subjectTypes.${event.subjectType}`)} {event.subjectId}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** The audit trail: of one submission (oldest first), or of everything (newest first). Read-only. */
export function AuditTrail({ subject }: { subject?: { type: SubjectType; id: string } }) {
  const { t } = useTranslation();
  const trail = useAuditTrail(subject);
  if (trail.isPending) return <Skeleton h={120} aria-label={t('review.loadingAudit')} />;
  if (trail.isError) return <Alert color="red">{errorText(trail.error)}</Alert>;
  if (trail.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('review.nothingRecorded')}
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={t('review.auditTrail')}>
      {trail.data.map((event) => (
        <Timeline.Item key={event.id} color={event.actorRole === 'reviewer' ? 'violet' : 'gray'}>
          <EventLine event={event} withSubject={!subject} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
