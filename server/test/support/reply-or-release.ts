import { call } from './client';
import { createProfile } from './factories';
import { accessTokenNow, pay, sendMessage } from './matches';
import { seenByEachOther } from './safety';
import type { TestServer } from './server';

/** A man and `waiting` women who matched him, unlocked the chat (express) and wrote first: each waits for his reply. */
export async function manAwaited(server: TestServer, waiting: number) {
  const db = () => server.platform.database.db;
  const man = await createProfile(db(), { sex: 'male', name: 'Yusuf' });
  const women = [];
  for (let i = 0; i < waiting; i++) {
    const woman = await createProfile(db(), { sex: 'female', name: `Woman ${i}` });
    const [w, m] = [await accessTokenNow(server, woman), await accessTokenNow(server, man)];
    await seenByEachOther(db(), woman.id, man.id);
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: w });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: m });
    if (!(await pay(server, w, liked.body.matchId, true)).body.chatUnlocked) throw new Error('express payment did not unlock the chat');
    if ((await sendMessage(server, w, liked.body.matchId, 'Assalamu alaikum')).status !== 200) throw new Error('her first message was refused');
    women.push({ ...woman, matchId: liked.body.matchId });
  }
  return { man, women };
}
