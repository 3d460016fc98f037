import { createApiClient, type NetworkError } from '@/contract';
import { errorText } from '@/ui/error-text';
import { session } from './session';
import { notify } from './notify';
import { currentLanguage, loadRefusalTexts, t } from './i18n';

let lastNetworkToast = 0;
function onNetworkError(error: NetworkError) {
  // One toast per burst of failures is enough.
  if (Date.now() - lastNetworkToast < 3000) return;
  lastNetworkToast = Date.now();
  notify.error(errorText(error));
}

/** The one API client of the app: signed in by the session cookie (no token in reach of scripts), errors as product §8 shows them. */
export const api = createApiClient({
  webClient: true,
  getLanguage: currentLanguage,
  onNetworkError,
  beforeRefusal: loadRefusalTexts,
  onUnauthorized: () => {
    if (session.get()) {
      session.end();
      notify.info(t('frame.sessionEnded'));
    }
  },
});
