import { Alert, Anchor, Box, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  REVIEW_STEPS,
  type ReviewDecisionEntry,
  type ReviewDetail,
  type ReviewSection,
  type SubjectType,
} from '@/contract';
import { formatDateTime } from '@/app/wording/format';
import { useReviewDetail } from '../api/get-review-detail';
import { nameField, nameSection, nameSubject, nameValue } from '../name-labels';
import { Assignment } from './Assignment';
import { CaseFileButtons } from './CaseFileButtons';
import { AuditTrail } from './AuditTrail';
import { ChangesCard } from './ChangesCard';
import { DecisionForm } from './DecisionForm';
import { DocumentPreview } from './DocumentPreview';
import { RiskCard, ScreeningCard } from './ScreeningCard';
import { KindBadge, StatusBadge } from './StatusBadge';
import { errorText } from '@/app/wording/error-text';
import { textOr, useTranslation } from '@/app/i18n';

function SectionCard({ section }: { section: ReviewSection }) {
  const { t } = useTranslation();
  const stepLabel = section.step && t(`review.steps.${section.step}`);
  // A section named otherwise than its step (a director) names its step below.
  const namedAfterStep = !!section.step && section.title === REVIEW_STEPS[section.step].label;
  const title = nameSection(t, section);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Box>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {stepLabel && !namedAfterStep && (
            <Text size="xs" c="dimmed">
              {stepLabel}
            </Text>
          )}
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={6} component="dl" m={0}>
          {section.fields.map((field) => (
            <Box key={field.label}>
              <Text component="dt" size="xs" c="dimmed">
                {nameField(t, field)}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {nameValue(t, field.value, field.raw)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        {section.postalAddress && (
          <Box>
            <Text size="xs" c="dimmed">
              {t('review.postalAddress')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {section.postalAddress.join('\n')}
            </Text>
          </Box>
        )}
        {section.documents.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {section.documents.map((document) => (
              <DocumentPreview key={document.url} document={document} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function DecisionHistory({ decisions }: { decisions: ReviewDecisionEntry[] }) {
  const { t } = useTranslation();
  if (decisions.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('review.decisions')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('review.decisions')}
        </Title>
        {decisions.map((decision) => {
          const text = textOr(t, `review.decisionTexts.${decision.decision}`, decision.decisionText);
          return (
            <Box key={decision.decidedAt}>
              <Text size="sm" fw={600}>
                {decision.affectedSteps.length > 0
                  ? t('review.decisionWithSteps', {
                      decision: text,
                      steps: decision.affectedSteps.map((step) => t(`review.steps.${step}`)).join(', '),
                    })
                  : text}
              </Text>
              {decision.reason && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {decision.reason}
                </Text>
              )}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {decision.reviewerEmail} · {formatDateTime(decision.decidedAt)}
              </Text>
            </Box>
          );
        })}
      </Stack>
    </Card>
  );
}

function Header({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const title = nameSubject(t, detail);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <KindBadge kind={detail.kind} />
        <StatusBadge subjectType={detail.subjectType} statusId={detail.statusId} statusText={detail.statusText} />
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {detail.customerEmail}
        {detail.submittedAt && t('review.submittedOn', { date: formatDateTime(detail.submittedAt) })}
      </Text>
      <Assignment
        subjectType={detail.subjectType}
        subjectId={detail.subjectId}
        assignedTo={detail.assignedTo}
        title={title}
      />
      {detail.subjectType === 'account' && <CaseFileButtons accountId={detail.subjectId} />}
      {detail.revisionState && (
        <Text size="sm" data-testid="revision-state">
          {t(`review.revisionStates.${detail.revisionState}`)}
        </Text>
      )}
    </Stack>
  );
}

/** One submission in full: its sections and documents, the decision form while it waits, decisions and audit trail. */
export function DetailPage({ subjectType, subjectId }: { subjectType: SubjectType; subjectId: string }) {
  const { t } = useTranslation();
  const detail = useReviewDetail(subjectType, subjectId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/review" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('review.backToQueue')}
        </Group>
      </Anchor>
      {detail.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('review.loadingSubmission')}>
          <Skeleton h={36} w="60%" />
          <Skeleton h={220} />
          <Skeleton h={220} />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" title={t('review.submissionNotLoaded')}>
          <Group justify="space-between">
            <Text size="sm">{errorText(detail.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
              {t('review.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <Header detail={detail.data} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                {detail.data.changes && <ChangesCard changes={detail.data.changes} />}
                {detail.data.sections.map((section) => (
                  <SectionCard key={section.key} section={section} />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                {detail.data.screening.risk && <RiskCard risk={detail.data.screening.risk} />}
                <ScreeningCard hits={detail.data.screening.hits} />
                {detail.data.decidable ? (
                  <DecisionForm key={`${detail.data.statusId}-${detail.data.decisions.length}`} detail={detail.data} />
                ) : (
                  <Alert color="gray" title={t('review.noDecision')}>
                    {t('review.notWaiting')}
                  </Alert>
                )}
                <DecisionHistory decisions={detail.data.decisions} />
                <Card withBorder radius="md" padding="md" component="section" aria-label={t('review.auditTrail')}>
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      {t('review.auditTrail')}
                    </Title>
                    <AuditTrail subject={{ type: subjectType, id: subjectId }} />
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
