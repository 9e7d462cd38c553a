import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * How LibreOffice is kept from the server (decision 0066):
 * - `sealed`: in a bubblewrap sandbox that sees the system's programs and fonts read-only, its own
 *   profile folder and nothing else of the disk, with no network and no other process;
 * - `network_only`: the operator turned the sandbox off (OFFICE_SANDBOX=off); LibreOffice runs as
 *   the server's user in a network namespace of its own (`unshare -rn`);
 * - `none`: the sandbox is off and no network namespace can be made.
 */
export type SandboxMode = 'sealed' | 'network_only' | 'none';

/** Inside the sandbox: the profile folder (read-write) and the worker script (read-only). */
export const SANDBOX_HOME = '/work';
const SANDBOX_SCRIPT = '/opt/workbench/office-worker.py';

/** What of /etc LibreOffice and Python read: fonts, the linker's cache, Debian's alternatives. */
const ETC_PARTS = ['fonts', 'ld.so.cache', 'alternatives', 'libreoffice', 'localtime'];
const FONT_CACHE = '/var/cache/fontconfig';
/** Top-level folders that Debian makes links into /usr (merged /usr) or keeps as folders. */
const SYSTEM_TOP = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];

export interface SandboxedCommand {
  command: string;
  args: string[];
  /** The profile folder and the script as the worker sees them. */
  profile: string;
  script: string;
}

export interface SandboxPaths {
  python: string;
  script: string;
  soffice: string;
  profile: string;
  bwrap: string;
  unshare: string;
}

/** The command that starts the worker in the given mode. */
export function sandboxedCommand(mode: SandboxMode, paths: SandboxPaths): SandboxedCommand {
  const { python, script, profile } = paths;
  if (mode === 'none') return { command: python, args: [script], profile, script };
  if (mode === 'network_only') {
    return { command: paths.unshare, args: ['-rn', python, script], profile, script };
  }
  return {
    command: paths.bwrap,
    args: [
      ...bwrapArgs(paths),
      '--bind',
      profile,
      SANDBOX_HOME,
      '--ro-bind',
      script,
      SANDBOX_SCRIPT,
      '--chdir',
      SANDBOX_HOME,
      python,
      SANDBOX_SCRIPT,
    ],
    profile: SANDBOX_HOME,
    script: SANDBOX_SCRIPT,
  };
}

/** The sandbox without the worker's own folder: namespaces, the system read-only, no network. */
function bwrapArgs({ python, soffice }: Pick<SandboxPaths, 'python' | 'soffice'>): string[] {
  const args = [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--ro-bind',
    '/usr',
    '/usr',
  ];
  for (const top of SYSTEM_TOP) {
    const place = `/${top}`;
    if (!existsSync(place)) continue;
    if (lstatSync(place).isSymbolicLink()) args.push('--symlink', readlinkSync(place), place);
    else args.push('--ro-bind', place, place);
  }
  for (const part of ETC_PARTS) args.push('--ro-bind-try', `/etc/${part}`, `/etc/${part}`);
  // Fontconfig's cache of the installed fonts: without it every LibreOffice start reads every
  // font file again (with the CJK fonts, several seconds).
  args.push('--ro-bind-try', FONT_CACHE, FONT_CACHE);
  // A LibreOffice or Python installed outside /usr (/opt/libreoffice7.6) is shown read-only too.
  for (const program of [python, soffice]) {
    const home = installation(program);
    if (home) args.push('--ro-bind', home, home);
  }
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  return args;
}

/** The folder two levels above a program that is not under /usr, or null. */
function installation(program: string): string | null {
  let real: string;
  try {
    real = realpathSync(program);
  } catch {
    return null;
  }
  if (real.startsWith('/usr/')) return null;
  return path.dirname(path.dirname(real));
}

/** Whether bubblewrap can make the sandbox here (installed, and namespaces allowed). */
export function canSeal(bwrap: string, paths: Pick<SandboxPaths, 'python' | 'soffice'>): boolean {
  const result = spawnSync(bwrap, [...bwrapArgs(paths), paths.python, '-c', 'import uno'], {
    stdio: 'ignore',
    timeout: 10_000,
  });
  return result.status === 0;
}

/** Whether `unshare -rn` can cut a process off the network here. */
export function canUnshareNetwork(unshare: string): boolean {
  return spawnSync(unshare, ['-rn', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}
