import { Alert, Badge, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/app/wording/format';
import { useLoginActivity } from '../api/get-login-activity';
import { useTranslation, type Translate } from '@/app/i18n';
import type { LoginActivityResponse } from '@/contract';
import type * as v from 'valibot';

type SignIn = v.InferOutput<typeof LoginActivityResponse>['loginActivity'][number];

/** 'Chrome 131 sous Linux' in the page's language; a header naming nothing known is shown as it came. */
function deviceName(t: Translate, { browser, device }: SignIn) {
  if (device === null) return t('settings.unknownBrowser');
  if (device?.browser && device.system)
    return t('settings.browserOn', { browser: device.browser, system: device.system });
  return device?.browser ?? browser;
}

/** The signed-in user's latest sign-ins, as the server recorded them. */
export function LoginActivityCard() {
  const { t } = useTranslation();
  const activity = useLoginActivity();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('settings.loginActivity')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.loginActivityNote')}
        </Text>
        {activity.isPending && (
          <Stack gap="xs" aria-label={t('settings.loadingLoginActivity')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={28} />
            ))}
          </Stack>
        )}
        {activity.isError && <Alert color="red">{t('settings.refreshError')}</Alert>}
        {activity.data && activity.data.loginActivity.length === 0 && <Text size="sm">{t('settings.noSignIns')}</Text>}
        {activity.data && activity.data.loginActivity.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings.time')}</Table.Th>
                  <Table.Th>{t('settings.browser')}</Table.Th>
                  <Table.Th>{t('settings.ipAddress')}</Table.Th>
                  <Table.Th>{t('settings.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {activity.data.loginActivity.map((entry) => (
                  <Table.Tr key={`${entry.time}-${entry.ip}-${entry.succeeded}`}>
                    <Table.Td>{formatDateTime(entry.time)}</Table.Td>
                    <Table.Td>{deviceName(t, entry)}</Table.Td>
                    <Table.Td>{entry.ip}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={entry.succeeded ? 'green' : 'red'}>
                        {entry.succeeded ? t('settings.signedIn') : t('settings.failed')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
