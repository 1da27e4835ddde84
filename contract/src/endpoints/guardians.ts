import { z } from 'zod';
import { guardianAnswerSchema, guardianInviteInfoSchema, guardianListSchema, guardianTokenSchema, guardianViewSchema, inviteGuardianSchema } from '../guardians';
import { defineEndpoint } from './define';

const params = z.object({ id: z.uuid() });

export const guardiansEndpoints = {
  // The member's side (Account page).
  list: defineEndpoint({ method: 'GET', path: '/api/guardians', response: guardianListSchema, errors: [] }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/guardians',
    body: inviteGuardianSchema,
    response: guardianViewSchema,
    errors: [
      'guardians.tooMany',
      'guardians.alreadyInvited',
      'guardians.ownAddress',
      'guardians.invitesPerDay',
      'guardians.addressPerDay',
      'guardians.emailNotConfirmed',
      'guardians.accountTooNew',
      'guardians.lifetimeCap',
      'guardians.invitesPerNetwork',
      'guardians.addressSuppressed',
    ],
  }),
  resend: defineEndpoint({ method: 'POST', path: '/api/guardians/:id/resend', params, response: guardianViewSchema, errors: ['guardians.notFound', 'guardians.notInvited', 'guardians.lifetimeCap', 'guardians.addressSuppressed'] }),
  revoke: defineEndpoint({ method: 'DELETE', path: '/api/guardians/:id', params, response: guardianViewSchema, errors: ['guardians.notFound'] }),
  // The guardian's side: no account, the mailed token is the credential (redacted from logs as `token`).
  inviteInfo: defineEndpoint({ method: 'GET', path: '/api/guardians/invite', query: guardianTokenSchema, response: guardianInviteInfoSchema, errors: ['guardians.invalidInvite', 'guardians.inviteExpired'] }),
  accept: defineEndpoint({ method: 'POST', path: '/api/guardians/accept', body: guardianTokenSchema, response: guardianAnswerSchema, errors: ['guardians.invalidInvite', 'guardians.inviteExpired'] }),
  stop: defineEndpoint({ method: 'POST', path: '/api/guardians/stop', body: guardianTokenSchema, response: guardianAnswerSchema, errors: ['guardians.invalidStopLink'] }),
};
