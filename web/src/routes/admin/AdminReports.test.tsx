import type { AdminAppeal } from '@mithaq/contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profilesKey, profilesPage, renderAdminAt, report, reportsKey, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';

const APPEALS = 'GET /api/admin/appeals';
const yusufId = '0a1b2c3d-0000-4000-8000-000000000001';
const zaidId = '0a1b2c3d-0000-4000-8000-000000000002';

const chatReport = report({
  category: 'money',
  reason: null,
  context: 'chat',
  risk: { score: 31, moneyFlags: 4, contactFlags: 0, reporters: 3, accountAgeDays: 2, warnings: 0 },
  snapshot: {
    kind: 'chat',
    matchId: '1b1b1b1b-0000-4000-8000-000000000001',
    messages: [
      { id: '2c2c2c2c-0000-4000-8000-000000000001', senderId: zaidId, senderName: 'Zaid', content: 'Salam, how are you?', flags: [], createdAt: '2025-03-01T10:00:00.000Z' },
      { id: '2c2c2c2c-0000-4000-8000-000000000002', senderId: yusufId, senderName: 'Yusuf', content: 'Fine, thanks', flags: [], createdAt: '2025-03-01T10:01:00.000Z' },
      { id: '2c2c2c2c-0000-4000-8000-000000000003', senderId: zaidId, senderName: 'Zaid', content: 'Send 300 dollars by Western Union', flags: ['money'], createdAt: '2025-03-01T10:02:00.000Z' },
      { id: '2c2c2c2c-0000-4000-8000-000000000004', senderId: zaidId, senderName: 'Zaid', content: 'My WhatsApp is +44 7700 900123', flags: ['contact'], createdAt: '2025-03-01T10:03:00.000Z' },
    ],
  },
});

function renderQueue(extra: Parameters<typeof renderAdminAt>[1] = {}, appeals: AdminAppeal[] = []) {
  return renderAdminAt('/admin/dashboard', {
    [profilesKey()]: profilesPage([]),
    [reportsKey()]: () => jsonResponse(200, { open: 1, reports: [chatReport], nextCursor: null, networkFlags: [] }),
    [APPEALS]: () => jsonResponse(200, { appeals }),
    ...extra,
  });
}

async function openRow(user: ReturnType<typeof renderQueue>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
  return within(await screen.findByRole('row', { name: /^Zaid/ }, { timeout: SLOW }));
}

describe('/admin/dashboard: reports moderators can act on', () => {
  it('shows the category, the risk line and the chat quoted with sender, time and flag badges', async () => {
    const { user } = renderQueue();
    const row = await openRow(user);
    expect(row.getByText('Asked for money')).toBeInTheDocument();
    expect(row.getByText('Reported from a chat')).toBeInTheDocument();
    expect(row.getByText('Risk 31', { exact: false }).closest('p')?.textContent).toBe(
      'Risk 31 · 3 members reported · 4 money flags · account 2 days old',
    );
    await user.click(row.getByText('The last 4 messages of the chat'));
    const quoted = within(row.getByRole('list', { name: 'Messages between Yusuf and Zaid' }));
    const items = quoted.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('blockquote', { hidden: true }).textContent)).toEqual([
      'Salam, how are you?',
      'Fine, thanks',
      'Send 300 dollars by Western Union',
      'My WhatsApp is +44 7700 900123',
    ]);
    expect(within(items[2]!).getByText('Money request')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Contact details')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Money request')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Yusuf')).toBeInTheDocument();
  });

  it('records a warning with its reason (no code asked), and a suspension only with the authenticator code', async () => {
    const decision = `POST /api/admin/reports/${chatReport.id}/decision`;
    const { user, server } = renderQueue({
      [decision]: () => jsonResponse(200, { report: { ...chatReport, handledAt: '2025-03-06T10:00:00.000Z', handledBy: 'admin@example.com', decision: 'warning', decisionReason: 'Do not ask for money' } }),
    });
    const row = await openRow(user);
    await user.click(row.getByRole('button', { name: 'Decide on the report about Zaid' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Decide on the report about Zaid' }));
    expect(dialog.getByRole('radio', { name: 'Warning' })).toBeChecked();
    expect(dialog.queryByLabelText('Authenticator code')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record decision' }));
    expect(await dialog.findByText('The reason must be between 10 and 500 characters')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Do not ask for money');
    await user.click(dialog.getByRole('button', { name: 'Record decision' }));
    expect(await findToast('Decision recorded', SLOW)).toBeInTheDocument();
    expect(server.requests(decision)[0]?.body).toEqual({ decision: 'warning', reason: 'Do not ask for money', applyToAll: false });

    await user.click(row.getByRole('button', { name: 'Decide on the report about Zaid' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Decide on the report about Zaid' }));
    await user.click(dialog.getByRole('radio', { name: 'Suspension' }));
    await user.type(dialog.getByLabelText('Reason'), 'Asked three members for money');
    await user.click(dialog.getByLabelText('Apply to all open reports about this member'));
    await user.click(dialog.getByRole('button', { name: 'Record decision' }));
    expect(await dialog.findByText('Please confirm with a new code from your authenticator app.')).toBeInTheDocument();
    expect(server.requests(decision)).toHaveLength(1);
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(server.requests(decision)).toHaveLength(2), { timeout: SLOW });
    expect(server.requests(decision)[1]?.body).toEqual({ decision: 'suspension', reason: 'Asked three members for money', applyToAll: true, confirm: '482913' });
  });

  it('keeps the dialog open and says so when the code is refused', async () => {
    const decision = `POST /api/admin/reports/${chatReport.id}/decision`;
    const { user } = renderQueue({
      [decision]: () => errorResponse(403, 'FORBIDDEN', 'That code is not right, or it was already used. Please enter the next code from your authenticator app.'),
    });
    const row = await openRow(user);
    await user.click(row.getByRole('button', { name: 'Decide on the report about Zaid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide on the report about Zaid' }));
    await user.click(dialog.getByRole('radio', { name: 'Ban' }));
    await user.type(dialog.getByLabelText('Reason'), 'Fake profile, stolen photos');
    await user.type(dialog.getByLabelText('Authenticator code'), '111111');
    await user.click(dialog.getByRole('button', { name: 'Record decision' }));
    expect(await dialog.findByText(/That code is not right/, {}, { timeout: SLOW })).toBeInTheDocument();
  });

  it('lists appeals above the reports; lifting asks for the authenticator code and sends it with the reply, upholding does not', async () => {
    const appeal: AdminAppeal = {
      id: '3d3d3d3d-0000-4000-8000-000000000001',
      member: { id: zaidId, name: 'Zaid' },
      kind: 'suspension',
      suspensionReason: 'Asked for money',
      text: 'It was my cousin using my phone, I am sorry',
      createdAt: '2025-03-07T09:00:00.000Z',
    };
    const decide = `POST /api/admin/appeals/${appeal.id}/decision`;
    const { user, server } = renderQueue({ [decide]: () => jsonResponse(200, { ok: true }) }, [appeal]);
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const appeals = within((await screen.findByRole('heading', { name: 'Appeals' }, { timeout: SLOW })).closest('section') as HTMLElement);
    expect(await appeals.findByText('Zaid appeals their suspension', { exact: false })).toBeInTheDocument();
    expect(appeals.getByText('Suspended for: Asked for money')).toBeInTheDocument();
    await user.type(appeals.getByLabelText('Reply to the member'), 'Welcome back, take care');
    await user.click(appeals.getByRole('button', { name: 'Lift the suspension' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: "Lift Zaid's suspension?" }));
    expect(server.requests(decide)).toHaveLength(0);
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Lift' }));
    expect(await findToast('Appeal decided', SLOW)).toBeInTheDocument();
    expect(server.requests(decide)[0]?.body).toEqual({ decision: 'lift', reply: 'Welcome back, take care', confirm: '482913' });

    await user.click(appeals.getByRole('button', { name: 'Uphold' }));
    await waitFor(() => expect(server.requests(decide)).toHaveLength(2), { timeout: SLOW });
    expect(server.requests(decide)[1]?.body).toEqual({ decision: 'uphold', reply: 'Welcome back, take care' });
  });

  it('keeps the lift dialog open and says so when the code is refused', async () => {
    const appeal: AdminAppeal = {
      id: '3d3d3d3d-0000-4000-8000-000000000002',
      member: { id: zaidId, name: 'Zaid' },
      kind: 'ban',
      suspensionReason: 'Fake profile',
      text: 'These are my own photos, please look again',
      createdAt: '2025-03-07T09:00:00.000Z',
    };
    const decide = `POST /api/admin/appeals/${appeal.id}/decision`;
    const { user } = renderQueue(
      { [decide]: () => errorResponse(403, 'FORBIDDEN', 'That code is not right, or it was already used. Please enter the next code from your authenticator app.') },
      [appeal],
    );
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const appeals = within((await screen.findByRole('heading', { name: 'Appeals' }, { timeout: SLOW })).closest('section') as HTMLElement);
    await user.type(await appeals.findByLabelText('Reply to the member', {}, { timeout: SLOW }), 'We looked again, sorry');
    await user.click(appeals.getByRole('button', { name: 'Lift the suspension' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: "Lift Zaid's ban?" }));
    await user.type(dialog.getByLabelText('Authenticator code'), '111111');
    await user.click(dialog.getByRole('button', { name: 'Lift' }));
    expect(await dialog.findByText(/That code is not right/, {}, { timeout: SLOW })).toBeInTheDocument();
  });
});
