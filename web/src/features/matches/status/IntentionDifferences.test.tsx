import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deckProfile } from '../../discover/test/fixtures';
import { matchState } from '../test/matchFixtures';
import { IntentionDifferences } from './IntentionDifferences';

const differences = () => within(screen.getByRole('region', { name: 'Where you differ' })).getAllByRole('listitem').map((item) => item.textContent);

describe("the payment card's differences", () => {
  it('says each difference the server found in a sentence, naming a woman as she', () => {
    const match = matchState(0, {
      chatUnlocked: false,
      iPaid: false,
      other: deckProfile(0, { sex: 'female', name: 'Maryam' }),
      intentionDifferences: [
        { question: 'marryWithin', theirs: '1year', yours: '1to2years' },
        { question: 'polygyny', theirs: 'notOpen', yours: 'open' },
      ],
    });
    render(<IntentionDifferences match={match} />);
    expect(differences()).toEqual([
      'She hopes to marry “Within a year”; you said “In 1–2 years”.',
      'On polygyny she said “Not open to it”; you said “Open to it”.',
    ]);
  });

  it('names a man as he', () => {
    const match = matchState(0, { other: deckProfile(0, { sex: 'male' }), intentionDifferences: [{ question: 'hasChildren', theirs: 'yes', yours: 'no' }] });
    render(<IntentionDifferences match={match} />);
    expect(differences()).toEqual(['Asked whether he has children, he said “Yes”; you said “No”.']);
  });

  it('shows nothing when the server found no difference', () => {
    const { container } = render(<IntentionDifferences match={matchState(0)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
