import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/events';
import { markReadProcedure } from '../../src/features/chat/procedures';
import { inTransaction } from '../../src/platform/after-commit';
import { queryRows } from '../../src/platform/db/connect';
import type { Procedure } from '../../src/platform/db/procedures';
import { conversation } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type AnyProcedure = Procedure<never, never, never>;
const isProcedure = (value: unknown): value is AnyProcedure =>
  typeof value === 'object' && value !== null && 'parameters' in value && 'text' in value && 'callIn' in value;

/** Every definition in the server: each file that calls defineProcedure, and what it exports. */
async function definedProcedures(): Promise<AnyProcedure[]> {
  const src = path.resolve(import.meta.dirname, '../../src');
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== path.join('platform', 'db', 'procedures.ts'))
    .filter((file) => fs.readFileSync(path.join(src, file), 'utf8').includes('defineProcedure('));
  const modules = await Promise.all(files.map((file) => import(path.join(src, file)) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module).filter(isProcedure));
}

describe('stored function definitions', () => {
  it('name each argument, in order and with its type, as the one database function of that name does', async () => {
    const procedures = await definedProcedures();
    expect(procedures.map((p) => p.name).sort()).toEqual(
      [
        'mithaq_end_match', 'mithaq_like_replying', 'mithaq_mark_read', 'mithaq_notify', 'mithaq_pay', 'mithaq_refund_unlock_payments', 'mithaq_rematch',
        'mithaq_send_message', 'mithaq_unmatch',
      ],
    );
    for (const procedure of procedures) {
      const functions = await queryRows<{ names: string[]; types: string[] }>(
        server.platform.database.db,
        sql`select proargnames as names, array(select format_type(t, null) from unnest(proargtypes) t) as types
            from pg_proc where proname = ${procedure.name}`,
      );
      expect(functions, procedure.name).toHaveLength(1);
      const casts = await Promise.all(
        procedure.parameters.map(async (p) => (await queryRows<{ type: string }>(server.platform.database.db, sql`select ${p.cast}::regtype::text as type`))[0]!.type),
      );
      expect({ names: procedure.parameters.map((p) => p.sqlName), types: casts }, procedure.name).toEqual(functions[0]);
    }
  });

  it('inside a transaction, publish the answer\'s events once it commits, and none when it rolls back', async () => {
    const couple = await conversation(server);
    const events: DomainEvent[] = [];
    const stop = server.platform.bus.subscribe((event) => {
      if (event.type === 'message.read' && event.matchId === couple.matchId) events.push(event);
    });
    try {
      const args = { match: couple.matchId, reader: couple.man.id, now: server.clock.now(), upTo: null };
      const rolledBack = inTransaction(server.platform, async (tx) => {
        expect(await markReadProcedure.callIn(tx, args)).toMatchObject({ marked: 1 });
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      expect(events).toEqual([]);

      const read = await inTransaction(server.platform, async (tx) => {
        const answer = await markReadProcedure.callIn(tx, args);
        expect(events).toEqual([]); // not before the commit
        return answer;
      });
      expect(read).toEqual({ marked: 1, upToSeq: expect.any(Number), otherId: couple.woman.id });
      expect(events).toEqual([
        { type: 'message.read', matchId: couple.matchId, readerId: couple.man.id, upToSeq: read.upToSeq, recipients: [couple.man.id, couple.woman.id] },
      ]);
    } finally {
      stop();
    }
  });

  it('map a refusal inside a transaction to the service\'s error', async () => {
    const couple = await conversation(server);
    const refused = inTransaction(server.platform, (tx) =>
      markReadProcedure.callIn(tx, { match: couple.matchId, reader: crypto.randomUUID(), now: server.clock.now(), upTo: null }),
    );
    await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
