import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { sealUploads } from '../../storage/documents';
import { editableAccount } from '../../services/onboarding/account-access';
import { PEOPLE_LIST, saveOwnership } from '../../services/onboarding/business-ownership';

/**
 * POST /accounts/saveShareholdersInfo: KYB step 1. The ownership structure document (type 16) and the whole list
 * of directors and shareholders (written by writeOwnership; of an approved account: into its revision).
 */
export function ownershipRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveShareholdersInfo'>) =>
    sealUploads(deps.db, user.id, [
      {
        field: 'ownershipStructureAttachment',
        name: body.ownershipStructureName,
        content: body.ownershipStructureAttachment,
      },
      ...body.directorAndShareholderInfo.flatMap((person, index) => [
        {
          field: `${PEOPLE_LIST}.${index}.identificationAttachment`,
          name: person.identificationName,
          content: person.identificationAttachment,
        },
        {
          field: `${PEOPLE_LIST}.${index}.proofOfAddressAttachment`,
          name: person.proofOfAddressAttachmentName,
          content: person.proofOfAddressAttachment,
        },
      ]),
    ]);
  register(app, deps, 'saveShareholdersInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const target = await editableAccount(db, user, body.accountId, ACCOUNT_TYPE.corporate);
    return saveOwnership(db, user, target, body, sealed, deps.now());
  });
}
