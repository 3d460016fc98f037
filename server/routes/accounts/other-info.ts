import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { sealUploads } from '../../storage/documents';
import { editableAccount } from '../../services/onboarding/account-access';
import { saveOtherInfo } from '../../services/onboarding/individual-other-info';

/**
 * POST /accounts/saveCustomerOtherInfo: KYC step 2. Stores both documents (checked by content) and the other
 * information, replaces the documents of an earlier submission, and sends the account for review (pending); for an
 * approved account it goes into the account's revision and submits that instead.
 */
export function otherInfoRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveCustomerOtherInfo'>) =>
    sealUploads(deps.db, user.id, [
      { field: 'identificationAttachment', name: body.identificationName, content: body.identificationAttachment },
      {
        field: 'proofOfAddressAttachment',
        name: body.proofOfAddressAttachmentName,
        content: body.proofOfAddressAttachment,
      },
    ]);
  register(app, deps, 'saveCustomerOtherInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const target = await editableAccount(db, user, body.accountId, ACCOUNT_TYPE.individual);
    return saveOtherInfo(db, user, target, body, sealed, deps.now());
  });
}
