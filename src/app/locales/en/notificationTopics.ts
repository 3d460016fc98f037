export const notificationTopics = {
  paymentUpdates: 'Payment requests',
  paymentUpdatesDescription: 'When a payment request is approved, paused or needs a new invoice.',
  accountUpdates: 'Account onboarding',
  accountUpdatesDescription: 'When the review of a KYC or KYB account moves on.',
  securityAlerts: 'Security alerts',
  securityAlertsDescription: 'New sign-ins, password and two-factor changes.',
  subProfileActivity: 'Secondary profiles',
  subProfileActivityDescription: 'When an invited person joins or a profile changes.',
  productNews: 'Product news',
  productNewsDescription: 'New features and occasional offers.',
};
