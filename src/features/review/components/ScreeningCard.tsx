import { Alert, Badge, Box, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  HIT_DECISIONS,
  HitDecisionRequest,
  REASON_MAX,
  type AccountRisk,
  type HitDecision,
  type ScreeningHit,
} from '@/contract';
import { notify } from '@/app/notify';
import { formatDateTime } from '@/app/wording/format';
import { useRefusal } from '@/ui/use-refusal';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';
import { useDecideScreeningHit } from '../api/decide-screening-hit';

const RISK_COLOURS = { low: 'green', medium: 'yellow', high: 'red' } as const;

/** An account's risk level and what makes it so; a high one needs two reviewers' approvals. */
export function RiskCard({ risk }: { risk: AccountRisk }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('review.screening.risk')}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} fz="lg">
            {t('review.screening.risk')}
          </Title>
          <Badge color={RISK_COLOURS[risk.level]} data-testid="risk-level">
            {t(`review.screening.levels.${risk.level}`)}
          </Badge>
        </Group>
        {risk.factors.length > 0 && (
          <Text size="sm">{risk.factors.map((factor) => t(`review.screening.factors.${factor}`)).join(' · ')}</Text>
        )}
        {risk.level === 'high' && (
          <Text size="sm" c="dimmed">
            {risk.firstApproval
              ? t('review.screening.firstApprovalBy', {
                  reviewer: risk.firstApproval.reviewerEmail,
                  date: formatDateTime(risk.firstApproval.approvedAt),
                })
              : t('review.screening.fourEyes')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function HitForm({ hit }: { hit: ScreeningHit }) {
  const { t } = useTranslation();
  const decide = useDecideScreeningHit();
  const form = useForm<{ decision: string; reason: string }>({
    initialValues: { decision: '', reason: '' },
    validate: (values) => validateWith(HitDecisionRequest)({ hitId: hit.id, ...values }),
  });
  const refusal = useRefusal(form);
  const submit = form.onSubmit(async (values) => {
    refusal.clear();
    try {
      await decide.mutateAsync({ hitId: hit.id, decision: values.decision as HitDecision, reason: values.reason });
      notify.success(t(`review.screening.saved.${values.decision as HitDecision}`));
    } catch (failure) {
      refusal.show(failure);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {refusal.text && (
          <Alert color="red" role="alert">
            {refusal.text}
          </Alert>
        )}
        <Radio.Group label={t('review.screening.verdict')} required {...form.getInputProps('decision')}>
          <Group gap="md" mt={4}>
            {HIT_DECISIONS.map((decision) => (
              <Radio key={decision} value={decision} label={t(`review.screening.decisions.${decision}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('review.screening.reason')}
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Button
          type="submit"
          size="xs"
          loading={decide.isPending}
          color={form.values.decision === 'trueMatch' ? 'red' : undefined}
        >
          {t('review.screening.save')}
        </Button>
      </Stack>
    </form>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/**
 * The sanctions screening hits of the account's people or the payment's recipient, each beside the person: the list
 * entry (aliases, programmes), the score and what matched; an open hit takes the reviewer's verdict with a reason.
 */
export function ScreeningCard({ hits }: { hits: ScreeningHit[] }) {
  const { t } = useTranslation();
  const none = t('review.screening.none');
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : none);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('review.screening.title')}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('review.screening.title')}
        </Title>
        {hits.length === 0 && <Text size="sm">{t('review.screening.noHit')}</Text>}
        {hits.map((hit) => (
          <Box
            key={hit.id}
            data-testid="screening-hit"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}
          >
            <Stack gap={4}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {t(`review.screening.kinds.${hit.personKind}`)}: {hit.person.name}
                </Text>
                <Badge color={hit.state === 'open' ? 'orange' : hit.state === 'trueMatch' ? 'red' : 'gray'}>
                  {t(`review.screening.states.${hit.state}`)}
                </Badge>
              </Group>
              <Line
                label={t('review.screening.entry')}
                value={`${hit.entry.caption} (${hit.listName} ${hit.listVersion}, ${hit.entryId})`}
              />
              <Line label={t('review.screening.aliases')} value={list(hit.entry.aliases)} />
              <Line label={t('review.screening.programmes')} value={list(hit.entry.programs)} />
              <Line label={t('review.screening.score')} value={`${Math.round(hit.score * 100)} %`} />
              <Line
                label={t('review.screening.matched')}
                value={[
                  t('review.screening.nameMatched', {
                    name: hit.reasons.matchedName,
                    score: Math.round(hit.reasons.nameScore * 100),
                  }),
                  t(`review.screening.birthDate.${hit.reasons.birthDate}`, { dates: list(hit.entry.birthDates) }),
                  t(`review.screening.country.${hit.reasons.country}`, { countries: list(hit.entry.countries) }),
                ].join(' · ')}
              />
              {hit.state === 'open' ? (
                <HitForm hit={hit} />
              ) : (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {hit.decisionReason} — {hit.decidedBy} · {hit.decidedAt && formatDateTime(hit.decidedAt)}
                </Text>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
