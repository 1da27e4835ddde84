import { marketingConsentSchema, reminderEmailsSchema, setMarketingConsentSchema } from '../account';
import { deleteAccountSchema, okSchema } from '../auth';
import { defineEndpoint } from './define';

/**
 * The account controls. GET /api/account/export is no JSON answer (a download streamed as the rows
 * are read): it stays outside the table, in server/src/http/openapi.ts's ROUTES_WITHOUT_SCHEMA.
 */
export const accountEndpoints = {
  deactivate: defineEndpoint({ method: 'POST', path: '/api/account/deactivate', response: okSchema, errors: [] }),
  // The setting, and whether the app should ask now (never answered, or a "no" 12 months ago).
  marketing: defineEndpoint({ method: 'GET', path: '/api/account/marketing', response: marketingConsentSchema, errors: [] }),
  setMarketing: defineEndpoint({ method: 'PUT', path: '/api/account/marketing', body: setMarketingConsentSchema, response: marketingConsentSchema, errors: [] }),
  // Whether the timers' 24-hour reminders also come by e-mail when no device gets pushes (on by default).
  reminderEmails: defineEndpoint({ method: 'GET', path: '/api/account/reminder-emails', response: reminderEmailsSchema, errors: [] }),
  setReminderEmails: defineEndpoint({ method: 'PUT', path: '/api/account/reminder-emails', body: reminderEmailsSchema, response: reminderEmailsSchema, errors: [] }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/account', body: deleteAccountSchema, response: okSchema, errors: ['account.deletePasswordWrong'] }),
};
