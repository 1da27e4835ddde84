import type { Filters } from '@mithaq/contract/discover';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/sessionFixtures';
import { FILTERS_STORAGE_KEY, defaultFilters } from './filterStorage';
import { cardHeading, deckKey, deckPage, deckProfile, renderSignedIn } from './test/fixtures';

const chosen: Filters = { ageRange: [20, 80], heightRange: [130, 199], countries: ['PK'], verifiedOnly: false, intentions: {} };

/** Keyboard users reach a thumb with Tab; jsdom cannot press on one (no pointer capture). */
function focusThumb(dialog: HTMLElement, name: string) {
  act(() => within(dialog).getByLabelText(name).focus());
}

async function openFilters(user: ReturnType<typeof renderSignedIn>['user']) {
  await user.click(await screen.findByRole('button', { name: /Filters/ }));
  return screen.findByRole('dialog', { name: 'Profile Filters' });
}

// The dialog lists about 195 countries, which makes each query slower than elsewhere.
describe('Profile Filters', { timeout: 15_000 }, () => {
  it('applies age, height and countries, restarts the deck with them and keeps them', async () => {
    const { server, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage([deckProfile(0)]),
      [deckKey(null, chosen)]: deckPage([deckProfile(1)]),
    });
    await cardHeading('Yusuf', 30);
    const dialog = await openFilters(user);
    expect(within(dialog).getByText('18 – 80')).toBeInTheDocument();
    expect(within(dialog).getByText('130 cm – 200 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('Any country')).toBeInTheDocument();

    focusThumb(dialog, 'Minimum age');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    focusThumb(dialog, 'Maximum height');
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('20 – 80')).toBeInTheDocument();
    expect(within(dialog).getByText('130 cm – 199 cm')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Search countries...'), 'pakis');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialog).getByLabelText('Pakistan'));
    expect(within(dialog).getByText('1 country selected')).toBeInTheDocument();

    // Nothing changes until Apply Filters.
    expect(server.requests(deckKey(null, chosen))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (on)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!)).toEqual({ owner: member.id, filters: chosen });
  });

  it('requires the intentions chosen (free): the deck asks the server for them', async () => {
    const required: Filters = { ...defaultFilters(), intentions: { marryWithin: '1year', polygyny: 'notOpen' } };
    const { server, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage([deckProfile(0)]),
      [deckKey(null, required)]: deckPage([deckProfile(1)]),
    });
    await cardHeading('Yusuf', 30);
    const dialog = await openFilters(user);
    const marry = within(dialog).getByRole('combobox', { name: 'Hoping to marry' });
    expect(marry).toHaveValue('');
    expect(within(marry).getAllByRole('option')[0]).toHaveTextContent('Any');
    await user.selectOptions(marry, 'Within a year');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Polygyny' }), 'Not open to it');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
    expect(server.requests(deckKey(null, required))).toHaveLength(1);
    expect(deckKey(null, required)).toContain('marryWithin=1year');
    expect(deckKey(null, required)).toContain('polygyny=notOpen');
    expect(screen.getByRole('button', { name: 'Filters (on)' })).toBeInTheDocument();
  });

  it('starts from the saved filters; Clear All goes back to the defaults', async () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ owner: member.id, filters: chosen }));
    const { server, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage([deckProfile(0)]),
      [deckKey(null, chosen)]: deckPage([deckProfile(1)]),
    });
    await cardHeading('Omar', 31);
    expect(server.requests(deckKey())).toHaveLength(0);

    const dialog = await openFilters(user);
    expect(within(dialog).getByText('20 – 80')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pakistan')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).getByText('18 – 80')).toBeInTheDocument();
    expect(within(dialog).getByText('130 cm – 200 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('Any country')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!).filters).toEqual(defaultFilters()));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('closing without applying keeps the filters as they were', async () => {
    const { server, user } = renderSignedIn('/app/profiles', { [deckKey()]: deckPage([deckProfile(0)]) });
    await cardHeading('Yusuf', 30);
    const dialog = await openFilters(user);
    focusThumb(dialog, 'Minimum age');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests(deckKey())).toHaveLength(1);
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
    expect(within(await openFilters(user)).getByText('18 – 80')).toBeInTheDocument();
  });
});
