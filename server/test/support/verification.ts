import type { VerificationQueue, VerificationState, VerificationTry } from '@mithaq/contract/verification';
import { eq } from 'drizzle-orm';
import { verificationRequests } from '../../src/platform/db/schema/safety';
import { call } from './client';
import { pictures } from './images';
import type { TestServer } from './server';

type ErrorBody = { error?: { code: string; message: string; key?: string } };

export const verificationOf = (server: TestServer, token: string) =>
  call<{ verification: VerificationState } & ErrorBody>(server, 'GET', '/api/verification', undefined, { token });

export const startTry = (server: TestServer, token: string) =>
  call<VerificationTry & ErrorBody>(server, 'POST', '/api/verification/tries', undefined, { token });

/** The selfie as the app sends it: the raw picture, the challenge of its try in the query. */
export async function sendSelfie(server: TestServer, token: string, challenge: string, bytes?: Buffer, contentType = 'image/jpeg') {
  const response = await server.fetch(`/api/verification/selfie?challenge=${encodeURIComponent(challenge)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: bytes ?? (await pictures.jpeg(800, 600)),
  });
  return { status: response.status, body: (await response.json()) as { verification: VerificationState } & ErrorBody };
}

/** A try and its selfie: the member's request is then pending. */
export async function requestVerification(server: TestServer, token: string) {
  const started = await startTry(server, token);
  if (started.status !== 200) throw new Error(`try refused: ${started.status} ${JSON.stringify(started.body)}`);
  const sent = await sendSelfie(server, token, started.body.challenge);
  if (sent.status !== 200) throw new Error(`selfie refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { pose: started.body.pose, state: sent.body.verification };
}

/** The member's requests, oldest first. */
export function requestsOf(server: TestServer, profileId: string) {
  return server.platform.database.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.profileId, profileId))
    .orderBy(verificationRequests.createdAt);
}

type AdminCall = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;

/**
 * A moderator approves the member's pending request as the Verification tab does: with the name
 * and pictures its card showed (the approval covers exactly those).
 */
export async function approveFromQueue(asAdmin: AdminCall, profileId: string) {
  const { requests } = (await asAdmin<VerificationQueue>('GET', '/api/admin/verification')).body;
  const item = requests.find((request) => request.profileId === profileId);
  if (!item) throw new Error(`no request of ${profileId} in the queue`);
  return asAdmin('POST', `/api/admin/verification/${item.id}/approve`, { name: item.name, pictureIds: item.pictures.map((picture) => picture.id) });
}
