import type { MarriageResponse } from '@mithaq/contract/marriage';
import type { Story, StoryResponse } from '@mithaq/contract/stories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../test/authPage';
import { jsonResponse, type RouteHandler } from '../../test/fakeServer';
import { renderChat } from '../chat/test/renderChat';
import { matchState } from '../matches/test/matchFixtures';

const yusuf = matchState(0);
const MARRIAGE = `GET /api/matches/${yusuf.id}/marriage`;
const STORY = `/api/matches/${yusuf.id}/story`;
const married: MarriageResponse = {
  marriage: { askedByMe: true, marriedAt: '2025-07-01T10:00:00.000Z', keepMine: false, keepTheirs: false, chatDeletesAt: '2025-07-31T10:00:00.000Z', chatDeleted: false },
  mayAsk: false,
};
const story = (overrides: Partial<Story> = {}): Story => ({
  body: 'We met here and married in spring.',
  signature: 'A. & Y.',
  writtenByMe: true,
  agreedMine: true,
  agreedTheirs: false,
  status: 'draft',
  rejectReason: null,
  updatedAt: '2025-07-02T10:00:00.000Z',
  ...overrides,
});
const answer = (value: Story | null): StoryResponse => ({ story: value, mayWrite: true, defaultSignature: 'A. & Y.' });

async function storyCard(routes: Record<string, RouteHandler>) {
  const view = renderChat(yusuf, [], { [MARRIAGE]: () => jsonResponse(200, married), ...routes });
  const card = await screen.findByRole('region', { name: 'Your success story' });
  return { ...view, card: within(card) };
}

describe('the success story in the congratulations', () => {
  it('is written with the initials as the default signature, checked before sending, then waits for the other', async () => {
    const { user, server, card } = await storyCard({
      [`GET ${STORY}`]: () => jsonResponse(200, answer(null)),
      [`PUT ${STORY}`]: (request) => jsonResponse(200, answer(story(request.body as Partial<Story>))),
    });
    await user.click(card.getByRole('button', { name: 'Write our story' }));
    expect(card.getByLabelText('Signature')).toHaveValue('A. & Y.');
    // Nothing written: the contract's own message, and nothing sent.
    await user.click(card.getByRole('button', { name: 'Save and ask Yusuf' }));
    expect(await card.findByText('Please write your story.')).toBeInTheDocument();
    expect(server.requests(`PUT ${STORY}`)).toHaveLength(0);

    await user.type(card.getByLabelText('Your story'), '  We met on Mithaq.  ');
    expect(card.getByText('17 of 600 characters')).toBeInTheDocument();
    await user.clear(card.getByLabelText('Signature'));
    await user.type(card.getByLabelText('Signature'), 'A. & Y., Leeds');
    await user.click(card.getByRole('button', { name: 'Save and ask Yusuf' }));
    expect(await findToast('Your story was saved')).toBeInTheDocument();
    expect(server.requests(`PUT ${STORY}`)[0]?.body).toEqual({ body: 'We met on Mithaq.', signature: 'A. & Y., Leeds' });
    expect(await card.findByText('We met on Mithaq.')).toBeInTheDocument();
    expect(card.getByText('— A. & Y., Leeds')).toBeInTheDocument();
    expect(card.getByText('Waiting for Yusuf to agree to share it.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'I agree to share it' })).not.toBeInTheDocument();
  });

  it("shows the other's words to agree to or decline", async () => {
    let current: Story | null = story({ writtenByMe: false, agreedMine: false, agreedTheirs: true });
    const { user, server, card } = await storyCard({
      [`GET ${STORY}`]: () => jsonResponse(200, answer(current)),
      [`POST ${STORY}/agree`]: () => jsonResponse(200, answer((current = story({ writtenByMe: false, agreedTheirs: true, status: 'pending' })))),
      [`DELETE ${STORY}`]: () => jsonResponse(200, answer((current = null))),
    });
    expect(await card.findByText('Yusuf wrote this. Do you agree to share it on our home page?')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'I agree to share it' }));
    expect(await card.findByText('You both agreed. A moderator will review it before it shows on our home page.')).toBeInTheDocument();
    expect(server.requests(`POST ${STORY}/agree`)).toHaveLength(1);

    await user.click(card.getByRole('button', { name: 'Withdraw' }));
    expect(await findToast('Your story was withdrawn')).toBeInTheDocument();
    expect(server.requests(`DELETE ${STORY}`)).toHaveLength(1);
    expect(await card.findByRole('button', { name: 'Write our story' })).toBeInTheDocument();
  });

  it("tells the couple a moderator's reason for a rejection", async () => {
    const { card } = await storyCard({
      [`GET ${STORY}`]: () => jsonResponse(200, answer(story({ agreedTheirs: true, status: 'rejected', rejectReason: 'Please leave out the phone number.' }))),
    });
    expect(await card.findByText('A moderator did not approve it. You can edit it and agree again, or withdraw it.')).toBeInTheDocument();
    expect(card.getByText("The moderator's reason: Please leave out the phone number.")).toBeInTheDocument();
  });

  it('is not offered when the server says the couple may not write one', async () => {
    renderChat(yusuf, [], {
      [MARRIAGE]: () => jsonResponse(200, married),
      [`GET ${STORY}`]: () => jsonResponse(200, { ...answer(null), mayWrite: false }),
    });
    expect(await screen.findByRole('region', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your success story' })).not.toBeInTheDocument();
  });
});
