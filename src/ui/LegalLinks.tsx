import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The three documents accepted at sign-up (product §2), each a page of the app at /legal/{name}. */
export const LEGAL_TITLES = {
  'terms-of-use': 'Terms of Use',
  'merchant-agreement': 'Merchant Agreement',
  'privacy-policy': 'Privacy Policy',
} as const;
export type LegalDocumentName = keyof typeof LEGAL_TITLES;

export function LegalLink({ document }: { document: LegalDocumentName }) {
  return (
    <Anchor inherit renderRoot={(props) => <Link {...props} to="/legal/$document" params={{ document }} />}>
      {LEGAL_TITLES[document]}
    </Anchor>
  );
}

/** 'Terms of Use, Merchant Agreement and Privacy Policy', each a link. */
export function LegalLinks() {
  return (
    <>
      <LegalLink document="terms-of-use" />, <LegalLink document="merchant-agreement" /> and <LegalLink document="privacy-policy" />
    </>
  );
}
