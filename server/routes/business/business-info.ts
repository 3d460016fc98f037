import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { sealUploads } from '../../storage/documents';
import { editableAccount } from '../../services/onboarding/account-access';
import { saveBusinessInfo } from '../../services/onboarding/business-info';

/**
 * POST /accounts/saveBusinessInfo: KYB step 0. Stores the business information and its four documents (checked
 * by content); a new submission replaces the earlier one, keeping the attachment ids it names. An approved
 * account's save goes into its revision.
 */
export function businessInfoRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveBusinessInfo'>) =>
    sealUploads(
      deps.db,
      user.id,
      body.kybAttachments.map((attachment, index) => ({
        field: `kybAttachments.${index}.identificationAttachment`,
        name: attachment.identificationName,
        content: attachment.identificationAttachment,
      })),
    );
  register(app, deps, 'saveBusinessInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const target = await editableAccount(db, user, body.accountId, ACCOUNT_TYPE.corporate);
    return saveBusinessInfo(db, user, target, body, sealed, deps.now());
  });
}
