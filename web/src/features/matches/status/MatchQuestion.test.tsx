import type { MatchState } from '@mithaq/contract/matches';
import { noMatchQuestions } from '@mithaq/contract/matchQuestion';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../../test/authPage';
import { jsonResponse } from '../../../test/fakeServer';
import { matchState } from '../test/matchFixtures';
import { renderMatchStatus } from '../test/renderMatchStatus';

const QUESTION = 'Are you currently married?';
const answered = (answer: string) => ({ question: QUESTION, answer, answeredAt: '2025-05-02T08:00:00.000Z' });
const locked = (question: Partial<MatchState['question']>) =>
  matchState(0, { chatUnlocked: false, iPaid: false, theyPaid: false, question: { ...noMatchQuestions, ...question } });

const asked = locked({ theirQuestion: QUESTION });
const answerPath = `PUT /api/matches/${asked.id}/answer`;
const payPath = `POST /api/matches/${asked.id}/pay`;
const theirQuestion = () => screen.findByRole('region', { name: 'Yusuf asks you before the chat unlocks' });

describe("the payment card's question", () => {
  it('asks to answer first: Pay sends nothing, says why and moves the focus to the answer', async () => {
    const { user, server } = renderMatchStatus(asked);
    expect(within(await theirQuestion()).getByText(QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay 3 tokens' }));
    expect(await findToast("Answer Yusuf's question before unlocking the chat.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
    expect(server.requests(payPath)).toHaveLength(0);
  });

  it('sends the answer, shows it as answered, and then lets the member pay', async () => {
    const { user, server } = renderMatchStatus(asked, {
      [answerPath]: (request) => jsonResponse(200, { match: { ...asked, question: { ...asked.question, myAnswer: answered((request.body as { answer: string }).answer) } } }),
      [payPath]: () => jsonResponse(200, { chatUnlocked: false, balance: 7 }),
    });
    await user.type(within(await theirQuestion()).getByRole('textbox', { name: 'Your answer' }), 'No, never married');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answered. You can change it until the chat unlocks.')).toBeInTheDocument();
    expect(server.requests(answerPath)[0]?.body).toEqual({ answer: 'No, never married' });
    expect(screen.getByRole('button', { name: 'Update answer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay 3 tokens' }));
    await waitFor(() => expect(server.requests(payPath)).toHaveLength(1));
  });

  it('refuses an empty answer on the spot', async () => {
    const { user, server } = renderMatchStatus(asked);
    await user.type(within(await theirQuestion()).getByRole('textbox', { name: 'Your answer' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer must be 1 to 500 characters.')).toBeInTheDocument();
    expect(server.requests(answerPath)).toHaveLength(0);
  });

  it("shows the member's own question and the other's answer to it, as it was asked", async () => {
    renderMatchStatus(locked({ myQuestion: 'Do you want children?', theirAnswer: answered('No, never married') }));
    const mine = await screen.findByRole('region', { name: 'Your question' });
    // Answered before the question changed: the answer stands with the question it answered.
    expect(within(mine).getByText(QUESTION)).toBeInTheDocument();
    expect(within(mine).getByTestId('their-answer')).toHaveTextContent("Yusuf's answer: No, never married");
  });

  it('says when the other has not answered yet, and asks nothing when neither has a question', async () => {
    const { unmount } = renderMatchStatus(locked({ myQuestion: QUESTION }));
    expect(await screen.findByText('Yusuf has not answered it yet.')).toBeInTheDocument();
    unmount();
    renderMatchStatus(locked({}));
    expect(await screen.findByRole('heading', { name: 'Unlock your chat with Yusuf' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });
});
