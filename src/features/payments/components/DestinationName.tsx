import { useTranslation } from '@/app/i18n';
import { destinationName } from '@/ui/payment-names';

/** Who receives a payment (Self or Third Party) in the chosen language; the server's word for one the app does not know. */
export function DestinationName({ destination }: { destination: string }) {
  useTranslation();
  return <>{destinationName(destination)}</>;
}
