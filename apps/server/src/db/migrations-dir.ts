import path from 'node:path';
import { serverPackageDir } from '../package-dir';

export function migrationsDir(): string {
  return path.join(serverPackageDir(), 'drizzle');
}
