import { accountControlMessages, type DeletionRequest } from '@mithaq/contract/account';
import type { AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import type { Platform } from '../../platform/platform';
import { eraseAccount } from '../account/public';
import { audit } from './audit-service';
import * as repo from './repo';
import { confirmAdmin } from './two-factor';

/**
 * A member asked by e-mail to have the account deleted (privacy policy: "or by e-mail"). The
 * moderator finds them by e-mail and confirms with the step-up; the SAME deletion as the
 * member's own button runs (evidence kept first), and the audit entry, written in the same
 * transaction, records who asked and when (the address stays there as proof the request was met).
 */
export async function deleteOnRequest(deps: Platform, admin: AuthContext, request: DeletionRequest) {
  const email = request.email.toLowerCase();
  const user = await repo.findUserByEmail(deps.database.db, email);
  if (!user) throw notFound(accountControlMessages.memberNotFound);
  // Admins are made and unmade with npm run admin:create / the environment, never from the dashboard.
  if (user.role === 'admin') throw conflict(accountControlMessages.adminNotDeletable);
  await eraseAccount(deps, user.id, async (tx) => {
    await confirmAdmin(deps, tx, admin, request.confirm);
    await audit(deps, tx, admin, 'account.deleted_on_request', { type: 'user', id: user.id }, {
      email: user.email,
      requestedBy: request.requestedBy,
      requestedAt: deps.clock.now().toISOString(),
    });
  });
}
