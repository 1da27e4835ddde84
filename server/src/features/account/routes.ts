import { marketingConsentSchema, reminderEmailsSchema, setMarketingConsentSchema } from '@mithaq/contract/account';
import { deleteAccountSchema, okSchema } from '@mithaq/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { clearSessionCookie } from '../auth/cookies';
import { exportData } from './export-service';
import { getMarketingConsent, setMarketingConsent } from './consent';
import { getReminderEmails, setReminderEmails } from './reminder-mail';
import * as service from './service';

export function registerAccountRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/account/deactivate', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await service.deactivateAccount(platform, await requireAuth(platform, request));
    clearSessionCookie(platform.config, reply);
    return { ok: true as const };
  });

  // The setting, and whether the app should ask now (never answered, or a "no" 12 months ago).
  api.get('/api/account/marketing', { schema: { response: { 200: marketingConsentSchema } } }, async (request) =>
    getMarketingConsent(platform, await requireAuth(platform, request)),
  );

  api.put('/api/account/marketing', { schema: { body: setMarketingConsentSchema, response: { 200: marketingConsentSchema } } }, async (request) =>
    setMarketingConsent(platform, await requireAuth(platform, request), request.body.consent),
  );

  // Whether the timers' 24-hour reminders also come by e-mail when no device gets pushes (on by default).
  api.get('/api/account/reminder-emails', { schema: { response: { 200: reminderEmailsSchema } } }, async (request) =>
    getReminderEmails(platform, await requireAuth(platform, request)),
  );

  api.put('/api/account/reminder-emails', { schema: { body: reminderEmailsSchema, response: { 200: reminderEmailsSchema } } }, async (request) =>
    setReminderEmails(platform, await requireAuth(platform, request), request.body.enabled),
  );

  api.delete('/api/account', { schema: { body: deleteAccountSchema, response: { 200: okSchema } } }, async (request, reply) => {
    await service.deleteAccount(platform, await requireAuth(platform, request), request.body.password);
    clearSessionCookie(platform.config, reply);
    return { ok: true as const };
  });

  // Streamed, not built in memory: the reply is written as the rows are read.
  api.get('/api/account/export', async (request, reply) => {
    const { fileName, body } = await exportData(platform, await requireAuth(platform, request));
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
