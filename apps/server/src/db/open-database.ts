import type { DatabaseHandle } from './database';
import { lockDataDir } from './data-dir-lock';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

type Options = {
  databaseUrl: string | undefined;
  dataDir: string;
  onLockCompromised: (error: Error) => void;
};

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR (locked). */
export async function openDatabase(options: Options): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) return openPostgres(options.databaseUrl);
  const unlock = await lockDataDir(options.dataDir, options.onLockCompromised);
  let handle: DatabaseHandle;
  try {
    handle = await openPglite({ dataDir: options.dataDir });
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await unlock();
    },
  };
}
