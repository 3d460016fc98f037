import type { Mail } from './index';
import {
  CRYPTO_DECIMALS,
  PAYMENT_DECISIONS,
  REVIEW_STEPS,
  type AccountDecision,
  type PaymentDecision,
  type PaymentToConfirm,
  type PaymentTypeId,
  type ReviewStepKey,
} from '../../src/contract';

/** The languages mails are written in: the user's (users.language, migration 024), English by default. */
export const MAIL_LANGUAGES = ['en', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const isMailLanguage = (value: unknown): value is MailLanguage => MAIL_LANGUAGES.includes(value as MailLanguage);

const AMOUNT_LOCALES: Record<MailLanguage, string> = { en: 'en-GB', fr: 'fr-FR' };
/** '1,250.50 CAD' (or '1 250,50 CAD'), as the app writes amounts (src/app/wording/format.ts). */
const amountIn = (language: MailLanguage, payment: PaymentToConfirm) =>
  `${new Intl.NumberFormat(AMOUNT_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: CRYPTO_DECIMALS }).format(payment.amount)} ${payment.currency}`;

const ROUTE_WORDS: Record<MailLanguage, Record<'domestic' | 'internationalWire', string>> = {
  en: {
    domestic: 'Route: domestic transfer, account in {country}, fee {fee}',
    internationalWire: 'Route: international wire (SWIFT), account in {country}, fee {fee}',
  },
  fr: {
    domestic: 'Acheminement : virement national, pays du compte : {country}, frais {fee}',
    internationalWire: 'Acheminement : virement international (SWIFT), pays du compte : {country}, frais {fee}',
  },
};

/** A payout to one's own bank account: the route and fee it was confirmed with (none for other payments). */
const routeLines = (language: MailLanguage, payment: PaymentToConfirm) => {
  if (!payment.route || !payment.bankCountry) return [];
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(payment.bankCountry) ?? payment.bankCountry;
  const fee = amountIn(language, { ...payment, amount: payment.fee ?? 0 });
  return [ROUTE_WORDS[language][payment.route].replace('{country}', country).replace('{fee}', fee)];
};

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(to: string, subject: string, lines: string[], highlight: string | undefined, footer: string): Mail {
  const text = [...lines, ...(highlight ? ['', highlight] : []), '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#212529">
${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escape(highlight)}</p>` : ''}
<p style="color:#868e96;font-size:13px">${escape(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

type SecurityChange =
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'passkeyCounterWentBack'
  | 'twoFactorOn'
  | 'twoFactorOff'
  | 'passwordChanged'
  | 'passwordReset'
  | 'removalScheduled'
  | 'removalCancelled'
  | 'removed';

/** What a review decision mail is about. */
export type DecisionSubject =
  { kind: 'account'; individual: boolean; title: string } | { kind: 'payment'; transactionId: string };
/** What was decided: on an account (or changes to an approved one, `revision`), with the steps to change; or on a payment. */
export type DecisionOutcome =
  | { kind: 'account'; decision: AccountDecision; revision: boolean; steps: ReviewStepKey[] }
  | { kind: 'payment'; decision: PaymentDecision };

interface MailTexts {
  ignoreFooter: string;
  notYouFooter: string;
  reviewFooter: string;
  signupCode: [subject: string, ...lines: string[]];
  resetCode: [subject: string, ...lines: string[]];
  registeredAgain: [subject: string, ...lines: string[]];
  contestedRegistration: [subject: string, ...lines: string[]];
  contestedFooter: string;
  paymentToken: (payment: PaymentToConfirm) => [subject: string, ...lines: string[]];
  /** The payment types' names: the app's (catalogue paymentTypes, tests/unit/payment-names.test.ts keeps them equal). */
  paymentTypes: Record<PaymentTypeId, string>;
  invitation: (inviter: string, link: string) => [subject: string, ...lines: string[]];
  invitationOfRegistered: (inviter: string) => [subject: string, ...lines: string[]];
  reviewerInvitation: (link: string) => [subject: string, ...lines: string[]];
  decisionSubject: (subject: DecisionSubject) => string;
  decisionOutcome: (outcome: DecisionOutcome) => string;
  decisionLines: (subject: string, outcome: string, reason: string, link: string) => string[];
  securityChanges: Record<SecurityChange, readonly [subject: string, line: string]>;
  handoffLink: (link: string) => [subject: string, ...lines: string[]];
  handoffFooter: string;
}

const EN: MailTexts = {
  ignoreFooter: 'If you did not ask for this, you can ignore this message.',
  notYouFooter: 'If this was not you, reset your password now and contact us.',
  reviewFooter: 'You get this message because review updates are on in your notification settings.',
  signupCode: [
    'Your verification code',
    'Welcome to Payway.',
    'Enter this 6-digit code to verify your email. It expires in 10 minutes.',
  ],
  resetCode: [
    'Your password reset code',
    'Someone asked to reset the password of this account.',
    'Enter this 6-digit code to choose a new password. It expires in 10 minutes.',
  ],
  registeredAgain: [
    'Someone tried to register with your email',
    'Someone tried to create a Payway account with this email, which already has one. Nothing was changed.',
    'If it was you, sign in, or reset your password if you forgot it.',
  ],
  contestedRegistration: [
    'Choose your password',
    'Your email is verified. While it was waiting, this email was registered more than once with different passwords, so we did not keep either.',
    'You are signed in now; to sign in later, reset your password from the sign-in page.',
  ],
  contestedFooter: 'If you did not register, reset your password so that nobody else can sign in.',
  paymentToken: (payment) => [
    'Confirm your payment request',
    'Enter this 6-digit token to confirm this payment request. It expires in 10 minutes.',
    `Amount: ${amountIn('en', payment)}`,
    `Payment type: ${EN.paymentTypes[payment.paymentTypeId as PaymentTypeId]}`,
    `Recipient: ${[payment.recipientName ?? 'yourself', payment.maskedAccount, payment.institution].filter(Boolean).join(', ')}`,
    ...routeLines('en', payment),
    'The token confirms only this request. If this is not what you asked for, do not use it.',
  ],
  paymentTypes: {
    1: 'Bank transfer',
    2: 'Money to a crypto wallet',
    3: 'Crypto to a bank account',
    4: 'Crypto to a crypto wallet',
  },
  invitation: (inviter, link) => [
    'You have been invited to Payway',
    `${inviter} invited you to work on their Payway accounts.`,
    `Choose your password here: ${link}`,
  ],
  invitationOfRegistered: (inviter) => [
    'You have been invited to Payway',
    `${inviter} invited you to work on their Payway accounts, but this email already belongs to a Payway user.`,
    'One email can belong to one Payway user only: to work on their accounts, ask them to invite another email address of yours.',
  ],
  reviewerInvitation: (link) => [
    'You are a Payway reviewer',
    'You have been given a reviewer account on Payway, to review onboarding and payment requests.',
    `Choose your password here: ${link} (enter this email; we send you a 6-digit code). Then sign in: you land on the review queue.`,
  ],
  decisionSubject: (subject) =>
    subject.kind === 'payment'
      ? `your payment request ${subject.transactionId}`
      : `your ${subject.individual ? 'individual' : 'business'} account "${subject.title}"`,
  decisionOutcome: (outcome) => {
    if (outcome.kind === 'payment') return PAYMENT_DECISIONS[outcome.decision].text;
    const steps = outcome.steps.map((step) => REVIEW_STEPS[step].label).join(', ');
    if (outcome.revision) {
      if (outcome.decision === 'approve') return 'your changes were approved and are now on file';
      if (outcome.decision === 'reject')
        return 'your changes were declined; the details approved earlier stay on file and the account stays active';
      return `changes requested in ${steps} of your proposed changes; the details approved earlier stay on file meanwhile`;
    }
    if (outcome.decision === 'approve') return 'approved; the account is active';
    if (outcome.decision === 'reject') return 'rejected';
    return `changes requested in ${steps}`;
  },
  decisionLines: (subject, outcome, reason, link) => [
    `Our reviewers have decided on ${subject}: ${outcome}.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    `See it here: ${link}`,
  ],
  securityChanges: {
    passkeyAdded: [
      'A passkey was added',
      'A passkey was added to your Payway account: it signs in and confirms payments without a code.',
    ],
    passkeyRemoved: [
      'A passkey was removed',
      'A passkey was removed from your Payway account. It no longer signs in or confirms payments.',
    ],
    passkeyCounterWentBack: [
      'A passkey of yours was refused',
      'A passkey of your Payway account was refused: its signature counter went backwards, which happens when a key was copied. If this was not an old backup of yours, remove that passkey in Settings and change your password.',
    ],
    twoFactorOn: [
      'Two-factor sign-in was turned on',
      'Sign-in to your Payway account now asks for a code from an authenticator app.',
    ],
    twoFactorOff: [
      'Two-factor sign-in was turned off',
      'Sign-in to your Payway account no longer asks for an authenticator code.',
    ],
    passwordChanged: [
      'Your password was changed',
      'The password of your Payway account was changed from your settings.',
    ],
    passwordReset: [
      'Your password was reset',
      'The password of your Payway account was reset with a code sent to this email. Two-factor sign-in, if on, stays on.',
    ],
    removalScheduled: [
      'Two-factor sign-in will be removed in 7 days',
      'A password reset asked to remove two-factor sign-in (lost authenticator). It will be removed in 7 days. To cancel, sign in with your authenticator code before then.',
    ],
    removalCancelled: [
      'The removal of two-factor sign-in was cancelled',
      'You signed in with your authenticator code, so two-factor sign-in stays on.',
    ],
    removed: [
      'Two-factor sign-in was removed',
      'The waiting period after the password reset is over: two-factor sign-in was removed. Turn it on again in Settings.',
    ],
  },
  handoffLink: (link) => [
    'Continue on your phone',
    'Open this link on your phone to photograph your document. It works once and expires in 10 minutes.',
    link,
  ],
  handoffFooter: 'If you did not ask for this, cancel it on your computer or ignore this message.',
};

const FR_STEPS: Record<ReviewStepKey, string> = {
  identity: 'Informations d’identité du client',
  otherInfo: 'Autres informations et envoi des documents',
  businessInfo: 'Informations sur l’entreprise',
  ownership: 'Administrateur(s) et actionnaire(s)',
  activity: 'Activités de l’entreprise',
  compliance: 'Conformité réglementaire',
};
const FR_PAYMENT_OUTCOMES: Record<PaymentDecision, string> = {
  approved: 'Demande approuvée',
  invalidInvoice: 'Demande en cours — facture non valide, envoyez une facture valide',
  paused: 'Demande suspendue',
  failed: 'Échec',
};

const FR: MailTexts = {
  ignoreFooter: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message.',
  notYouFooter: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant et contactez-nous.',
  reviewFooter: 'Vous recevez ce message car les notifications de vérification sont activées dans vos paramètres.',
  signupCode: [
    'Votre code de vérification',
    'Bienvenue sur Payway.',
    'Saisissez ce code à 6 chiffres pour vérifier votre adresse e-mail. Il expire dans 10 minutes.',
  ],
  resetCode: [
    'Votre code de réinitialisation du mot de passe',
    'Quelqu’un a demandé à réinitialiser le mot de passe de ce compte.',
    'Saisissez ce code à 6 chiffres pour choisir un nouveau mot de passe. Il expire dans 10 minutes.',
  ],
  registeredAgain: [
    'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    'Quelqu’un a tenté de créer un compte Payway avec cette adresse e-mail, qui en a déjà un. Rien n’a été modifié.',
    'Si c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
  ],
  contestedRegistration: [
    'Choisissez votre mot de passe',
    'Votre adresse e-mail est vérifiée. Pendant l’attente, elle a été inscrite plusieurs fois avec des mots de passe différents : nous n’en avons gardé aucun.',
    'Vous êtes connecté ; pour vous connecter plus tard, réinitialisez votre mot de passe depuis la page de connexion.',
  ],
  contestedFooter:
    'Si vous ne vous êtes pas inscrit, réinitialisez votre mot de passe pour que personne d’autre ne puisse se connecter.',
  paymentToken: (payment) => [
    'Confirmez votre demande de paiement',
    'Saisissez ce code à 6 chiffres pour confirmer cette demande de paiement. Il expire dans 10 minutes.',
    `Montant : ${amountIn('fr', payment)}`,
    `Type de paiement : ${FR.paymentTypes[payment.paymentTypeId as PaymentTypeId]}`,
    `Bénéficiaire : ${[payment.recipientName ?? 'vous-même', payment.maskedAccount, payment.institution].filter(Boolean).join(', ')}`,
    ...routeLines('fr', payment),
    'Ce code ne confirme que cette demande. Si ce n’est pas ce que vous avez demandé, ne l’utilisez pas.',
  ],
  paymentTypes: {
    1: 'Virement bancaire',
    2: 'Argent vers un portefeuille crypto',
    3: 'Crypto vers un compte bancaire',
    4: 'Crypto vers un portefeuille crypto',
  },
  invitation: (inviter, link) => [
    'Vous êtes invité sur Payway',
    `${inviter} vous a invité à travailler sur ses comptes Payway.`,
    `Choisissez votre mot de passe ici : ${link}`,
  ],
  invitationOfRegistered: (inviter) => [
    'Vous êtes invité sur Payway',
    `${inviter} vous a invité à travailler sur ses comptes Payway, mais cette adresse e-mail appartient déjà à un utilisateur Payway.`,
    'Une adresse e-mail ne peut appartenir qu’à un seul utilisateur Payway : pour travailler sur ses comptes, demandez-lui d’inviter une autre de vos adresses.',
  ],
  reviewerInvitation: (link) => [
    'Vous êtes vérificateur Payway',
    'Un compte de vérificateur Payway vous a été attribué, pour vérifier les ouvertures de compte et les demandes de paiement.',
    `Choisissez votre mot de passe ici : ${link} (saisissez cette adresse e-mail ; nous vous envoyons un code à 6 chiffres). Connectez-vous ensuite : vous arrivez sur la file de vérification.`,
  ],
  decisionSubject: (subject) =>
    subject.kind === 'payment'
      ? `votre demande de paiement ${subject.transactionId}`
      : `votre compte ${subject.individual ? 'individuel' : 'entreprise'} « ${subject.title} »`,
  decisionOutcome: (outcome) => {
    if (outcome.kind === 'payment') return FR_PAYMENT_OUTCOMES[outcome.decision];
    const steps = outcome.steps.map((step) => FR_STEPS[step]).join(', ');
    if (outcome.revision) {
      if (outcome.decision === 'approve') return 'vos modifications ont été approuvées et sont enregistrées';
      if (outcome.decision === 'reject')
        return 'vos modifications ont été refusées ; les informations approuvées auparavant restent enregistrées et le compte reste actif';
      return `modifications demandées dans ${steps} de vos changements proposés ; les informations approuvées auparavant restent enregistrées en attendant`;
    }
    if (outcome.decision === 'approve') return 'approuvé ; le compte est actif';
    if (outcome.decision === 'reject') return 'refusé';
    return `modifications demandées dans ${steps}`;
  },
  decisionLines: (subject, outcome, reason, link) => [
    `Nos vérificateurs ont statué sur ${subject} : ${outcome}.`,
    ...(reason ? [`Motif : ${reason}`] : []),
    `Voir ici : ${link}`,
  ],
  securityChanges: {
    passkeyAdded: [
      'Une clé d’accès a été ajoutée',
      'Une clé d’accès a été ajoutée à votre compte Payway : elle permet de se connecter et de confirmer les paiements sans code.',
    ],
    passkeyRemoved: [
      'Une clé d’accès a été supprimée',
      'Une clé d’accès a été supprimée de votre compte Payway. Elle ne permet plus de se connecter ni de confirmer les paiements.',
    ],
    passkeyCounterWentBack: [
      'Une de vos clés d’accès a été refusée',
      'Une clé d’accès de votre compte Payway a été refusée : son compteur de signatures a reculé, ce qui arrive quand une clé a été copiée. Si ce n’était pas une ancienne sauvegarde à vous, supprimez cette clé dans les paramètres et changez votre mot de passe.',
    ],
    twoFactorOn: [
      'La connexion en deux étapes a été activée',
      'La connexion à votre compte Payway demande désormais un code d’une application d’authentification.',
    ],
    twoFactorOff: [
      'La connexion en deux étapes a été désactivée',
      'La connexion à votre compte Payway ne demande plus de code d’authentification.',
    ],
    passwordChanged: [
      'Votre mot de passe a été modifié',
      'Le mot de passe de votre compte Payway a été modifié depuis vos paramètres.',
    ],
    passwordReset: [
      'Votre mot de passe a été réinitialisé',
      'Le mot de passe de votre compte Payway a été réinitialisé avec un code envoyé à cette adresse. La connexion en deux étapes, si elle est activée, le reste.',
    ],
    removalScheduled: [
      'La connexion en deux étapes sera supprimée dans 7 jours',
      'Une réinitialisation du mot de passe a demandé la suppression de la connexion en deux étapes (application d’authentification perdue). Elle sera supprimée dans 7 jours. Pour annuler, connectez-vous avec votre code d’authentification d’ici là.',
    ],
    removalCancelled: [
      'La suppression de la connexion en deux étapes a été annulée',
      'Vous vous êtes connecté avec votre code d’authentification : la connexion en deux étapes reste activée.',
    ],
    removed: [
      'La connexion en deux étapes a été supprimée',
      'Le délai après la réinitialisation du mot de passe est écoulé : la connexion en deux étapes a été supprimée. Réactivez-la dans les Paramètres.',
    ],
  },
  handoffLink: (link) => [
    'Continuez sur votre téléphone',
    'Ouvrez ce lien sur votre téléphone pour photographier votre document. Il ne sert qu’une fois et expire dans 10 minutes.',
    link,
  ],
  handoffFooter:
    'Si vous n’êtes pas à l’origine de cette demande, annulez-la sur votre ordinateur ou ignorez ce message.',
};

const TEXTS: Record<MailLanguage, MailTexts> = { en: EN, fr: FR };

const mail = (to: string, [subject, ...lines]: [string, ...string[]], highlight: string | undefined, footer: string) =>
  layout(to, subject, lines, highlight, footer);

export const signupCodeMail = (to: string, code: string, language: MailLanguage) =>
  mail(to, TEXTS[language].signupCode, code, TEXTS[language].ignoreFooter);

export const resetCodeMail = (to: string, code: string, language: MailLanguage) =>
  mail(to, TEXTS[language].resetCode, code, TEXTS[language].ignoreFooter);

export const registeredAgainMail = (to: string, language: MailLanguage) =>
  mail(to, TEXTS[language].registeredAgain, undefined, TEXTS[language].ignoreFooter);

export const contestedRegistrationMail = (to: string, language: MailLanguage) =>
  mail(to, TEXTS[language].contestedRegistration, undefined, TEXTS[language].contestedFooter);

/** The token and what it confirms: amount, payment type and recipient (masked account), in the user's language. */
export const paymentTokenMail = (to: string, code: string, payment: PaymentToConfirm, language: MailLanguage) =>
  mail(to, TEXTS[language].paymentToken(payment), code, TEXTS[language].ignoreFooter);

export const invitationMail = (to: string, inviter: string, link: string, language: MailLanguage) =>
  mail(to, TEXTS[language].invitation(inviter, link), undefined, TEXTS[language].ignoreFooter);

/** The invitation of an email that already has a user: the invitee learns it, the inviter's answer is the same as for any other email. */
export const invitationOfRegisteredMail = (to: string, inviter: string, language: MailLanguage) =>
  mail(to, TEXTS[language].invitationOfRegistered(inviter), undefined, TEXTS[language].ignoreFooter);

export const reviewerInvitationMail = (to: string, link: string, language: MailLanguage) =>
  mail(to, TEXTS[language].reviewerInvitation(link), undefined, TEXTS[language].ignoreFooter);

/** A reviewer's decision, to the customer: what was decided on which account or request, the reason, where to act. */
export function reviewDecisionMail(
  to: string,
  decision: { subject: DecisionSubject; outcome: DecisionOutcome; reason: string; link: string },
  language: MailLanguage,
) {
  const texts = TEXTS[language];
  const subject = texts.decisionSubject(decision.subject);
  const outcome = texts.decisionOutcome(decision.outcome);
  return layout(
    to,
    `${subject}: ${outcome}`,
    texts.decisionLines(subject, outcome, decision.reason, decision.link),
    undefined,
    texts.reviewFooter,
  );
}

/** Every change of a security setting is mailed to the owner, so a change made with a stolen session is noticed. */
export const securityChangeMail = (to: string, change: SecurityChange, language: MailLanguage) =>
  layout(
    to,
    TEXTS[language].securityChanges[change][0],
    [TEXTS[language].securityChanges[change][1]],
    undefined,
    TEXTS[language].notYouFooter,
  );

export const handoffLinkMail = (to: string, link: string, language: MailLanguage) =>
  mail(to, TEXTS[language].handoffLink(link), undefined, TEXTS[language].handoffFooter);
