import { DESTINATION } from '@/contract';
import { useTranslation } from '@/app/i18n';

/** Who receives a payment (Self or Third Party) in the chosen language; the server's word for one the app does not know. */
export function DestinationName({ destination }: { destination: string }) {
  const { t } = useTranslation();
  if (destination === DESTINATION.self) return <>{t('paymentDetail.destinations.self')}</>;
  if (destination === DESTINATION.thirdParty) return <>{t('paymentDetail.destinations.thirdParty')}</>;
  return <>{destination}</>;
}
