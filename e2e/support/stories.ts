import { expect, type APIRequestContext } from '@playwright/test';
import { createMember, matchThroughApi, payThroughApi, type Member, type Place } from './members';

const headers = (member: Member) => ({ 'X-Requested-With': 'mithaq', Authorization: `Bearer ${member.accessToken}` });

async function post(request: APIRequestContext, member: Member, path: string, method: 'post' | 'put' = 'post', data?: unknown) {
  const response = await request[method](path, { headers: headers(member), data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Two members whose marriage is confirmed through the API (she said it, he confirmed): the "We got married" spec covers the screens. */
export async function marriedThroughApi(request: APIRequestContext, place: Place, names: { woman: string; man: string }) {
  const woman = await createMember(request, { name: names.woman, sex: 'female', place });
  const man = await createMember(request, { name: names.man, sex: 'male', place });
  const matchId = await matchThroughApi(request, woman, man);
  await payThroughApi(request, man, matchId, true);
  await post(request, woman, `/api/matches/${matchId}/marriage`);
  await post(request, man, `/api/matches/${matchId}/marriage/confirm`);
  return { woman, man, matchId };
}

/** A married couple's story both agreed to (she wrote it, he agreed): waiting in the admin's Stories tab. */
export async function agreedStoryThroughApi(request: APIRequestContext, place: Place, story: { body: string; signature: string }) {
  const couple = await marriedThroughApi(request, place, { woman: 'Zainab', man: 'Idris' });
  await post(request, couple.woman, `/api/matches/${couple.matchId}/story`, 'put', story);
  await post(request, couple.man, `/api/matches/${couple.matchId}/story/agree`);
  return couple;
}
