import type { Db } from '../../platform/db/connect';
import * as repo from './repo';

const DB_TIMEOUT_MS = 2000;

/** Whether the database answers within DB_TIMEOUT_MS: a monitor polling liveness must not hang on a stuck one. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([repo.selectOne(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
