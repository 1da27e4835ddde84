import { expect, test, type APIRequestContext } from '@playwright/test';
import { PROFILE_VIEWS_PER_DAY } from '../../contract/src/constants';
import { uniqueName } from '../support/accounts';
import { createMember, likeThroughApi, placeFor, signInAs, type Member } from '../support/members';

/** Letters only (names and the e-mail made from them): this run's members are told apart from earlier runs'. */

/** The member's deck in one country, page after page, until it refuses a new profile (the day's view quota). */
async function spendViewQuota(request: APIRequestContext, member: Member, country: string) {
  let cursor: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '10', countries: country, minAge: '18', maxAge: '100', minHeight: '130', maxHeight: '200' });
    if (cursor) query.set('cursor', cursor);
    const response = await request.get(`/api/discover?${query.toString()}`, { headers: { Authorization: `Bearer ${member.accessToken}` } });
    if (response.status() === 429) return;
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as { nextCursor: string | null };
    expect(page.nextCursor, 'the deck should reach the quota before it ends').not.toBeNull();
    cursor = page.nextCursor;
  }
}

// "Who liked me" is free (spec §1, issue 29). The e2e server keeps the real quota (other specs
// browse the deck), so the member spends it through the API on more new women than it allows.
test('a member whose daily view quota is spent still sees who liked him in Liked Me', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000); // 300 members signed up through the API
  const place = placeFor('likedFree', testInfo);
  const man = await createMember(request, { name: uniqueName('Yusuf'), sex: 'male', place });
  const strangers = Array.from({ length: PROFILE_VIEWS_PER_DAY + 1 }, () => uniqueName('Stranger'));
  for (let i = 0; i < strangers.length; i += 10) {
    await Promise.all(strangers.slice(i, i + 10).map((name) => createMember(request, { name, sex: 'female', place })));
  }
  await spendViewQuota(request, man, place.country);

  // She is new to him (created after his quota was spent) and likes him.
  const liker = await createMember(request, { name: uniqueName('Maryam'), sex: 'female', place });
  await likeThroughApi(request, liker, man);

  await signInAs(page, man);
  await page.goto('/app/liked');
  await expect(page.getByRole('tab', { name: /^Liked Me \(1\)$/, selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${liker.name}, \\d+`) })).toBeVisible();
});
