import type { AdminProfileDetails } from '@mithaq/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRow, profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { jsonResponse } from '../../test/fakeServer';
import { picture } from '../../test/profileFixtures';

const id = adminRow(1).id;

function details(overrides: Partial<AdminProfileDetails> = {}): AdminProfileDetails {
  return {
    id,
    name: 'Khalid',
    sex: 'male',
    age: 30,
    country: 'PK',
    city: 'Lahore',
    aboutMe: 'Hello',
    education: '',
    occupation: '',
    nationality: ['PK'],
    height: 175,
    maritalStatus: 'Never Married',
    verified: false,
    pictures: [picture(1)],
    email: 'khalid@example.com',
    birthday: '1995-01-01',
    isActive: true,
    tokenBalance: 10,
    createdAt: '2025-03-04T10:00:00.000Z',
    openReports: 0,
    transactions: [],
    ...overrides,
  };
}

describe('/admin/dashboard: correcting a member’s gender', () => {
  it('changes it to the other one with a reason, checked first, and says so', async () => {
    const key = `PUT /api/admin/profiles/${id}/sex`;
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Khalid', sex: 'male' })]),
      [`GET /api/admin/profiles/${id}`]: () => jsonResponse(200, { profile: details() }),
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
