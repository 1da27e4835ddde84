import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/connect';
import { notifications } from '../../src/platform/db/schema/notifications';
import { createUser } from '../support/factories';
import { migrationStatements } from '../support/migrations';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The upgrade from stored English to keys (issue 31), on rows written as they were before it:
 * each known wording becomes its key and values, an older wording keeps its words. The
 * migration's statements are rerun on the schema put back as it was, so this file has a
 * database of its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

describe('the notification keys migration', () => {
  it('turns each English notification into its key and values, and keeps an older wording as written', async () => {
    const member = await createUser(db());
    // The table as it was at 0057: the sentence only.
    for (const statement of [
      'ALTER TABLE notifications DROP CONSTRAINT notifications_key_or_content',
      'ALTER TABLE notifications DROP COLUMN message_key',
      'ALTER TABLE notifications DROP COLUMN message_params',
    ]) {
      await db().execute(sql.raw(statement));
    }
    const english: [string, string][] = [
      ['like', "O'Brien (Dr.) liked your profile"],
      ['match', 'You have a new match!'],
      ['match', 'Maryam confirmed your marriage. Congratulations!'],
      ['timer_reminder', '24 hours left to unlock your chat with Omar.'],
      ['moderation', 'A moderator has warned you: Be kind.\nThank you'],
      ['message', 'New message from Yusuf'],
      ['like', 'Someone likes you a lot'],
      ['match', 'Omar liked your profile'],
      // One the retention job had anonymised: its sender's name replaced by these English words.
      ['like', 'Former member liked your profile'],
    ];
    const ids: string[] = [];
    for (const [type, content] of english) {
      const [row] = await queryRows<{ id: string }>(db(), sql`insert into notifications (user_id, type, content) values (${member.id}, ${type}, ${content}) returning id`);
      ids.push(row!.id);
    }

    for (const statement of migrationStatements('_notification_keys.sql')) await db().execute(sql.raw(statement));
    // 0060 then drops that English name: whoever reads the row says "Former member" in their language.
    for (const statement of migrationStatements('_former_member_params.sql')) await db().execute(sql.raw(statement));

    const rows = await db()
      .select({ id: notifications.id, key: notifications.messageKey, params: notifications.messageParams, content: notifications.content })
      .from(notifications)
      .where(inArray(notifications.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => { const { id: _id, ...rest } = byId.get(id)!; return rest; })).toEqual([
      { key: 'discover.likedYou', params: { name: "O'Brien (Dr.)" }, content: null },
      { key: 'matches.newMatch', params: {}, content: null },
      { key: 'marriage.confirmed', params: { name: 'Maryam' }, content: null },
      { key: 'matches.paymentReminder', params: { name: 'Omar' }, content: null },
      { key: 'reports.warning', params: { reason: 'Be kind.\nThank you' }, content: null },
      { key: 'chat.newMessage', params: { name: 'Yusuf' }, content: null },
      // An older wording, and a text of another type's: kept as written, no key.
      { key: null, params: {}, content: 'Someone likes you a lot' },
      { key: null, params: {}, content: 'Omar liked your profile' },
      { key: 'discover.likedYou', params: {}, content: null },
    ]);
    // From now on a row says something: a key or words.
    await expect(db().execute(sql`insert into notifications (user_id, type) values (${member.id}, 'like')`)).rejects.toThrow();
  });
});
