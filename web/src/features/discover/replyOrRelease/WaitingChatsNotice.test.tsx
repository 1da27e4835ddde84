import { replyOrReleaseMessages } from '@mithaq/contract/replyOrRelease';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../../test/authPage';
import { errorResponse, jsonResponse } from '../../../test/fakeServer';
import { cardHeading, deckKey, deckPage, deckProfiles, renderSignedIn } from '../test/fixtures';

const MATCH_A = '1f0e2d3c-4b5a-4697-8877-665544332211';
const MATCH_B = '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const waiting = (likesBlocked: boolean) => ({
  limit: 3,
  likesBlocked,
  chats: [
    { matchId: MATCH_A, name: 'Maryam', since: '2026-09-01T10:00:00.000Z' },
    { matchId: MATCH_B, name: 'Aisha', since: '2026-09-02T10:00:00.000Z' },
  ],
});
const TITLE = 'Your matches are waiting for your reply';

describe('Discover: reply or release', () => {
  it('says why likes stopped and links to each waiting chat', async () => {
    renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'GET /api/likes/waiting': () => jsonResponse(200, waiting(true)),
    });
    const notice = await screen.findByRole('region', { name: TITLE });
    expect(within(notice).getByText(replyOrReleaseMessages.answerFirst)).toBeInTheDocument();
    const list = within(notice).getByRole('list', { name: 'Chats waiting for your reply' });
    expect(within(list).getByRole('link', { name: 'Maryam' })).toHaveAttribute('href', `/app/chat/${MATCH_A}`);
    expect(within(list).getByRole('link', { name: 'Aisha' })).toHaveAttribute('href', `/app/chat/${MATCH_B}`);
    expect(within(list).getByText('Waiting since Sep 1, 2026')).toBeInTheDocument();
  });

  it('says nothing while likes are allowed', async () => {
    renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'GET /api/likes/waiting': () => jsonResponse(200, waiting(false)),
    });
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('a like refused for waiting chats toasts why, keeps the card and shows the notice', async () => {
    let blocked = false;
    const { user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'GET /api/likes/waiting': () => jsonResponse(200, waiting(blocked)),
      'POST /api/likes': () => {
        blocked = true; // the third chat passed its day while the deck was open
        return errorResponse(409, 'CONFLICT', replyOrReleaseMessages.answerFirst);
      },
    });
    await cardHeading('Yusuf', 30);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await findToast(replyOrReleaseMessages.answerFirst)).toBeInTheDocument();
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Already Liked')).not.toBeInTheDocument();
  });
});
