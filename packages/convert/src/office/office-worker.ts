import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ConversionError } from '../conversion-error';
import { sandboxedCommand, type SandboxMode } from './sandbox';

/** The worker script: Debian's python3 with python3-uno runs it. */
export const OFFICE_WORKER_SCRIPT = new URL('./office-worker.py', import.meta.url);

export interface OfficeWorkerOptions {
  python: string;
  script: string;
  soffice: string;
  /** How the worker and LibreOffice are kept from the server's disk and network. */
  sandbox: SandboxMode;
  bwrap: string;
  unshare: string;
  /** A file's conversion may take this long; then LibreOffice is stopped and started again. */
  timeoutMs: number;
  /** LibreOffice's address space, in MB. */
  memoryMb: number;
}

export interface OfficeRequest {
  data: Uint8Array;
  filter: string;
  export: string;
  kind: 'writer' | 'calc' | 'impress';
  filterOptions?: string;
  maxRows: number;
}

export interface OfficeAnswer {
  pdf: Uint8Array;
  /** A presentation's speaker notes: a notes page for each slide with notes, to go after `pdf`. */
  notesPdf?: Uint8Array;
  texts: string[];
  notes: string[];
}

type WorkerAnswer = {
  id: number;
  ok: boolean;
  pdf?: string;
  notes_pdf?: string;
  texts?: string[];
  notes?: string[];
  code?: 'CONVERSION_FAILED' | 'LIMIT_EXCEEDED';
  error?: string;
};

/** Where LibreOffice's profile and temporary files go: memory when the machine has /dev/shm. */
const SCRATCH = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const START_MS = 60_000;

/**
 * One LibreOffice, kept running between files (decision 0052), one file at a time (the pool,
 * office-pool.ts, hands each worker its next file): a file that takes longer than the limit, or
 * that brings LibreOffice down, ends in a clear error and the next file starts a fresh LibreOffice.
 */
export class OfficeWorker {
  private process: ChildProcess | null = null;
  private profile: string | null = null;
  private ready: Promise<void> | null = null;
  private pending = new Map<number, (answer: WorkerAnswer | Error) => void>();
  private nextId = 1;

  constructor(private readonly options: OfficeWorkerOptions) {}

  async close(): Promise<void> {
    this.stop();
  }

  /** Starts LibreOffice before a file needs it; a failed start is tried again by the file. */
  warm(): void {
    this.start().catch(() => undefined);
  }

  async convert(request: OfficeRequest): Promise<OfficeAnswer> {
    await this.start();
    const id = this.nextId++;
    const answer = await new Promise<WorkerAnswer | Error>((resolve) => {
      const timer = setTimeout(() => {
        this.stop();
        resolve(new ConversionError('LIMIT_EXCEEDED', timeMessage(this.options.timeoutMs)));
      }, this.options.timeoutMs);
      this.pending.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      const { data, filterOptions, maxRows, ...rest } = request;
      const line = JSON.stringify({
        id,
        ...rest,
        data: Buffer.from(data).toString('base64'),
        max_rows: maxRows,
        ...(filterOptions && { filter_options: filterOptions }),
      });
      this.process?.stdin?.write(`${line}\n`);
    });
    this.pending.delete(id);
    if (answer instanceof Error) throw answer;
    if (!answer.ok) {
      // A limit's refusal says which limit in its own words; a failure gets LibreOffice's.
      if (answer.code === 'LIMIT_EXCEEDED')
        throw new ConversionError('LIMIT_EXCEEDED', answer.error ?? '');
      throw new ConversionError('CONVERSION_FAILED', failedMessage(answer.error));
    }
    return {
      pdf: new Uint8Array(Buffer.from(answer.pdf ?? '', 'base64')),
      ...(answer.notes_pdf && {
        notesPdf: new Uint8Array(Buffer.from(answer.notes_pdf, 'base64')),
      }),
      texts: answer.texts ?? [],
      notes: answer.notes ?? [],
    };
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const { sandbox, memoryMb, ...paths } = this.options;
    this.profile = mkdtempSync(path.join(SCRATCH, 'wb-office-'));
    const started = sandboxedCommand(sandbox, { ...paths, profile: this.profile });
    const child = spawn(started.command, started.args, {
      detached: true,
      stdio: ['pipe', 'pipe', 'ignore'],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: started.profile,
        WB_PROFILE_DIR: started.profile,
        WB_SOFFICE: paths.soffice,
        WB_MEMORY_MB: String(memoryMb),
      },
    });
    this.process = child;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop();
        reject(new ConversionError('CONVERSION_FAILED', 'LibreOffice did not start in time.'));
      }, START_MS);
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const message = parseAnswer(line);
        if (message === null) return;
        if (message.ready) {
          clearTimeout(timer);
          resolve();
          return;
        }
        this.pending.get(message.id)?.(message);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        const gone = new ConversionError('CONVERSION_FAILED', failedMessage(undefined));
        for (const settle of this.pending.values()) settle(gone);
        reject(gone);
        if (this.process === child) this.forget();
      });
      child.once('error', (error) => reject(error));
    });
    return this.ready;
  }

  /** Ends the worker and LibreOffice with it (the whole process group), and its scratch files. */
  private stop(): void {
    const child = this.process;
    if (child?.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }
    this.forget();
  }

  private forget(): void {
    this.process = null;
    this.ready = null;
    if (this.profile) rmSync(this.profile, { recursive: true, force: true });
    this.profile = null;
  }
}

/** One line of the worker's output; anything but its JSON (a library's warning) is skipped. */
function parseAnswer(line: string): (WorkerAnswer & { ready?: boolean }) | null {
  try {
    return JSON.parse(line) as WorkerAnswer & { ready?: boolean };
  } catch {
    return null;
  }
}

function timeMessage(timeoutMs: number): string {
  return `Converting this file took longer than ${Math.round(timeoutMs / 1000)} seconds, the most one file may take on this server. The file may be built to overload converters; if it is a genuine document, save it as a PDF yourself and try again.`;
}

function failedMessage(detail: string | undefined): string {
  const why = detail ? ` (LibreOffice said: ${detail})` : '';
  return `LibreOffice could not convert the file${why}. It may be damaged; open it in its program, save it again and try again, or save it as a PDF yourself.`;
}
