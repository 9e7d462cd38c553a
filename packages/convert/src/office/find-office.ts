import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether Office conversion can run here, and if not, what to install. */
export interface OfficeStatus {
  available: boolean;
  /** LibreOffice and its Python bridge run in a network namespace of their own. */
  isolated: boolean;
  detail: string;
  install: string;
}

export const OFFICE_INSTALL =
  'Install LibreOffice without its desktop parts and its Python bridge: apt-get install libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno (Debian 12); the container image has them.';

export interface OfficeCommands {
  soffice: string;
  python: string;
  isolate: boolean;
}

function onPath(command: string): string | null {
  if (command.includes('/')) return existsSync(command) ? command : null;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

const runs = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 }).status === 0;

/**
 * Finds LibreOffice (`soffice`), a Python with LibreOffice's UNO bridge (Debian's python3 with
 * python3-uno: a Python of another installation cannot load it), and whether `unshare -rn` may
 * cut both off the network. `OFFICE_CONVERSION=off` turns conversion off.
 */
export function findOffice(env: NodeJS.ProcessEnv = process.env): Found {
  const key = [
    env.OFFICE_CONVERSION,
    env.SOFFICE_PATH,
    env.OFFICE_PYTHON,
    env.OFFICE_NETWORK,
    env.PATH,
  ].join('\n');
  let found = FOUND.get(key);
  if (found === undefined) {
    found = lookFor(env);
    FOUND.set(key, found);
  }
  return found;
}

type Found = { status: OfficeStatus; commands: OfficeCommands | null };

/** What was found, per environment: looking runs Python and unshare once. */
const FOUND = new Map<string, Found>();

function lookFor(env: NodeJS.ProcessEnv): Found {
  const off = (detail: string) => ({
    status: { available: false, isolated: false, detail, install: OFFICE_INSTALL },
    commands: null,
  });
  if (env.OFFICE_CONVERSION === 'off') return off('turned off (OFFICE_CONVERSION=off)');
  const soffice = onPath(env.SOFFICE_PATH ?? 'soffice');
  if (soffice === null) return off('LibreOffice (soffice) is not installed');
  const python = [env.OFFICE_PYTHON, '/usr/bin/python3', 'python3']
    .filter((candidate): candidate is string => Boolean(candidate))
    .map(onPath)
    .find((candidate) => candidate !== null && runs(candidate, ['-c', 'import uno']));
  if (!python) return off("LibreOffice's Python bridge (python3-uno) is not installed");
  const isolate = env.OFFICE_NETWORK !== 'on' && runs('unshare', ['-rn', 'true']);
  const detail = isolate
    ? 'LibreOffice runs without network access'
    : 'LibreOffice runs with the network of the server (links to outside content are removed from files first)';
  return {
    status: { available: true, isolated: isolate, detail, install: OFFICE_INSTALL },
    commands: { soffice, python, isolate },
  };
}
