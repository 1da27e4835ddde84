import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { stubGeolocation } from '../../test/geolocation';
import { seedSignupForm, storedSignupForm } from '../../test/profileFixtures';
import { renderWizard } from '../../test/wizard';

const london = { latitude: 51.5072, longitude: -0.1276 };
const REVERSE = 'POST /api/geo/reverse';
const place = () => jsonResponse(200, { country: 'GB', countryName: 'United Kingdom', city: 'London' });

/** Fixed "today", so the birthday rules do not depend on when the tests run. */
function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-07-21T10:00:00Z'));
}

afterEach(() => {
  vi.useRealTimers();
});

type Wizard = Awaited<ReturnType<typeof renderWizard>>;

async function chooseBirthday(user: Wizard['user'], year: string, month: string, day: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), day);
}

async function detect(user: Wizard['user']) {
  await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
}

describe('wizard step 1 (basic information)', () => {
  it('Continue checks every field, shows each message and stays', async () => {
    const { user, router } = await renderWizard('/signup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be between 1 and 25 characters');
    expect(screen.getByText('Please select your birthday')).toBeInTheDocument();
    expect(screen.getByText('Location detection is required to continue')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('rejects a name over 25 characters and a birthday under 18', async () => {
    freezeToday();
    const { user } = await renderWizard('/signup');
    await user.type(screen.getByLabelText('Name'), 'A'.repeat(26));
    await chooseBirthday(user, '2007', 'December', '31');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Name must be between 1 and 25 characters')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it("clears a field's error as soon as that field changes, the location's too", async () => {
    stubGeolocation(london);
    const { user } = await renderWizard('/signup', { [REVERSE]: place });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Name'), 'Amina');
    expect(screen.queryByText('Name must be between 1 and 25 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Please select your birthday')).toBeInTheDocument();
    await detect(user);
    expect(await screen.findByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.queryByText('Location detection is required to continue')).not.toBeInTheDocument();
    expect(screen.getByText('Please select your birthday')).toBeInTheDocument();
  });

  it('offers 100 years from 18 years ago, days that follow the month, and clamps an overflowing day', async () => {
    freezeToday();
    const { user } = await renderWizard('/signup');
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years).toHaveLength(101);
    expect(years[1]).toHaveTextContent('2007');
    expect(years.at(-1)).toHaveTextContent('1908');
    await chooseBirthday(user, '1995', 'January', '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'April');
    const day = screen.getByRole('combobox', { name: 'Day' });
    expect(day).toHaveValue('30');
    expect(within(day).getAllByRole('option')).toHaveLength(31);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    expect(day).toHaveValue('28');
    expect(storedSignupForm()).toMatchObject({ birthday: '1995-02-28', age: 30 });
  });

  it("detects the location: coordinates go to the server once, 'city, country' comes back", async () => {
    const geo = stubGeolocation(london);
    const { user, server } = await renderWizard('/signup', { [REVERSE]: place });
    await detect(user);
    expect(await findToast('Location detected successfully')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(geo.calls[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    expect(server.requests(REVERSE).map((request) => request.body)).toEqual([london]);
    const stored = storedSignupForm();
    expect(stored).toMatchObject({ location: { country: 'GB', city: 'London' }, locationDetected: true });
    // The coordinates are never kept.
    expect(JSON.stringify(stored)).not.toContain('51.5');
  });

  it.each([
    [{ code: 1 } as const, 'Location permission denied. Please enable location access in your device settings and try again.'],
    [{ code: 2 } as const, 'Failed to detect location. Please ensure GPS is enabled and try again.'],
    [{ code: 3 } as const, 'Location detection timed out. Please check your GPS is enabled and try again.'],
  ])('says why detection failed (%o)', async (answer, message) => {
    stubGeolocation(answer);
    const { user, server } = await renderWizard('/signup');
    await detect(user);
    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect My Location' })).toHaveAccessibleDescription(message);
    expect(server.requests(REVERSE)).toHaveLength(0);
  });

  it('says when the browser has no geolocation', async () => {
    const { user } = await renderWizard('/signup');
    await detect(user);
    expect(await findToast('Geolocation is not supported by this browser')).toBeInTheDocument();
  });

  it('says when the server cannot name the place', async () => {
    stubGeolocation(london);
    const { user } = await renderWizard('/signup', {
      [REVERSE]: () => errorResponse(404, 'NOT_FOUND', 'Failed to get location details'),
    });
    await detect(user);
    expect(await findToast('Failed to get location details')).toBeInTheDocument();
    expect(storedSignupForm()?.locationDetected ?? false).toBe(false);
  });

  it("Continue with everything valid says 'Basic information saved' and goes to step 2", async () => {
    freezeToday();
    stubGeolocation(london);
    const { user, router } = await renderWizard('/signup', { [REVERSE]: place });
    await user.type(screen.getByLabelText('Name'), 'Amina');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await chooseBirthday(user, '1995', 'June', '15');
    await detect(user);
    await screen.findByText('London, United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Basic information saved')).toBeInTheDocument();
    await expectPath(router, '/signup/details');
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  });
});

/** Spec §3's signup form data; the picked files (selectedFiles) are never stored. */
const SPEC_FIELDS = [
  'name', 'sex', 'location', 'birthday', 'age', 'aboutMe', 'education',
  'occupation', 'nationality', 'height', 'maritalStatus', 'pictures', 'locationDetected',
  // Ours: the picture step's photo privacy choice, and issue 28's optional intentions (details step).
  'photosPrivate', 'intentions',
].sort();

describe('the saved wizard form', () => {
  it('is written on every change with exactly the spec fields, and comes back after a reload', async () => {
    const first = await renderWizard('/signup');
    await first.user.type(screen.getByLabelText('Name'), 'Amina');
    expect(Object.keys(storedSignupForm() ?? {}).sort()).toEqual(SPEC_FIELDS);
    expect(storedSignupForm()).toMatchObject({
      name: 'Amina',
      sex: 'male',
      location: { country: '', city: '' },
      age: 0,
      height: 170,
      maritalStatus: 'Never Married',
      nationality: [],
      pictures: [],
      locationDetected: false,
      photosPrivate: false,
    });
    first.unmount();

    await renderWizard('/signup');
    expect(screen.getByLabelText('Name')).toHaveValue('Amina');
  });

  it('starts afresh when the saved form belongs to another user', async () => {
    seedSignupForm({ name: 'Someone else' }, 'another-user-id');
    await renderWizard('/signup');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says when storage refuses, and the wizard still works', async () => {
    freezeToday();
    seedSignupForm({ name: 'Amina', birthday: '1995-06-15', location: { country: 'GB', city: 'London' }, locationDetected: true });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { user, router } = await renderWizard('/signup');
    await user.type(screen.getByLabelText('Name'), 'h');
    expect(await findToast('Failed to update form data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Failed to save form data')).toBeInTheDocument();
    await expectPath(router, '/signup/details');
    await waitFor(() => expect(screen.queryByText('Basic information saved')).not.toBeInTheDocument());
  });
});
