import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createMember, matchThroughApi, payThroughApi, placeFor, signInAs, type Member } from '../support/members';

const headers = { 'X-Requested-With': 'mithaq' };

test('a member downloads her data and it holds her chat, both sides', async ({ page, request }, testInfo) => {
  const place = placeFor('dataExport', testInfo);
  const zainab = await createMember(request, { name: 'Zainab', sex: 'female', place });
  const tariq = await createMember(request, { name: 'Tariq', sex: 'male', place });
  const matchId = await matchThroughApi(request, zainab, tariq);
  await payThroughApi(request, zainab, matchId, true);
  const send = async (from: Member, content: string) => {
    const response = await request.post(`/api/matches/${matchId}/messages`, {
      headers: { ...headers, Authorization: `Bearer ${from.accessToken}` },
      data: { clientId: crypto.randomUUID(), content },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await send(zainab, 'Salam Tariq, how was your week?');
  await send(tariq, 'Wa alaikum salam, a good one, thank you');

  await signInAs(page, zainab);
  await page.getByRole('link', { name: 'Account' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mithaq-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string };
    chats: { match: { otherName: string }; messages: { from: string; content: string }[] }[];
  };
  expect(data.account.email).toBe(zainab.email);
  const chat = data.chats.find((c) => c.match.otherName === 'Tariq')!;
  expect(chat.messages.map((m) => [m.from, m.content])).toEqual([
    ['me', 'Salam Tariq, how was your week?'],
    ['them', 'Wa alaikum salam, a good one, thank you'],
  ]);
});
