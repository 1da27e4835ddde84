import { storiesEndpoints as endpoints } from '@mithaq/contract/endpoints/stories';
import type { WriteStory } from '@mithaq/contract/stories';
import { callApi } from '../../lib/callApi';

const match = (matchId: string) => ({ params: { id: matchId } });

/** The couple's success story as the viewer sees it. */
export const fetchStory = (matchId: string) => callApi(endpoints.get, match(matchId));

/** Writes or edits it (the other member is asked to agree again). */
export const writeStory = (matchId: string, story: WriteStory) => callApi(endpoints.write, { ...match(matchId), body: story });

/** Agrees to share it as it is. */
export const agreeToStory = (matchId: string) => callApi(endpoints.agree, match(matchId));

/** Withdraws or declines it: deleted for both. */
export const withdrawStory = (matchId: string) => callApi(endpoints.withdraw, match(matchId));
