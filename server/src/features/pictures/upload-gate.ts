import { limits } from '@mithaq/contract/constants';
import { pictureMessages } from '@mithaq/contract/profiles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';

const HOUR = 60 * 60 * 1000;

/**
 * Who may send a picture, decided in `onRequest`, before a byte of the body is read: a stranger
 * cannot make the server buffer 5 MB, and one member cannot make it hold and decode more than
 * `maxConcurrentUploads` pictures at once, nor more than the hourly rate. The slots are counted
 * by each server process (the hourly rate goes through the shared rate limiter).
 */
export function createUploadGate(platform: Platform) {
  const inFlight = new Map<string, number>();
  const admitted = new WeakMap<FastifyRequest, AuthContext>();

  const take = (userId: string) => inFlight.set(userId, (inFlight.get(userId) ?? 0) + 1);
  const give = (userId: string) => {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };

  return {
    /** The `onRequest` hook of the upload route: a 401 or 429 here means the body is never read. */
    async admit(request: FastifyRequest, reply: FastifyReply) {
      // The response closes exactly once however the request ends (answered, failed, or the
      // client gone mid-body), so that is where a slot is given back; listen before any await.
      let closed = false;
      let holder: string | undefined;
      reply.raw.once('close', () => {
        closed = true;
        if (holder) give(holder);
        holder = undefined;
      });
      const auth = await requireAuth(platform, request);
      // The client left while we looked the session up: nobody is there to answer.
      if (closed) {
        reply.hijack();
        return;
      }
      if ((inFlight.get(auth.userId) ?? 0) >= limits.maxConcurrentUploads) {
        throw new DomainError('RATE_LIMITED', pictureMessages.uploadsInProgress);
      }
      take(auth.userId);
      holder = auth.userId;
      const hourly = await platform.rateLimiter.hit(`uploads:${auth.userId}`, platform.config.rateLimits.uploadsPerHour, HOUR);
      if (!hourly.allowed) throw new DomainError('RATE_LIMITED', pictureMessages.uploadsPerHour);
      admitted.set(request, auth);
    },
    /** The member `admit` let in (the handler runs only after it did). */
    authOf(request: FastifyRequest): AuthContext {
      const auth = admitted.get(request);
      if (!auth) throw new Error('upload handler reached without admission');
      return auth;
    },
  };
}
