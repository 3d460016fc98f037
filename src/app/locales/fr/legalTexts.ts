import type { Catalogue } from '../en';

export const legalTexts: Catalogue['legalTexts'] = {
  backToRegister: 'Retour à la création de compte',
  'terms-of-use': {
    whoWeAre: {
      heading: 'Qui nous sommes',
      text: "Payway permet aux particuliers et aux entreprises d'ouvrir des comptes, de prouver leur identité (KYC et KYB) et d'envoyer des demandes de paiement. Ces conditions s'appliquent chaque fois que vous utilisez l'application ou son API.",
    },
    yourAccount: {
      heading: 'Votre compte',
      text: "Donnez des informations exactes et complètes, et tenez-les à jour. Gardez pour vous votre mot de passe et vos codes : tout ce qui est fait avec eux est réputé fait par vous. Prévenez-nous immédiatement si vous pensez que quelqu'un d'autre a utilisé votre compte.",
    },
    checks: {
      heading: 'Contrôles et vérifications',
      text: "Nos vérificateurs contrôlent chaque compte et chaque demande de paiement. Nous pouvons demander d'autres documents, demander des modifications, ou refuser un compte ou une demande lorsque la loi ou nos règles de risque l'exigent, et nous vous en donnons la raison lorsque nous y sommes autorisés.",
    },
    fairUse: {
      heading: 'Usage loyal',
      text: "N'utilisez pas Payway pour une activité illégale, pour cacher l'origine de fonds, pour payer des personnes visées par des sanctions, ni pour attaquer ou surcharger le service.",
    },
    changes: {
      heading: 'Modifications et résiliation',
      text: "Nous pouvons modifier ces conditions ; nous vous prévenons avant qu'une modification prenne effet. Vous pouvez fermer votre compte à tout moment ; nous conservons les documents aussi longtemps que la loi l'exige.",
    },
  },
  'merchant-agreement': {
    covers: {
      heading: 'Ce que couvre ce contrat',
      text: "Ce contrat s'applique aux comptes entreprise (KYB) et à chaque demande de paiement qu'une entreprise fait par Payway.",
    },
    businessDetails: {
      heading: 'Les informations de votre entreprise',
      text: "Vous confirmez que les informations de l'entreprise, celles de ses dirigeants et actionnaires et ses documents sont exacts, et que vous pouvez agir au nom de l'entreprise.",
    },
    paymentRequests: {
      heading: 'Demandes de paiement',
      text: "Une demande n'est envoyée qu'une fois confirmée avec votre mot de passe et un code à usage unique. Vous joignez une vraie facture à chaque demande et ne payez que des biens et services licites.",
    },
    holds: {
      heading: 'Vérifications et suspensions',
      text: 'Nous vérifions les demandes avant leur paiement et pouvons suspendre ou refuser une demande, ou y demander des modifications, par exemple lorsque sa facture ne lui correspond pas.',
    },
    records: {
      heading: 'Archives',
      text: 'Conservez les pièces de chaque demande (factures, contrats) pendant au moins cinq ans et présentez-les-nous sur demande.',
    },
  },
  'privacy-policy': {
    collected: {
      heading: 'Ce que nous collectons',
      text: "Vos coordonnées, vos informations et documents d'identité, les informations de votre entreprise si vous ouvrez un compte entreprise, vos demandes de paiement, et l'historique des connexions à votre compte (heure, appareil et adresse).",
    },
    why: {
      heading: 'Pourquoi',
      text: "Pour ouvrir et gérer vos comptes, pour effectuer les contrôles d'identité et de lutte contre le blanchiment exigés par la loi, pour protéger votre compte, et pour vous répondre.",
    },
    protection: {
      heading: 'Comment nous les protégeons',
      text: "Les connexions sont chiffrées, les mots de passe ne sont conservés que sous forme de hachage sécurisé, les documents sont stockés chiffrés et seuls nos vérificateurs peuvent les ouvrir. Ce que vous saisissez dans l'application reste sur votre appareil jusqu'à son envoi et est effacé lorsque vous vous déconnectez.",
    },
    whoSees: {
      heading: 'Qui les voit',
      text: "Notre équipe de vérification, et les autorités ou nos partenaires uniquement lorsque la loi l'exige. Nous ne vendons pas vos données.",
    },
    rights: {
      heading: 'Vos droits',
      text: 'Vous pouvez demander une copie de vos données, nous demander de les corriger, ou nous demander de les supprimer dès que la loi ne nous oblige plus à les conserver.',
    },
  },
};
