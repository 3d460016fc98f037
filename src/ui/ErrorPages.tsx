import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@/contract';
import { useTranslation } from '@/app/i18n';
import { errorText } from '@/app/wording/error-text';

/** Product §2, route *: the 404 page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Title order={2}>{t('errorPages.notFoundTitle')}</Title>
        <Text c="dimmed">{t('errorPages.notFoundText')}</Text>
        <Button onClick={() => window.history.back()}>{t('errorPages.goBack')}</Button>
      </Stack>
    </Center>
  );
}

/** Product §8: the fallback for an unhandled routing error. */
export function UnexpectedErrorPage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1}>{t('errorPages.unexpectedTitle')}</Title>
        <Text c="dimmed">
          {error instanceof ApiError
            ? errorText(error)
            : error instanceof Error
              ? error.message
              : t('errorPages.somethingWentWrong')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('errorPages.reload')}</Button>
      </Stack>
    </Center>
  );
}
