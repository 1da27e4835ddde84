import { noIntentions } from '@mithaq/contract/intentions';
import type { AdminProfileDetails } from '@mithaq/contract/admin';
import { adminRow } from './adminFixtures';
import { picture } from '../../../test/profileFixtures';

/** One member's admin details (Khalid, male), as GET /api/admin/profiles/:id answers. */
export function adminDetails(overrides: Partial<AdminProfileDetails> = {}): AdminProfileDetails {
  return {
    id: adminRow(1).id,
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
    verifiedContactOnly: false,
    former: false,
    intentions: noIntentions,
    pictures: [picture(1)],
    email: 'khalid@example.com',
    photosPrivate: false,
    birthday: '1995-01-01',
    isActive: true,
    tokenBalance: 10,
    createdAt: '2025-03-04T10:00:00.000Z',
    openReports: 0,
    transactions: [],
    returnedAfterDeletion: [],
    ...overrides,
  };
}
