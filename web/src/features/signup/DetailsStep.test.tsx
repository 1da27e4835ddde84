import { noIntentions } from '@mithaq/contract/intentions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { completeSignupForm, seedSignupForm, storedSignupForm } from '../../test/profileFixtures';
import { renderWizard } from '../../test/wizard';

type Wizard = Awaited<ReturnType<typeof renderWizard>>;

async function addNationality(user: Wizard['user'], search: string) {
  const box = screen.getByLabelText('Nationality', { selector: 'input' });
  await user.clear(box);
  await user.paste(search);
  await user.keyboard('{Enter}');
}

const chips = () => within(screen.getByRole('list', { name: 'Selected nationalities' }));

describe('wizard step 2 (details)', () => {
  it('Continue checks the step and shows each message', async () => {
    const { user, router } = await renderWizard('/signup/details');
    await user.click(screen.getByLabelText('Education'));
    await user.paste('E'.repeat(51));
    await user.click(screen.getByLabelText('Occupation'));
    await user.paste('O'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('About Me')).toHaveAccessibleDescription('About Me must be between 1 and 1500 characters');
    expect(screen.getByText('Education must be maximum 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Occupation must be maximum 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Select at least one nationality')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/details');
  });

  it('starts with height 170 cm and marital status Never Married, with the five options', async () => {
    await renderWizard('/signup/details');
    const height = screen.getByRole('slider', { name: 'Height' });
    expect(height).toHaveValue('170');
    expect(height).toHaveAttribute('min', '130');
    expect(height).toHaveAttribute('max', '200');
    expect(screen.getByText('170 cm')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Marital Status' });
    expect(status).toHaveValue('Never Married');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Never Married',
      'Separated',
      'Divorced',
      'Married',
      'Widowed',
    ]);
  });

  it('picks 1 to 4 nationalities from a searchable list, refusing a duplicate or a fifth', async () => {
    const { user } = await renderWizard('/signup/details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Select at least one nationality')).toBeInTheDocument();

    await addNationality(user, 'Pakis');
    expect(chips().getByText('Pakistan')).toBeInTheDocument();
    // Changing the list clears its error.
    expect(screen.queryByText('Select at least one nationality')).not.toBeInTheDocument();
    for (const name of ['United Kingdom', 'Egypt', 'Jordan']) await addNationality(user, name);
    expect(storedSignupForm()?.nationality).toEqual(['PK', 'GB', 'EG', 'JO']);

    await addNationality(user, 'Morocco');
    expect(screen.getByText('You can select maximum 4 nationalities')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Jordan' }));
    await addNationality(user, 'Pakistan');
    expect(screen.getByText('This nationality is already added')).toBeInTheDocument();
    expect(storedSignupForm()?.nationality).toEqual(['PK', 'GB', 'EG']);
  });

  it('the list is a keyboard-usable combobox', async () => {
    const { user } = await renderWizard('/signup/details');
    const box = screen.getByRole('combobox', { name: 'Nationality' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.type(box, 'Pa');
    expect(within(screen.getByRole('listbox', { name: 'Nationality' })).getAllByRole('option')[0]).toHaveTextContent('Pakistan');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips().getByText('Palau')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("Continue with valid details says 'Profile details saved' and goes to step 3", async () => {
    seedSignupForm(completeSignupForm);
    const { user, router } = await renderWizard('/signup/details');
    expect(screen.getByLabelText('About Me')).toHaveValue('I love reading.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Profile details saved')).toBeInTheDocument();
    await expectPath(router, '/signup/pictures');
  });

  it('Back returns to step 1 with what was entered', async () => {
    seedSignupForm(completeSignupForm);
    const { user, router } = await renderWizard('/signup/details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectPath(router, '/signup');
    expect(await screen.findByLabelText('Name')).toHaveValue('Amina');
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
  });

  it('asks the intentions as optional questions, keeps them in the saved progress, and continues without them', async () => {
    seedSignupForm(completeSignupForm);
    const first = await renderWizard('/signup/details');
    const marry = screen.getByRole('combobox', { name: 'Hoping to marry' });
    expect(marry).toHaveValue('');
    expect(within(marry).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not stated',
      'Within 6 months',
      'Within a year',
      'In 1–2 years',
      'Not sure',
    ]);
    await first.user.selectOptions(marry, 'In 1–2 years');
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Polygyny' }), 'Not open to it');
    expect(storedSignupForm()?.intentions).toEqual({ ...noIntentions, marryWithin: '1to2years', polygyny: 'notOpen' });
    first.unmount();

    // The saved progress brings them back; the others, unanswered, do not stop Continue.
    const { user, router } = await renderWizard('/signup/details');
    expect(screen.getByRole('combobox', { name: 'Hoping to marry' })).toHaveValue('1to2years');
    expect(screen.getByRole('combobox', { name: 'Prays' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectPath(router, '/signup/pictures');
  });
});
