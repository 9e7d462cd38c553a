import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { StartupError } from '../errors/startup-error';

export const LOCK_FILE_NAME = 'server.lock';

/**
 * PGlite lets two processes open one data directory and then corrupts it, so the server holds
 * a lock on the directory for as long as it runs. A lock left by a crashed process goes stale
 * after 10 s and is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockfilePath = path.join(dataDir, LOCK_FILE_NAME);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath,
      stale: 10_000,
      update: 5_000,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new StartupError(
        `Another server process is already using the data directory ${dataDir} ` +
          `(lock ${lockfilePath}). Stop that process, or set DATA_DIR to another directory.`,
      );
    }
    throw error;
  }
}
