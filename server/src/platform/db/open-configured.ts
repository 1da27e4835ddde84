import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase, type Database } from './connect';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  const statementTimeoutMs = config.databaseStatementTimeoutMs;
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs })
    : openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'db'), statementTimeoutMs });
}
