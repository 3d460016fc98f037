import type { Catalogue } from '../en';

export const legal: Catalogue['legal'] = {
  'terms-of-use': "Conditions d'utilisation",
  'merchant-agreement': 'Contrat commerçant',
  'privacy-policy': 'Politique de confidentialité',
  allThree: '<terms/>, <agreement/> et <privacy/>',
};
