import { okSchema } from '../auth';
import { reportSchema, targetSchema } from '../discover';
import { myReportsResponseSchema } from '../reports';
import { defineEndpoint } from './define';

export const safetyEndpoints = {
  block: defineEndpoint({ method: 'POST', path: '/api/blocks', body: targetSchema, response: okSchema, errors: ['profiles.notFound'] }),
  report: defineEndpoint({ method: 'POST', path: '/api/reports', body: reportSchema, response: okSchema, errors: ['discover.reasonTooShort', 'discover.reasonTooLong', 'matches.notFound', 'profiles.notFound'] }),
  myReports: defineEndpoint({ method: 'GET', path: '/api/reports', response: myReportsResponseSchema, errors: [] }),
};
