import type { Store } from './store';
import { openSqliteStore } from './sqlite-store';
import { openPostgresStore } from './postgres-store';

/**
 * Opens the configured store and runs its migrations: PostgreSQL when `databaseUrl` is given,
 * else the embedded SQLite file under `dataDir`.
 */
export async function openStore(options: { dataDir: string; databaseUrl?: string }): Promise<Store> {
  return options.databaseUrl ? openPostgresStore(options.databaseUrl) : openSqliteStore(options.dataDir);
}
