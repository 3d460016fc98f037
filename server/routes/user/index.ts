import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { hitRateLimit } from '../../services/shared/rate-limit';
import { createSubProfile, deleteSubProfile } from '../../services/profiles/profiles';
import { unusablePasswordHash } from '../../services/auth/passwords';
import { invitationMail, invitationOfRegisteredMail } from '../../mail/templates';

export function userRoutes(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'createSubProfile',
    unusablePasswordHash,
    async ({ body, user, db, deps, sendMail, prepared: passwordHash }) => {
      await hitRateLimit(
        db,
        deps.now(),
        `invite:${user.parentUserId ?? user.id}`,
        20,
        60 * 60_000,
        'tooManyInvitations',
      );
      const { entry, ownerName, registered } = await createSubProfile(db, user, body, passwordHash);
      const link = `${deps.config.publicUrl}/initial-password-reset`;
      await sendMail(
        registered
          ? invitationOfRegisteredMail(body.emailAddress, ownerName, user.language)
          : invitationMail(body.emailAddress, ownerName, link, user.language),
      );
      return { message: `We sent an invitation to ${body.emailAddress}.`, subUser: entry };
    },
  );

  register(app, deps, 'deleteSubProfile', async ({ query, user, db }) => {
    await deleteSubProfile(db, user, query.email_address);
    return { message: 'The secondary profile was deleted.' };
  });
}
