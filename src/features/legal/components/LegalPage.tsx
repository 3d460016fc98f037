import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/ui/AuthCard';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '../documents';

/** One of the three documents accepted at sign-up, readable before signing in. */
export function LegalPage({ document }: { document: LegalDocumentName }) {
  const { t } = useTranslation();
  const { sections } = LEGAL_DOCUMENTS[document];
  return (
    <AuthCard
      title={t(`legal.${document}`)}
      footer={
        <Anchor component={Link} to="/register" fw={600}>
          Back to creating an account
        </Anchor>
      }
    >
      <Stack gap="md">
        {sections.map(([heading, text]) => (
          <Stack gap={4} key={heading}>
            <Title order={2} fz="h4">
              {heading}
            </Title>
            <Text size="sm">{text}</Text>
          </Stack>
        ))}
      </Stack>
    </AuthCard>
  );
}
