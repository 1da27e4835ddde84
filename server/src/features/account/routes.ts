import { accountEndpoints as endpoints } from '@mithaq/contract/endpoints/account';
import { apiPaths } from '@mithaq/contract/endpoints/paths';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { clearSessionCookie } from '../auth/public';
import { exportData } from './export-service';
import { getMarketingConsent, setMarketingConsent } from './consent';
import { getReminderEmails, setReminderEmails } from './reminder-mail';
import * as service from './service';

export function registerAccountRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.deactivate, async (request, reply) => {
    await service.deactivateAccount(platform, await requireAuth(platform, request));
    clearSessionCookie(platform.config, reply);
    return { ok: true as const };
  });

  route(app, endpoints.marketing, async (request) => getMarketingConsent(platform, await requireAuth(platform, request)));

  route(app, endpoints.setMarketing, async (request) => setMarketingConsent(platform, await requireAuth(platform, request), request.body.consent));

  route(app, endpoints.reminderEmails, async (request) => getReminderEmails(platform, await requireAuth(platform, request)));

  route(app, endpoints.setReminderEmails, async (request) => setReminderEmails(platform, await requireAuth(platform, request), request.body.enabled));

  route(app, endpoints.delete, async (request, reply) => {
    await service.deleteAccount(platform, await requireAuth(platform, request), request.body.password);
    clearSessionCookie(platform.config, reply);
    return { ok: true as const };
  });

  // Streamed, not built in memory: the reply is written as the rows are read.
  app.get(apiPaths.account.export, async (request, reply) => {
    const { fileName, body } = await exportData(platform, await requireAuth(platform, request));
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
