import { LEGAL_DOCUMENT_NAMES, type LegalDocumentName } from '@/ui/LegalLinks';
import type { enApp } from '@/app/locales/en/app';

type Sections<Name extends LegalDocumentName> = ReadonlyArray<keyof (typeof enApp)['legalTexts'][Name] & string>;

/**
 * The three documents a customer accepts when creating an account (product §2: Terms of Use, Merchant Agreement,
 * Privacy Policy): each a list of sections, in the order shown, whose headings and texts are in the `legalTexts`
 * catalogue area.
 */
export const LEGAL_DOCUMENTS: { [Name in LegalDocumentName]: { sections: Sections<Name> } } = {
  'terms-of-use': { sections: ['whoWeAre', 'yourAccount', 'checks', 'fairUse', 'changes'] },
  'merchant-agreement': { sections: ['covers', 'businessDetails', 'paymentRequests', 'holds', 'records'] },
  'privacy-policy': { sections: ['collected', 'why', 'protection', 'whoSees', 'rights'] },
};

export { LEGAL_DOCUMENT_NAMES, type LegalDocumentName };
