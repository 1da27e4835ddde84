import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardHeading, deckKey, deckPage, deckProfile, renderSignedIn } from '../../discover/test/fixtures';

describe('the reply rate on the card', () => {
  it.each([
    ['withinDay', 'Usually replies within a day'],
    ['most', 'Replies to most messages'],
  ] as const)('%s reads "%s"', async (replyRate, text) => {
    renderSignedIn('/app/profiles', { [deckKey()]: deckPage([deckProfile(0, { replyRate })]) });
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says nothing without one (fewer than 5 unlocked chats)', async () => {
    renderSignedIn('/app/profiles', { [deckKey()]: deckPage([deckProfile(0, { replyRate: null })]) });
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(screen.queryByText('Usually replies within a day')).not.toBeInTheDocument();
    expect(screen.queryByText('Replies to most messages')).not.toBeInTheDocument();
  });
});
