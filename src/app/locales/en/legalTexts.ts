/**
 * The three documents a customer accepts when creating an account (product §2), written by us in plain words: each
 * a list of sections, in the order shown, and the link back to the sign-up form.
 */
export const legalTexts = {
  backToRegister: 'Back to creating an account',
  'terms-of-use': {
    whoWeAre: {
      heading: 'Who we are',
      text: 'Payway lets individuals and businesses open accounts, prove who they are (KYC and KYB) and send payment requests. These terms apply whenever you use the app or its API.',
    },
    yourAccount: {
      heading: 'Your account',
      text: 'Give true, complete details and keep them up to date. Keep your password and codes to yourself: anything done with them counts as done by you. Tell us at once if you think someone else used your account.',
    },
    checks: {
      heading: 'Checks and reviews',
      text: 'Our reviewers check every account and payment request. We may ask for more documents, ask for changes, or refuse an account or a request when the law or our risk rules require it, and we tell you why when we are allowed to.',
    },
    fairUse: {
      heading: 'Fair use',
      text: 'Do not use Payway for anything illegal, to hide where money comes from, to pay sanctioned people, or to attack or overload the service.',
    },
    changes: {
      heading: 'Changes and ending',
      text: 'We may change these terms; we tell you before a change takes effect. You may close your account at any time; we keep records as long as the law requires.',
    },
  },
  'merchant-agreement': {
    covers: {
      heading: 'What it covers',
      text: 'This agreement applies to business accounts (KYB) and to every payment request a business makes through Payway.',
    },
    businessDetails: {
      heading: 'Your business details',
      text: 'You confirm that the business information, its directors and shareholders and its documents are true and that you may act for the business.',
    },
    paymentRequests: {
      heading: 'Payment requests',
      text: 'A request is sent only once you confirm it with your password and a one-time token. You attach a real invoice for each request and pay only for lawful goods and services.',
    },
    holds: {
      heading: 'Reviews and holds',
      text: 'We review requests before they are paid and may hold, refuse or ask for changes to a request, for example when its invoice does not match it.',
    },
    records: {
      heading: 'Records',
      text: 'Keep the records behind each request (invoices, contracts) for at least five years and show them to us when asked.',
    },
  },
  'privacy-policy': {
    collected: {
      heading: 'What we collect',
      text: 'Your contact details, identity details and documents, your business details if you open a business account, your payment requests, and the sign-in history of your account (time, device and address).',
    },
    why: {
      heading: 'Why',
      text: 'To open and run your accounts, to meet the identity and anti-money-laundering checks the law requires, to keep your account safe, and to answer you.',
    },
    protection: {
      heading: 'How we protect it',
      text: 'Connections are encrypted, passwords are stored only as a secure hash, documents are stored encrypted, and only our reviewers can open them. What you type in the app stays on your device until it is sent and is wiped when you sign out.',
    },
    whoSees: {
      heading: 'Who sees it',
      text: 'Our review team, and authorities or partners only when the law requires it. We do not sell your data.',
    },
    rights: {
      heading: 'Your rights',
      text: 'You may ask for a copy of your data, ask us to correct it, or ask us to delete it once the law no longer requires us to keep it.',
    },
  },
};
