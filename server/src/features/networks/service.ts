import crypto from 'node:crypto';
import type { NetworkFlag } from '@mithaq/contract/admin';
import { signUpNetworkFlag } from '@mithaq/contract/constants';
import type { Queryable, Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';
import { acceptedKeys } from '../../platform/secrets';
import { establishedMembersOn } from './members-on-network';
import * as repo from './repo';

/**
 * The networks new accounts sign up from, and the moderators' flag when many come from one:
 * throwaway accounts made in a row on one connection (scraping, spam) show up as a group.
 * A network is what every rate limit counts (clientKey): an IPv4 address, or an IPv6 /64, the
 * block one subscriber holds. Not an IPv4 /24: that would put the neighbours of one provider
 * together. Kept as an HMAC with a server key, never the address, and only for the window.
 * Behind a mobile carrier's NAT real members sign up every day: the flag says how many
 * established members use the network (members-on-network.ts), so a moderator can tell a
 * shared address from a farm; it is a signal to look, never a block.
 */

const ACCOUNTS_SHOWN = 50;
const FLAGS_SHOWN = 20;

/** HMAC-SHA256 of the address's network: equal for every address of it, meaningless without the key. */
export function networkHash(key: Buffer, address: string) {
  return crypto.createHmac('sha256', key).update(clientKey(address)).digest('hex');
}

/**
 * Called inside the sign-up's transaction for each new account: records its network and, once
 * `config.signUpsFlaggedPerNetwork` accounts came from that network within the window, puts them
 * in a flag for the moderators, with the established members seen on the network. Later sign-ups
 * of the same burst join that flag instead of raising another, and bring that number up to date.
 * A new flag is told in the audit log by the system, as a returning member is.
 */
export async function recordSignUpNetwork(
  deps: Pick<Platform, 'config' | 'clock' | 'keys' | 'rateLimiter'>,
  tx: Tx,
  userId: string,
  address: string,
) {
  const now = deps.clock.now();
  // During a secret rotation the same network's earlier sign-ups carry the previous key's HMAC.
  const networks = acceptedKeys(deps.keys, 'signUpNetwork').map((key) => networkHash(key, address));
  await repo.lockNetwork(tx, networks[0]!);
  await repo.recordSignUp(tx, userId, networks[0]!, now);
  const accounts = await repo.signUpsSince(tx, networks, new Date(now.getTime() - signUpNetworkFlag.windowMs));
  if (accounts.length < deps.config.signUpsFlaggedPerNetwork) return;
  const existing = await repo.flagHolding(tx, accounts);
  const established = await establishedMembersOn(deps, address);
  if (existing) await repo.setEstablishedMembers(tx, existing, established);
  const flagId = existing ?? (await repo.createFlag(tx, now, established));
  await repo.addToFlag(tx, flagId, accounts);
  if (!existing) await repo.auditFlag(tx, userId, accounts.length, now);
}

/** The flags of the last `shownMs` for the moderators' queue, newest first, with their newest accounts. */
export async function recentNetworkFlags(deps: Pick<Platform, 'clock'>, q: Queryable): Promise<NetworkFlag[]> {
  const since = new Date(deps.clock.now().getTime() - signUpNetworkFlag.shownMs);
  const rows = await repo.recentFlags(q, since, FLAGS_SHOWN, ACCOUNTS_SHOWN);
  const iso = (at: Date | string) => new Date(at).toISOString();
  return rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.createdAt),
    accountCount: row.accountCount,
    establishedMembers: row.establishedMembers,
    accounts: row.accounts.map((account) => ({ ...account, createdAt: iso(account.createdAt) })),
  }));
}

/** The hourly job: sign-ups' networks past the window, and flags past their time in the queue, go. */
export async function pruneSignUpNetworks(deps: Pick<Platform, 'database' | 'clock' | 'logger'>) {
  const now = deps.clock.now().getTime();
  const pruned = await repo.prune(deps.database.db, new Date(now - signUpNetworkFlag.windowMs), new Date(now - signUpNetworkFlag.shownMs));
  if (pruned.networks + pruned.flags > 0) deps.logger.info(pruned, 'sign-up networks and network flags pruned');
  return pruned;
}
