import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { MrzFindings } from '@/contract';
import { formatDate } from '@/app/wording/format';
import { useTranslation } from '@/app/i18n';

const CHECKS = ['documentNumber', 'dateOfBirth', 'expiryDate', 'composite'] as const;

/**
 * What the customer's device read in an identity document's machine-readable zone: each field typed against read with
 * its match, the check digits' results and the expiry date; or that it could not be read. Labelled as the device's.
 */
export function MrzEvidence({ findings }: { findings: MrzFindings }) {
  const { t } = useTranslation();
  if (findings.status === 'notRead') {
    return (
      <Alert color="gray" p="xs" data-device-mrz="notRead">
        {t('review.mrz.notRead')}
      </Alert>
    );
  }
  const shown = (field: string, value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && field === 'dateOfBirth' ? formatDate(value) : value;
  return (
    <Stack gap={4} data-device-mrz="read">
      <Text size="sm" fw={600}>
        {t('review.mrz.title')} ({findings.format})
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table striped withTableBorder fz={{ base: 'xs', xs: 'sm' }} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('review.mrz.field')}</Table.Th>
              <Table.Th>{t('review.mrz.typed')}</Table.Th>
              <Table.Th>{t('review.mrz.read')}</Table.Th>
              <Table.Th>{t('review.mrz.match')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {findings.comparisons.map(({ field, typed, read, matches }) => (
              <Table.Tr key={field} data-field={field} data-matches={matches}>
                <Table.Td>{t(`review.mrz.fields.${field}`)}</Table.Td>
                <Table.Td>
                  {typed === null ? (
                    <Text span c="dimmed" inherit>
                      {t('review.mrz.notAsked')}
                    </Text>
                  ) : (
                    shown(field, typed)
                  )}
                </Table.Td>
                <Table.Td>{shown(field, read)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" c={matches ? 'green.8' : 'red.8'}>
                    {matches ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
                    {matches ? t('review.mrz.matches') : t('review.mrz.differs')}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs">
        {t('review.mrz.checks')}:{' '}
        {CHECKS.map((check) =>
          t(findings.checks[check] ? 'review.mrz.checkValid' : 'review.mrz.checkInvalid', {
            field: t(`review.mrz.fields.${check}`),
          }),
        ).join(' · ')}
        {findings.expiryDate && ` · ${t('review.mrz.expires', { date: formatDate(findings.expiryDate) })}`}
      </Text>
    </Stack>
  );
}
