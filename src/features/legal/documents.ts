import { LEGAL_DOCUMENT_NAMES, type LegalDocumentName } from '@/ui/LegalLinks';

/**
 * The three documents a customer accepts when creating an account (product §2: Terms of Use, Merchant Agreement,
 * Privacy Policy), written by us in plain words. Each is a list of sections shown by LegalPage.
 */
export const LEGAL_DOCUMENTS: Record<LegalDocumentName, { sections: ReadonlyArray<readonly [string, string]> }> = {
  'terms-of-use': {
    sections: [
      [
        'Who we are',
        'Payway lets individuals and businesses open accounts, prove who they are (KYC and KYB) and send payment requests. These terms apply whenever you use the app or its API.',
      ],
      [
        'Your account',
        'Give true, complete details and keep them up to date. Keep your password and codes to yourself: anything done with them counts as done by you. Tell us at once if you think someone else used your account.',
      ],
      [
        'Checks and reviews',
        'Our reviewers check every account and payment request. We may ask for more documents, ask for changes, or refuse an account or a request when the law or our risk rules require it, and we tell you why when we are allowed to.',
      ],
      ['Fair use', 'Do not use Payway for anything illegal, to hide where money comes from, to pay sanctioned people, or to attack or overload the service.'],
      [
        'Changes and ending',
        'We may change these terms; we tell you before a change takes effect. You may close your account at any time; we keep records as long as the law requires.',
      ],
    ],
  },
  'merchant-agreement': {
    sections: [
      ['What it covers', 'This agreement applies to business accounts (KYB) and to every payment request a business makes through Payway.'],
      [
        'Your business details',
        'You confirm that the business information, its directors and shareholders and its documents are true and that you may act for the business.',
      ],
      [
        'Payment requests',
        'A request is sent only once you confirm it with your password and a one-time token. You attach a real invoice for each request and pay only for lawful goods and services.',
      ],
      [
        'Reviews and holds',
        'We review requests before they are paid and may hold, refuse or ask for changes to a request, for example when its invoice does not match it.',
      ],
      ['Records', 'Keep the records behind each request (invoices, contracts) for at least five years and show them to us when asked.'],
    ],
  },
  'privacy-policy': {
    sections: [
      [
        'What we collect',
        'Your contact details, identity details and documents, your business details if you open a business account, your payment requests, and the sign-in history of your account (time, device and address).',
      ],
      [
        'Why',
        'To open and run your accounts, to meet the identity and anti-money-laundering checks the law requires, to keep your account safe, and to answer you.',
      ],
      [
        'How we protect it',
        'Connections are encrypted, passwords are stored only as a secure hash, documents are stored encrypted, and only our reviewers can open them. What you type in the app stays on your device until it is sent and is wiped when you sign out.',
      ],
      ['Who sees it', 'Our review team, and authorities or partners only when the law requires it. We do not sell your data.'],
      ['Your rights', 'You may ask for a copy of your data, ask us to correct it, or ask us to delete it once the law no longer requires us to keep it.'],
    ],
  },
};

export { LEGAL_DOCUMENT_NAMES, type LegalDocumentName };
