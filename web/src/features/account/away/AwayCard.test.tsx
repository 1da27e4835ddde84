import { awayMessages } from '@mithaq/contract/away';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../../lib/api';
import { findToast } from '../../../test/authPage';
import { errorResponse, jsonResponse, stubServer, type RouteHandler } from '../../../test/fakeServer';
import { renderRoutes } from '../../../test/renderRoutes';
import { ready } from '../../../test/sessionFixtures';

function renderAccount(routes: Record<string, RouteHandler>) {
  const server = stubServer({
    'GET /api/account/marketing': () => jsonResponse(200, { consent: false, ask: false }),
    ...routes,
  });
  setAccessToken('tok-1');
  renderRoutes('/app/account', ready);
  return { server, user: userEvent.setup() };
}

const card = async () => (await screen.findByRole('heading', { name: 'Away' })).closest('section') as HTMLElement;
/** Local midnight of the day `days` from today, as the card sends it. */
const dayStart = (days: number) => {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + days);
  return day;
};

describe('Account: away', () => {
  it('sets the member away until the chosen day (at most 7 days on) and says so', async () => {
    const until = dayStart(3).toISOString();
    const { server, user } = renderAccount({
      'GET /api/profiles/me/away': () => jsonResponse(200, { away: null, availableAt: null }),
      'POST /api/profiles/me/away': () => jsonResponse(200, { away: { reason: 'exams', until }, availableAt: '2099-01-01T00:00:00.000Z' }),
    });
    const away = await card();
    const date = await within(away).findByLabelText('Back on');
    expect(date).toHaveAttribute('max', dayStart(7).toLocaleDateString('sv-SE'));
    expect(date).toHaveAttribute('min', dayStart(1).toLocaleDateString('sv-SE'));
    await user.selectOptions(within(away).getByLabelText('Reason'), 'exams');
    await user.clear(date);
    await user.type(date, dayStart(3).toLocaleDateString('sv-SE'));
    await user.click(within(away).getByRole('button', { name: 'Set me away' }));
    await waitFor(() => expect(server.requests('POST /api/profiles/me/away')[0]?.body).toEqual({ reason: 'exams', until }));
    expect(await within(away).findByText(/You are away \(Exams\) until/)).toBeInTheDocument();
    expect(within(away).queryByRole('button', { name: 'Set me away' })).not.toBeInTheDocument();
  });

  it('says from when another pause is allowed, without the form', async () => {
    renderAccount({ 'GET /api/profiles/me/away': () => jsonResponse(200, { away: null, availableAt: '2026-12-20T09:00:00.000Z' }) });
    const away = await card();
    expect(await within(away).findByText(/You can set yourself away again from December 20, 2026/)).toBeInTheDocument();
    expect(within(away).queryByRole('button', { name: 'Set me away' })).not.toBeInTheDocument();
  });

  it('a refusal is toasted in the server\'s words', async () => {
    const { user } = renderAccount({
      'GET /api/profiles/me/away': () => jsonResponse(200, { away: null, availableAt: null }),
      'POST /api/profiles/me/away': () => errorResponse(409, 'CONFLICT', awayMessages.tooSoon),
    });
    const away = await card();
    await user.click(await within(away).findByRole('button', { name: 'Set me away' }));
    expect(await findToast(awayMessages.tooSoon)).toBeInTheDocument();
  });

  it('ends the pause early on request, then says from when another is allowed', async () => {
    const { server, user } = renderAccount({
      'GET /api/profiles/me/away': () => jsonResponse(200, { away: { reason: 'travel', until: dayStart(4).toISOString() }, availableAt: '2026-12-20T09:00:00.000Z' }),
      'DELETE /api/profiles/me/away': () => jsonResponse(200, { away: null, availableAt: '2026-12-20T09:00:00.000Z' }),
    });
    const away = await card();
    expect(await within(away).findByText(/You are away \(Travel\) until/)).toBeInTheDocument();
    await user.click(within(away).getByRole('button', { name: 'End my away now' }));
    expect(await within(away).findByText(/You can set yourself away again from December 20, 2026/)).toBeInTheDocument();
    expect(server.requests('DELETE /api/profiles/me/away')).toHaveLength(1);
    expect(within(away).queryByRole('button', { name: 'End my away now' })).not.toBeInTheDocument();
  });
});
