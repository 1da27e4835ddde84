import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeServer';
import { ownProfile } from '../../test/profileFixtures';
import { cardHeading, deckKey, deckPage, deckProfile, renderSignedIn } from './test/fixtures';

const NOTE = 'Only verified members can like Yusuf';

function renderDeck(verifiedContactOnly: boolean, viewerVerified: boolean) {
  renderSignedIn('/app/profiles', {
    [deckKey()]: deckPage([deckProfile(0, { verifiedContactOnly })]),
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile({ verified: viewerVerified }) }),
  });
}

describe('Discover: a member who accepts likes from verified members only', () => {
  it('tells an unverified viewer under the card, with the way to the badge', async () => {
    renderDeck(true, false);
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get verified' })).toHaveAttribute('href', '/app/account');
  });

  it('says nothing to a verified viewer', async () => {
    renderDeck(true, true);
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('says nothing for a profile that takes every like', async () => {
    renderDeck(false, false);
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
