import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantWeeklyTokens, isoWeek } from '../../src/features/tokens/weekly-grant';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { createProfile } from '../support/factories';
import { balanceOf, ledgerMismatches } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

// The grant acts on every row: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

/** A member whose balance is `balance`, reached through the ledger as penalties reach it. */
async function memberAt(balance: number) {
  const member = await createProfile(db(), { welcomeTokens: 0 });
  if (balance !== 0) {
    await db().insert(tokenTransactions).values({
      userId: member.id,
      amount: balance,
      type: balance > 0 ? 'grant' : 'penalty',
      description: 'test setup',
    });
  }
  return member;
}

describe('the weekly top-up', () => {
  it('adds at most 10 tokens, so a penalty is not wiped out: -3 ends at 7, 4 ends at 10', async () => {
    const penalised = await memberAt(-3);
    const low = await memberAt(4);
    const full = await memberAt(10);
    await grantWeeklyTokens(server.platform);
    expect(await balanceOf(server, penalised.id)).toBe(7);
    expect(await balanceOf(server, low.id)).toBe(10);
    expect(await balanceOf(server, full.id)).toBe(10);
    const grants = await db().select().from(tokenTransactions).where(eq(tokenTransactions.userId, penalised.id));
    expect(grants.filter((g) => g.dedupeKey === `weekly:${isoWeek(server.clock.now())}`).map((g) => [g.amount, g.descriptionKey, g.descriptionParams, g.description])).toEqual([
      [10, 'ledger.weekly', {}, null],
    ]);
  });

  it('keeps a deep debt negative: -25 ends at -15', async () => {
    const indebted = await memberAt(-25);
    server.clock.advance(7 * 24 * 3600 * 1000);
    await grantWeeklyTokens(server.platform);
    expect(await balanceOf(server, indebted.id)).toBe(-15);
  });

  it('leaves the ledger equal to every balance', async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
