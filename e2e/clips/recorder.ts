import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Frames per second the clips are encoded at; screenshots are taken as fast as they come. */
const FPS = 8;

/**
 * Records the viewport as a sequence of screenshots while `act` runs, then encodes them with
 * ffmpeg (VP9 WebM, half size, no sound) to `output`. Each frame is shown for as long as it was
 * on screen, so the clip plays at the speed the app really moved.
 */
export async function recordClip(page: Page, output: string, act: () => Promise<void>) {
  const frames = mkdtempSync(path.join(tmpdir(), 'wb-clip-'));
  const shots: { file: string; at: number }[] = [];
  let isRecording = true;
  const capture = (async () => {
    while (isRecording) {
      const file = path.join(frames, `${String(shots.length).padStart(4, '0')}.png`);
      await page.screenshot({ path: file, animations: 'allow' });
      shots.push({ file, at: Date.now() });
    }
  })();
  try {
    await act();
  } finally {
    isRecording = false;
    await capture;
  }
  encode(shots, frames, output);
  rmSync(frames, { recursive: true, force: true });
}

function encode(shots: { file: string; at: number }[], frames: string, output: string) {
  const list = shots
    .map((shot, index) => {
      const next = shots[index + 1]?.at ?? shot.at + 1000;
      return `file '${shot.file}'\nduration ${((next - shot.at) / 1000).toFixed(3)}`;
    })
    .join('\n');
  const listFile = path.join(frames, 'frames.txt');
  writeFileSync(listFile, `${list}\n`);
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', listFile],
      ...['-vf', `fps=${FPS},scale=640:-2`, '-an'],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-row-mt', '1'],
      output,
    ],
    { stdio: 'inherit' },
  );
}
