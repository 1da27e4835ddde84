import type { AdminProfileRow, AdminProfilesResponse, AdminReport, AuditEntry } from '@mithaq/contract/admin';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { jsonResponse, stubServer, type RouteHandler } from '../../../test/fakeServer';
import { picture } from '../../../test/profileFixtures';
import { renderRoutes, type TestSession } from '../../../test/renderRoutes';
import { adminReady } from '../../../test/sessionFixtures';

/** Milliseconds to wait for what follows a request (typing pauses, fetches, toasts) on a busy machine. */
export const SLOW = 5000;

/** The first page of the profile table, as the dashboard asks for it. */
export const profilesKey = (search = '') => `GET /api/admin/profiles?limit=25${search ? `&q=${encodeURIComponent(search)}` : ''}`;
export const reportsKey = (filter: 'open' | 'all' = 'open') => `GET /api/admin/reports?limit=25&status=${filter}`;
export const auditKey = 'GET /api/admin/audit?limit=25';

export function adminRow(index: number, overrides: Partial<AdminProfileRow> = {}): AdminProfileRow {
  return {
    id: `0a1b2c3d-0000-4000-8000-00000000000${index}`,
    email: `member${index}@example.com`,
    name: `Member${index}`,
    sex: 'female',
    age: 30,
    city: 'Lahore',
    country: 'PK',
    isActive: true,
    tokenBalance: 10,
    createdAt: '2025-03-04T10:00:00.000Z',
    photosPrivate: false,
    pictures: [picture(index)],
    ...overrides,
  };
}

export function profilesPage(rows: AdminProfileRow[], counts = { total: 12, active: 10, inactive: 2 }, nextCursor: string | null = null): RouteHandler {
  const body: AdminProfilesResponse = { counts, profiles: rows, nextCursor };
  return () => jsonResponse(200, body);
}

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: '5e6f7a8b-0000-4000-8000-000000000001',
    reporter: { id: '0a1b2c3d-0000-4000-8000-000000000001', name: 'Yusuf' },
    reported: { id: '0a1b2c3d-0000-4000-8000-000000000002', name: 'Zaid', isActive: true },
    category: 'money',
    reason: 'Asked for money twice',
    context: 'profile',
    snapshot: null,
    risk: { score: 0, moneyFlags: 0, contactFlags: 0, reporters: 1, accountAgeDays: 40, warnings: 0 },
    decision: null,
    decisionReason: null,
    createdAt: '2025-03-05T09:30:00.000Z',
    handledAt: null,
    handledBy: null,
    evidence: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '7f8e9d0c-0000-4000-8000-000000000001',
    actor: 'admin@example.com',
    action: 'tokens.adjusted',
    targetType: 'profile',
    targetId: '0a1b2c3d-0000-4000-8000-000000000001',
    details: { amount: 5, reason: 'Apology', balance: 15 },
    createdAt: '2025-03-06T08:00:00.000Z',
    ...overrides,
  };
}

/** The app at `entry` as an admin (by default), with a fake server answering `routes`. */
export function renderAdminAt(entry: InitialEntry, routes: Record<string, RouteHandler>, session: TestSession = adminReady) {
  const server = stubServer(routes);
  const user = userEvent.setup();
  return { ...renderRoutes(entry, session), server, user };
}
