import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRow, profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { jsonResponse } from '../../test/fakeServer';
import { adminDetails } from '../../features/admin/test/adminDetailsFixture';

const id = adminRow(1).id;

describe('/admin/dashboard: correcting a member’s gender', () => {
  it('changes it to the other one with a reason, checked first, and says so', async () => {
    const key = `PUT /api/admin/profiles/${id}/sex`;
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Khalid', sex: 'male' })]),
      [`GET /api/admin/profiles/${id}`]: () => jsonResponse(200, { profile: adminDetails() }),
      [key]: () => jsonResponse(200, { sex: 'female' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Khalid' }, { timeout: SLOW }));
    const form = within(await screen.findByRole('form', { name: 'Correct gender' }, { timeout: SLOW }));
    expect(form.getByText('Gender: Male. Members cannot change it after sign-up.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Reason'), 'x');
    await user.click(form.getByRole('button', { name: 'Change to Female' }));
    expect(form.getByRole('alert')).toHaveTextContent('Reason must be between 3 and 100 characters');
    expect(server.requests(key)).toHaveLength(0);
    await user.type(form.getByLabelText('Reason'), ' picked the wrong one');
    await user.click(form.getByRole('button', { name: 'Change to Female' }));
    expect(await findToast('Khalid is now Female', SLOW)).toBeInTheDocument();
    expect(server.requests(key)[0]?.body).toEqual({ sex: 'female', reason: 'x picked the wrong one' });
  });
});
