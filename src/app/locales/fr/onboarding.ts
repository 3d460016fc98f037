import type { Catalogue } from '../en';

export const onboarding: Catalogue['onboarding'] = {
  back: 'Retour',
  saveAndContinue: 'Enregistrer et continuer',
  submit: 'Envoyer',
  yes: 'Oui',
  no: 'Non',
  refreshError: 'Une erreur est survenue. Veuillez actualiser la page.',
  goToAccountsFirst: "<accounts>Allez sur la page Comptes</accounts> et choisissez d'abord Ajouter un compte.",
  changesRequestedTitle: 'Modifications demandées par nos vérificateurs',
  changesRequestedHint: 'Modifiez cette étape, puis envoyez de nouveau la dernière étape pour renvoyer le compte en vérification.',
  revisionUnderReviewTitle: 'Vos modifications sont en cours de vérification',
  revisionTitle: 'Les modifications sont de nouveau vérifiées',
  revisionUnderReview:
    "Elles ne peuvent pas être modifiées pour le moment. Jusqu'à ce qu'un vérificateur les approuve, les informations que nous avons approuvées restent en vigueur et le compte reste utilisable pour les paiements.",
  revision:
    "Ce compte est approuvé. Les modifications que vous enregistrez ici sont transmises à nos vérificateurs quand vous envoyez la dernière étape ; jusqu'à leur approbation, les informations que nous avons approuvées restent en vigueur et le compte reste utilisable pour les paiements.",
  revisionDeclined: 'Vos dernières modifications ont été refusées : {reason}',
  countryOfResidence: 'Pays de résidence',
  stateOfResidence: 'État ou région de résidence',
  cityOfResidence: 'Ville de résidence',
  selectCountry: 'Choisissez un pays',
  selectState: 'Choisissez un État ou une région',
  chooseCountryFirst: "Choisissez d'abord un pays",
  selectOrTypeCity: 'Choisissez ou saisissez une ville',
  chooseStateFirst: "Choisissez d'abord un État ou une région",
  typedCityHint: 'Absente de notre liste : elle est gardée telle que vous l’avez saisie, et nos vérificateurs le voient.',
  typedCity: '{city} (absente de la liste)',
  useTypedCity: 'Utiliser « {city} » (absente de la liste)',
};
