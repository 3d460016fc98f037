import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/app/i18n';
import { useDownloadCaseFile } from '../api/download-case-file';

/** The account's case file for an examiner: the PDF, and a ZIP of its documents. */
export function CaseFileButtons({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const download = useDownloadCaseFile(accountId);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        loading={download.isPending && download.variables === 'pdf'}
        onClick={() => download.mutate('pdf')}
      >
        {t('review.caseFilePdf')}
      </Button>
      <Button
        variant="light"
        size="xs"
        loading={download.isPending && download.variables === 'zip'}
        onClick={() => download.mutate('zip')}
      >
        {t('review.caseFileZip')}
      </Button>
      {download.isError && (
        <Text size="sm" c="red" role="alert">
          {t('review.caseFileFailed')}
        </Text>
      )}
    </Group>
  );
}
