import { storyResponseSchema, type StoryResponse, type WriteStory } from '@mithaq/contract/stories';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

const base = (matchId: string) => `/api/matches/${matchId}/story`;
const parsed = async (answer: Promise<unknown>): Promise<StoryResponse> => parseOrThrow(storyResponseSchema, await answer);

/** The couple's success story as the viewer sees it. */
export const fetchStory = (matchId: string) => parsed(apiFetch<unknown>(base(matchId)));

/** Writes or edits it (the other member is asked to agree again). */
export const writeStory = (matchId: string, story: WriteStory) => parsed(apiFetch<unknown>(base(matchId), { method: 'PUT', json: story }));

/** Agrees to share it as it is. */
export const agreeToStory = (matchId: string) => parsed(apiFetch<unknown>(`${base(matchId)}/agree`, { method: 'POST' }));

/** Withdraws or declines it: deleted for both. */
export const withdrawStory = (matchId: string) => parsed(apiFetch<unknown>(base(matchId), { method: 'DELETE' }));
