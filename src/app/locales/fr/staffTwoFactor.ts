import type { Catalogue } from '../en';

export const staffTwoFactor: Catalogue['staffTwoFactor'] = {
  title: 'Activez la connexion à deux facteurs',
  text: "Les vérificateurs voient les pièces d'identité de tous les clients : la connexion demande donc aussi un code d'une application d'authentification sur votre téléphone. Activez-la une fois pour ouvrir la file de vérification.",
};
