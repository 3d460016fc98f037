import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '@/ui/AuthCard';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '../documents';
import { textOr, useTranslation } from '@/app/i18n';

/** One of the three documents accepted at sign-up, readable before signing in. */
export function LegalPage({ document }: { document: LegalDocumentName }) {
  const { t } = useTranslation();
  const sections: readonly string[] = LEGAL_DOCUMENTS[document].sections;
  return (
    <AuthCard
      title={t(`legal.${document}`)}
      footer={
        <Anchor component={Link} to="/register" fw={600}>
          {t('legalTexts.backToRegister')}
        </Anchor>
      }
    >
      <Stack gap="md">
        {sections.map((section) => (
          <Stack gap={4} key={section}>
            <Title order={2} fz="h4">
              {textOr(t, `legalTexts.${document}.${section}.heading`, section)}
            </Title>
            <Text size="sm">{textOr(t, `legalTexts.${document}.${section}.text`, '')}</Text>
          </Stack>
        ))}
      </Stack>
    </AuthCard>
  );
}
