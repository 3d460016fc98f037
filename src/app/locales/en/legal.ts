export const legal = {
  'terms-of-use': 'Terms of Use',
  'merchant-agreement': 'Merchant Agreement',
  'privacy-policy': 'Privacy Policy',
  allThree: '<terms/>, <agreement/> and <privacy/>',
};
