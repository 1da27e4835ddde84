import { noIntentions } from '@mithaq/contract/intentions';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deckProfile } from '../../discover/test/fixtures';
import { ProfileCard } from '../card/ProfileCard';
import type { SafetyHandlers } from '../card/SafetyActions';

const handlers: SafetyHandlers = {
  favorited: false,
  onFavorite: async () => undefined,
  onReport: async () => ({ outcome: 'done' }),
  onBlock: () => undefined,
};
const answers = () => {
  const list = within(screen.getByRole('region', { name: 'Intentions' }));
  return Object.fromEntries(list.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
};

describe('intentions on the profile card', () => {
  it('shows each stated answer, and "Not stated" for the others', () => {
    const profile = deckProfile(0, { intentions: { ...noIntentions, marryWithin: '6months', relocate: 'withinCountry', prayer: 'preferNotToSay' } });
    render(<ProfileCard profile={profile} {...handlers} />);
    expect(answers()).toEqual({
      'Hoping to marry': 'Within 6 months',
      'Would relocate': 'Within the same country',
      'Has children': 'Not stated',
      'Wants children': 'Not stated',
      Prays: 'Prefer not to say',
      Polygyny: 'Not stated',
    });
  });

  it('reads "Not stated" everywhere for a profile that answered nothing', () => {
    render(<ProfileCard profile={deckProfile(1)} {...handlers} />);
    expect(new Set(Object.values(answers()))).toEqual(new Set(['Not stated']));
  });
});
