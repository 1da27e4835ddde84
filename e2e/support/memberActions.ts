import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { password, type Member } from './members';
import { makePictures } from './profile';

const headers = { 'X-Requested-With': 'mithaq' };
const as = (member: Member) => ({ ...headers, Authorization: `Bearer ${member.accessToken}` });

/**
 * Signs `page`'s browser in as `member` through the API (the refresh cookie lands in the browser),
 * then opens `path`: no sign-in form to go through, whatever the page's language.
 */
export async function openSignedIn(page: Page, member: Member, path: string) {
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email: member.email, password }, headers });
  expect(signIn.ok()).toBe(true);
  await page.goto(path);
}

/** `from` writes `content` in the match's chat. */
export async function sendMessageThroughApi(request: APIRequestContext, from: Member, matchId: string, content: string) {
  const response = await request.post(`/api/matches/${matchId}/messages`, { headers: as(from), data: { clientId: crypto.randomUUID(), content } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** `member` ends the match. */
export async function unmatchThroughApi(request: APIRequestContext, member: Member, matchId: string) {
  const response = await request.post(`/api/matches/${matchId}/unmatch`, { headers: as(member) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The profile id of whoever holds `accessToken`. */
export async function profileIdOf(request: APIRequestContext, accessToken: string): Promise<string> {
  const response = await request.get('/api/profiles/me', { headers: { ...headers, Authorization: `Bearer ${accessToken}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { profile: { id: string } }).profile.id;
}

/** `from` reports `to` (which also blocks them). */
export async function reportThroughApi(request: APIRequestContext, from: Member, to: Member, reason: string) {
  const response = await request.post('/api/reports', { headers: as(from), data: { profileId: to.id, reason } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** `member` asks for a pose and sends a selfie for it: a request in the moderators' queue. */
export async function sendSelfieThroughApi(request: APIRequestContext, member: Member) {
  const started = await request.post('/api/verification/tries', { headers: as(member) });
  expect(started.ok(), await started.text()).toBe(true);
  const { challenge } = (await started.json()) as { challenge: string };
  const [selfie] = await makePictures(1);
  const sent = await request.post(`/api/verification/selfie?challenge=${encodeURIComponent(challenge)}`, {
    headers: { ...as(member), 'Content-Type': 'image/jpeg' },
    data: fs.readFileSync(selfie!),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}
