import { matchMessages, type MatchState } from '@mithaq/contract/matches';
import { serverMessage } from '@mithaq/contract/messages';
import type { AuthContext } from '../../auth-context';
import { conflict } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { announceMatch } from './changes';
import { matchTimedOut } from './expired';
import * as questions from './questions-repo';
import * as repo from './repo';
import { getMatch, participantMatch } from './match-states';

/**
 * Issue 28's one question: a member may ask every match one question (Edit Profile), which the
 * match answers here before they may pay to unlock the chat (mithaq_pay refuses until then,
 * migration match_question). Answers belong to the round and keep the question they answered.
 */

type Deps = Pick<Platform, 'database' | 'clock' | 'bus' | 'mediaUrls' | 'config'>;

/**
 * Answers (or re-answers) the other member's question on an active match whose chat is still
 * locked. Written under the match row lock, the lock mithaq_pay takes, so a payment sees it or
 * waits for it. The other member's card learns of it by match.changed.
 */
export async function answerQuestion(deps: Deps, auth: AuthContext, matchId: string, answer: string): Promise<MatchState> {
  await inTransaction(deps, async (tx) => {
    const { otherId } = await participantMatch(tx, auth.userId, matchId);
    const match = (await repo.lockMatch(tx, matchId))!;
    const now = deps.clock.now();
    if (match.unmatchedAt || (await matchTimedOut(tx, matchId, now))) throw conflict(matchMessages.ended);
    if (match.chatUnlocked) throw conflict(matchMessages.alreadyUnlocked);
    const other = (await questions.questionsOf(tx, [otherId])).get(otherId);
    if (!other?.question) throw conflict(serverMessage('matchQuestion.noQuestion', { name: other?.name ?? '' }));
    await questions.saveAnswer(tx, matchId, auth.userId, other.question, answer, now);
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return getMatch(deps, auth, matchId);
}

/** The refusal mithaq_pay gives a payer who has not answered the other's question this round. */
export const answerFirstRefusal = { answer_first: (name: string) => conflict(serverMessage('matchQuestion.answerFirst', { name })) };
