import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

/** The three documents accepted at sign-up (product §2), each a page of the app at /legal/{name}. */
export const LEGAL_DOCUMENT_NAMES = ['terms-of-use', 'merchant-agreement', 'privacy-policy'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENT_NAMES)[number];

export function LegalLink({ document }: { document: LegalDocumentName }) {
  const { t } = useTranslation();
  return (
    <Anchor inherit renderRoot={(props) => <Link {...props} to="/legal/$document" params={{ document }} />}>
      {t(`legal.${document}`)}
    </Anchor>
  );
}

/** 'Terms of Use, Merchant Agreement and Privacy Policy', each a link. */
export function LegalLinks() {
  return (
    <Trans
      i18nKey="legal.allThree"
      components={{
        terms: <LegalLink document="terms-of-use" />,
        agreement: <LegalLink document="merchant-agreement" />,
        privacy: <LegalLink document="privacy-policy" />,
      }}
    />
  );
}
