import { type HandoffGrant } from '@/contract';
import { api } from '@/app/api';

/** The capture grant of this tab, so a reload of the capture page keeps it (the link's token works only once). */
const GRANT_KEY = 'handoff-grant';

/**
 * The grant of the link this page was opened with: the token in the fragment is exchanged once (then removed from
 * the address bar); without one, the grant this tab kept. Null when there is neither, or the grant ended.
 */
export async function openCaptureGrant(): Promise<HandoffGrant | null> {
  const token = location.hash.slice(1);
  if (token) {
    const grant = await api.call('openHandoff', { body: { token } });
    sessionStorage.setItem(GRANT_KEY, JSON.stringify(grant));
    history.replaceState(null, '', location.pathname);
    return grant;
  }
  const kept = sessionStorage.getItem(GRANT_KEY);
  const grant = kept ? (JSON.parse(kept) as HandoffGrant) : null;
  return grant && new Date(grant.expiresAt).getTime() > Date.now() ? grant : null;
}
