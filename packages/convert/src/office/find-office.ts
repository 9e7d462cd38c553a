import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TFontScript } from '@workbench/contracts';
import { missingFontScripts } from './font-scripts';
import { canSeal, canUnshareNetwork, type SandboxMode } from './sandbox';

/** Whether Office conversion can run here, and if not, what to install. */
export interface OfficeStatus {
  available: boolean;
  /** How LibreOffice is kept from the server's disk and network (sandbox.ts). */
  sandbox: SandboxMode;
  detail: string;
  install: string;
  /** Scripts no installed font covers (font-scripts.ts); null when unknown or not converting. */
  fontsMissing: TFontScript[] | null;
}

export const OFFICE_INSTALL =
  'Install LibreOffice without its desktop parts and its Python bridge: apt-get install libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno (Debian 12); the container image has them.';

export const SANDBOX_INSTALL =
  'Install bubblewrap (apt-get install bubblewrap) and allow user namespaces (in a container: a seccomp profile that permits them); or set OFFICE_SANDBOX=off to convert without the sandbox, where LibreOffice can read what the server can read.';

export interface OfficeCommands {
  soffice: string;
  python: string;
  sandbox: SandboxMode;
  bwrap: string;
  unshare: string;
}

function onPath(command: string, search: string | undefined): string | null {
  if (command.includes('/')) return existsSync(command) ? command : null;
  for (const dir of (search ?? '').split(':')) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

const runs = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 }).status === 0;

/**
 * Finds LibreOffice (`soffice`), a Python with LibreOffice's UNO bridge (Debian's python3 with
 * python3-uno: a Python of another installation cannot load it), and whether bubblewrap can seal
 * both in (decision 0066). Without the sandbox conversion is off, unless the operator sets
 * `OFFICE_SANDBOX=off`; then `unshare -rn` cuts LibreOffice off the network where it may.
 * `OFFICE_CONVERSION=off` turns conversion off.
 */
export function findOffice(env: NodeJS.ProcessEnv = process.env): Found {
  const key = [
    env.OFFICE_CONVERSION,
    env.SOFFICE_PATH,
    env.OFFICE_PYTHON,
    env.OFFICE_SANDBOX,
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
  const off = (detail: string, install = OFFICE_INSTALL) => ({
    status: { available: false, sandbox: 'none' as const, detail, install, fontsMissing: null },
    commands: null,
  });
  if (env.OFFICE_CONVERSION === 'off') return off('turned off (OFFICE_CONVERSION=off)');
  const soffice = onPath(env.SOFFICE_PATH ?? 'soffice', env.PATH);
  if (soffice === null) return off('LibreOffice (soffice) is not installed');
  const python = [env.OFFICE_PYTHON, '/usr/bin/python3', 'python3']
    .filter((candidate): candidate is string => Boolean(candidate))
    .map((candidate) => onPath(candidate, env.PATH))
    .find((candidate) => candidate !== null && runs(candidate, ['-c', 'import uno']));
  if (!python) return off("LibreOffice's Python bridge (python3-uno) is not installed");
  let sandbox: SandboxMode = 'sealed';
  const bwrap = onPath('bwrap', env.PATH);
  const unshare = onPath('unshare', env.PATH);
  if (env.OFFICE_SANDBOX === 'off') {
    sandbox = unshare && canUnshareNetwork(unshare) ? 'network_only' : 'none';
  } else if (!bwrap || !canSeal(bwrap, { python, soffice })) {
    return off(
      'LibreOffice is installed, but its sandbox (bubblewrap) cannot run here, so Office conversion is off',
      SANDBOX_INSTALL,
    );
  }
  return {
    status: {
      available: true,
      sandbox,
      detail: SANDBOX_DETAIL[sandbox],
      install: OFFICE_INSTALL,
      fontsMissing: missingFontScripts(),
    },
    commands: { soffice, python, sandbox, bwrap: bwrap ?? 'bwrap', unshare: unshare ?? 'unshare' },
  };
}

const SANDBOX_DETAIL: Record<SandboxMode, string> = {
  sealed:
    'LibreOffice runs sealed: it reads only the file it converts and the system’s programs and fonts, and reaches no network (bubblewrap)',
  network_only:
    'LibreOffice runs without network access but can read what the server can (the sandbox is off: OFFICE_SANDBOX=off); links to outside content are removed from files first',
  none: 'LibreOffice runs as the server, with its disk and network (the sandbox is off: OFFICE_SANDBOX=off, and no network namespace can be made here); links to outside content are removed from files first',
};
