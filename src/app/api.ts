import { createApiClient, type NetworkError } from '@/contract';
import { errorText } from '@/app/wording/error-text';
import { session } from './session';
import { notify } from './notify';
import { currentLanguage, loadRefusalTexts, t } from './i18n';
import { afterLoadWhenIdle } from './pwa';

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
  // Evaluated, the table is a long task that would hold up typing into the page just drawn (prerendered at build
  // time, there is no page).
  loadAfter: typeof document === 'undefined' ? undefined : afterLoadWhenIdle(),
  onUnauthorized: () => {
    if (session.get()) {
      session.end();
      notify.info(t('frame.sessionEnded'));
    }
  },
});
