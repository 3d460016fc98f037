/**
 * The words of the case file's PDF (server/services/compliance/case-file-pdf.ts) in each language the server writes in,
 * kept here beside the mails' (templates.ts). The labels, section titles, steps, values, statuses, decisions and
 * screening words are the back office's: English from the contract (src/contract/review-labels.ts, as the app's English
 * catalogue), French as the app's catalogue (src/app/locales/fr.po) writes them; tests/unit/case-file-texts.test.ts
 * keeps both equal to the app's catalogues.
 */
import {
  ACCOUNT_STATUS_TEXT,
  INDIVIDUAL_STATUS,
  PAYMENT_DECISIONS,
  REVIEW_STEPS,
  type AccountDecision,
  type PaymentDecision,
  type AccountStatusKind,
  type HIT_STATES,
  type PERSON_KINDS,
  type ReviewStepKey,
  type VerificationType,
} from '../../src/contract';
import {
  AUDIT_SUMMARY_TEXTS,
  REVIEW_DOCUMENT_LABELS,
  SCREENING_HIT_TEXTS,
  REVIEW_FIELD_LABELS,
  REVIEW_SECTION_TITLES,
  REVIEW_VALUE_TEXTS,
  type ReviewDocumentKey,
  type ReviewFieldKey,
  type ReviewSectionTitleKey,
} from '../../src/contract/review-labels';
import { FRENCH_LIST_NAMES, type ListNames } from './case-file-list-names';
import type { MailLanguage } from './templates';

type PersonKind = (typeof PERSON_KINDS)[number];
type HitState = (typeof HIT_STATES)[number];

export interface CaseFileTexts {
  /** Reference lists' items by id; an item missing is written with the server's (English) name. */
  listNames: ListNames;
  title: string;
  account: string;
  kind: { individual: string; business: string };
  customer: string;
  status: string;
  submitted: string;
  generated: string;
  by: string;
  asSubmitted: string;
  revisions: string;
  noRevision: string;
  revisedBefore: string;
  revisedNow: string;
  documents: string;
  noDocument: string;
  type: string;
  size: string;
  bytes: string;
  uploaded: string;
  replaced: string;
  photoFindings: string;
  none: string;
  mrz: string;
  mrzNotRead: string;
  mrzRead: string;
  mrzChecks: string;
  mrzMismatch: string;
  screening: string;
  noScreening: string;
  decisions: string;
  noDecision: string;
  reason: string;
  steps: string;
  audit: string;
  chainHead: string;
  row: string;
  hash: string;
  prev: string;
  transliterated: string;
  page: string;
  ok: string;
  wrong: string;
  /** The back office's words (app catalogue areas reviewFields, review.steps, accountStatus, review.decisionTexts, review.screening). */
  fieldLabels: Record<ReviewFieldKey, string>;
  documentLabels: Record<ReviewDocumentKey, string>;
  sectionTitles: Record<ReviewSectionTitleKey, string>;
  stepNames: Record<ReviewStepKey, string>;
  values: Record<Exclude<keyof typeof REVIEW_VALUE_TEXTS, 'years' | 'verificationTypes'>, string> & {
    verificationTypes: Record<VerificationType, string>;
    years: (count: number) => string;
  };
  statuses: Record<AccountStatusKind, string>;
  decisionNames: Record<AccountDecision | PaymentDecision, string>;
  /**
   * An audit row in words (app catalogue area review.audit), as describeEvent (services/compliance/audit-trail.ts)
   * writes it.
   */
  auditSummaries: {
    stepSaved: string;
    stepSavedProposed: string;
    submitted: string;
    submittedChanges: string;
    firstSave: string;
    nothingChanged: string;
    changed: string;
    approved: string;
    approvedChanges: string;
    rejected: string;
    rejectedChanges: string;
    changesRequested: string;
    changesRequestedOfChanges: string;
    paymentCreated: string;
    paymentConfirmed: string;
    paymentConfirmedWithPasskey: string;
    paymentReleased: string;
    accountClosed: string;
    paymentCancelled: string;
    paymentDecided: string;
    withReason: string;
    caseFileDownloaded: { pdf: string; zip: string };
    screeningHitDecided: string;
    firstApproval: string;
  };
  hits: {
    kinds: Record<PersonKind, string>;
    states: Record<HitState, string>;
    entry: string;
    aliases: string;
    programmes: string;
    score: string;
    matched: string;
    nameMatched: string;
    birthDate: Record<'same' | 'sameYear' | 'different' | 'unknown', string>;
    country: Record<'same' | 'different' | 'unknown', string>;
  };
}

const EN: CaseFileTexts = {
  listNames: {},
  title: 'Case file',
  account: 'Account',
  kind: { individual: 'Individual', business: 'Business' },
  customer: 'Customer',
  status: 'Status',
  submitted: 'Submitted',
  generated: 'Generated',
  by: 'by',
  asSubmitted: 'Fields as submitted',
  revisions: 'Revisions',
  noRevision: 'No revision since the first submission.',
  revisedBefore: 'Revised, as decided on',
  revisedNow: 'Revised, now on file',
  documents: 'Documents',
  noDocument: 'No document.',
  type: 'Type',
  size: 'Size',
  bytes: 'bytes',
  uploaded: 'Uploaded',
  replaced: 'Replaced',
  photoFindings: "Device's photo findings",
  none: 'none',
  mrz: 'MRZ',
  mrzNotRead: 'not read',
  mrzRead: 'read',
  mrzChecks: 'check digits',
  mrzMismatch: 'differs from what was typed',
  screening: 'Screening hits',
  noScreening: 'No screening hit.',
  decisions: 'Decisions',
  noDecision: 'No decision yet.',
  reason: 'Reason',
  steps: 'Steps to change',
  audit: 'Audit trail and chain hashes',
  chainHead: 'Chain head when generated',
  row: 'row',
  hash: 'hash',
  prev: 'previous',
  transliterated: '(transliterated)',
  page: 'Page',
  ok: 'right',
  wrong: 'wrong',
  fieldLabels: REVIEW_FIELD_LABELS,
  documentLabels: REVIEW_DOCUMENT_LABELS,
  sectionTitles: REVIEW_SECTION_TITLES,
  stepNames: {
    identity: REVIEW_STEPS.identity.label,
    otherInfo: REVIEW_STEPS.otherInfo.label,
    businessInfo: REVIEW_STEPS.businessInfo.label,
    ownership: REVIEW_STEPS.ownership.label,
    activity: REVIEW_STEPS.activity.label,
    compliance: REVIEW_STEPS.compliance.label,
  },
  values: { ...REVIEW_VALUE_TEXTS, years: (count) => (count === 1 ? `${count} year` : `${count} years`) },
  statuses: {
    pending: ACCOUNT_STATUS_TEXT[INDIVIDUAL_STATUS.pending],
    incomplete: ACCOUNT_STATUS_TEXT[INDIVIDUAL_STATUS.incomplete],
    active: ACCOUNT_STATUS_TEXT[INDIVIDUAL_STATUS.active],
    rejected: ACCOUNT_STATUS_TEXT[INDIVIDUAL_STATUS.rejected],
    changesRequested: ACCOUNT_STATUS_TEXT[INDIVIDUAL_STATUS.changesRequested],
  },
  decisionNames: {
    approve: 'Approved',
    reject: 'Rejected',
    requestChanges: ACCOUNT_STATUS_TEXT[INDIVIDUAL_STATUS.changesRequested],
    approved: PAYMENT_DECISIONS.approved.text,
    invalidInvoice: PAYMENT_DECISIONS.invalidInvoice.text,
    paused: PAYMENT_DECISIONS.paused.text,
    failed: PAYMENT_DECISIONS.failed.text,
  },
  auditSummaries: AUDIT_SUMMARY_TEXTS,
  hits: SCREENING_HIT_TEXTS,
};

const FR: CaseFileTexts = {
  listNames: FRENCH_LIST_NAMES,
  title: 'Dossier',
  account: 'Compte',
  kind: { individual: 'Particulier', business: 'Entreprise' },
  customer: 'Client',
  status: 'Statut',
  submitted: 'Soumis le',
  generated: 'Établi le',
  by: 'par',
  asSubmitted: 'Champs tels que soumis',
  revisions: 'Révisions',
  noRevision: 'Aucune révision depuis la première soumission.',
  revisedBefore: 'Révisé, tel que décidé le',
  revisedNow: 'Révisé, actuellement au dossier',
  documents: 'Documents',
  noDocument: 'Aucun document.',
  type: 'Type',
  size: 'Taille',
  bytes: 'octets',
  uploaded: 'Déposé le',
  replaced: 'Remplacé le',
  photoFindings: "Constats de l'appareil sur la photo",
  none: 'aucun',
  mrz: 'MRZ',
  mrzNotRead: 'non lue',
  mrzRead: 'lue',
  mrzChecks: 'chiffres de contrôle',
  mrzMismatch: 'diffère de la saisie',
  screening: 'Résultats du filtrage',
  noScreening: 'Aucun résultat de filtrage.',
  decisions: 'Décisions',
  noDecision: 'Aucune décision.',
  reason: 'Motif',
  steps: 'Étapes à modifier',
  audit: "Piste d'audit et empreintes de la chaîne",
  chainHead: 'Tête de la chaîne à la création',
  row: 'ligne',
  hash: 'empreinte',
  prev: 'précédente',
  transliterated: '(translittéré)',
  page: 'Page',
  ok: 'justes',
  wrong: 'fausses',
  fieldLabels: {
    notSaved: 'Non enregistré',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    dateOfBirth: 'Date de naissance',
    mobileNumber: 'Numéro de mobile',
    countryOfResidence: 'Pays de résidence',
    stateOfResidence: 'État ou région de résidence',
    cityOfResidence: 'Ville de résidence',
    postalCode: 'Code postal',
    streetAddress: 'Adresse',
    nationality: 'Nationalité',
    verification: 'Vérification',
    politicallyExposed: 'Personne politiquement exposée (PPE)',
    intendedUse: 'Utilisation prévue',
    transactionVolume: 'Volume des transactions',
    transactionFrequency: 'Fréquence des transactions',
    occupation: 'Profession',
    industry: "Secteur d'activité",
    yearlyIncome: 'Revenu annuel',
    identificationType: "Type de pièce d'identité",
    identificationNumber: "Numéro de pièce d'identité",
    proofOfAddressType: 'Type de justificatif de domicile',
    directorRole: 'Fonction du dirigeant',
    shares: 'Parts (%)',
    legalName: 'Raison sociale',
    tradingName: 'Nom commercial',
    companyRegistrationNumber: "Numéro d'immatriculation",
    countryOfIncorporation: "Pays d'immatriculation",
    state: 'État ou région',
    city: 'Ville',
    identification: 'Identification',
    businessPhone: "Téléphone de l'entreprise",
    businessEmail: "E-mail de l'entreprise",
    natureOfBusiness: "Nature de l'activité",
    operatingFor: 'En activité depuis',
    directors: 'Dirigeants',
    shareholders: 'Actionnaires',
    directorsAndShareholders: 'Dirigeants et actionnaires',
    financialTransactionType: 'Type de transaction financière',
    sourceOfFunds: 'Origine des fonds',
    politicallyExposedPersons: 'Personnes politiquement exposées (PPE)',
    pepFullName: 'Nom complet de la PPE {number}',
    registeredWithRegulator: "Enregistrée auprès d'un régulateur",
    nameOfRegulator: 'Nom du régulateur',
    regulatorNumber: "Numéro d'enregistrement auprès du régulateur",
    penalized: 'Sanctionnée ou visée par une enquête',
    investigationDetails: "Détails de l'enquête",
    sanctioned: 'Sous sanctions',
    transactionId: 'Identifiant de transaction',
    form: 'Formulaire',
    paymentType: 'Type de paiement',
    destination: 'Destination',
    amount: 'Montant',
    sourceCurrency: 'Devise source',
    purposeOfPayment: 'Objet du paiement',
    accountNumber: 'Numéro de compte',
    bank: 'Banque',
    crypto: 'Crypto',
    network: 'Réseau',
    walletAddress: 'Adresse du portefeuille',
    beneficiaryName: 'Nom du bénéficiaire',
    beneficiaryAddress: 'Adresse du bénéficiaire',
    bankAddress: 'Adresse de la banque',
    swiftCode: 'Code SWIFT',
    intermediaryBank: 'Banque intermédiaire',
    intermediaryAddress: 'Adresse de la banque intermédiaire',
    intermediarySwiftCode: 'Code SWIFT de la banque intermédiaire',
    paymentReference: 'Référence du paiement',
    routingCode: 'ABA / SORT / BSB / IFSC',
    createdBy: 'Créée par',
    created: 'Créée le',
    confirmed: 'Confirmée le',
    confirmedWith: 'Confirmée avec',
  },
  documentLabels: {
    identityDocument: "Pièce d'identité",
    proofOfAddress: 'Justificatif de domicile',
    ownershipStructure: 'Structure de propriété',
    invoice: 'Facture',
    businessDocuments: "Documents de l'entreprise",
  },
  sectionTitles: {
    ownershipStructure: 'Structure de propriété',
    director: 'Dirigeant : {name}',
    shareholder: 'Actionnaire : {name}',
    directorAndShareholder: 'Dirigeant et actionnaire : {name}',
    paymentRequest: 'Demande de paiement',
  },
  stepNames: {
    identity: "Informations d'identité du client",
    otherInfo: 'Autres informations et envoi des documents',
    businessInfo: "Informations sur l'entreprise",
    ownership: 'Dirigeant(s) et actionnaire(s)',
    activity: "Activités de l'entreprise",
    compliance: 'Conformité réglementaire',
  },
  values: {
    yes: 'Oui',
    no: 'Non',
    unknownId: 'inconnu (id {id})',
    typedCity: '{city} (saisie par le client)',
    bankWithCode: '{bank}, code banque {bankCode}',
    unknownBank: 'inconnue',
    years: (count) => (count < 2 ? `${count} an` : `${count} ans`),
    verification: '{type} {number}',
    passkeyOn: 'Une clé d’accès sur {deviceName}',
    emailCode: 'Le code envoyé par e-mail',
    verificationTypes: {
      BVN: 'BVN',
      SSN: 'SSN',
      ITIN: 'ITIN',
      PASSPORT: 'Passeport',
      NATIONAL_ID: 'Carte nationale d’identité',
    },
  },
  statuses: {
    pending: 'En attente',
    incomplete: 'Incomplet',
    active: 'Actif',
    rejected: 'Refusé',
    changesRequested: 'Modifications demandées',
  },
  decisionNames: {
    approve: 'Approuvé',
    reject: 'Refusé',
    requestChanges: 'Modifications demandées',
    approved: 'Demande approuvée',
    invalidInvoice: 'Demande en cours de traitement — facture non valable, en envoyer une valable',
    paused: 'Demande suspendue',
    failed: 'Échouée',
  },
  auditSummaries: {
    stepSaved: 'Enregistrement : {step}{changes}',
    stepSavedProposed: 'Enregistrement comme modification proposée : {step}{changes}',
    submitted: 'Envoyé pour vérification avec {step}{changes}',
    submittedChanges: 'Modifications du compte approuvé envoyées avec {step}{changes}',
    firstSave: ' (premier enregistrement)',
    nothingChanged: ' (rien de modifié)',
    changed: ' (modifié : {fields})',
    approved: 'Approuvé ({from} → {to})',
    approvedChanges: 'Modifications proposées approuvées (désormais enregistrées)',
    rejected: 'Refusé ({from} → {to})',
    rejectedChanges: 'Modifications proposées refusées (les informations approuvées restent enregistrées)',
    changesRequested: 'Modifications demandées pour {steps}',
    changesRequestedOfChanges: 'Modifications demandées pour {steps} des modifications proposées',
    paymentCreated: 'Demande de paiement créée ({status})',
    paymentConfirmed: 'Confirmée avec le code de paiement ({status})',
    paymentConfirmedWithPasskey: 'Confirmée avec une clé d’accès sur {deviceName} ({status})',
    paymentReleased: 'Transmise aux vérificateurs : un compte du client a été approuvé ({from} → {to})',
    accountClosed: "Fermé à la demande d'effacement du client : gardé jusqu'à la fin de sa conservation, puis effacé",
    paymentCancelled: "Annulée à la demande d'effacement du client ({from} → {to})",
    paymentDecided: '{decision} ({from} → {to})',
    withReason: '{text} : {reason}',
    caseFileDownloaded: { pdf: 'Dossier téléchargé (PDF)', zip: 'Dossier téléchargé (ZIP des documents)' },
    screeningHitDecided: '{verdict} : correspondance de filtrage sur {entry} ({list})',
    firstApproval: 'Première approbation d’un compte à risque élevé : un second examinateur décide',
  },
  hits: {
    kinds: {
      customer: 'Client',
      business: 'Entreprise',
      director: 'Dirigeant',
      shareholder: 'Actionnaire',
      recipient: 'Bénéficiaire',
    },
    states: { open: 'Ouverte', trueMatch: 'Vraie correspondance', falseMatch: 'Fausse correspondance' },
    entry: 'Entrée de la liste',
    aliases: 'Alias',
    programmes: 'Programmes',
    score: 'Score',
    matched: 'Ce qui correspond',
    nameMatched: 'nom « {name} » ({score} %)',
    birthDate: {
      same: 'même date de naissance ({dates})',
      sameYear: 'date de naissance en partie ({dates})',
      different: 'autre date de naissance ({dates})',
      unknown: 'date de naissance non comparée',
    },
    country: { same: 'même pays ({countries})', different: 'autre pays ({countries})', unknown: 'pays non comparé' },
  },
};

export const CASE_FILE_TEXTS: Record<MailLanguage, CaseFileTexts> = { en: EN, fr: FR };
