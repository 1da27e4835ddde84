import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect';

/** The cheapest statement the database must answer: liveness asks it. */
export async function selectOne(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
