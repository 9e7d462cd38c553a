/**
 * The peer conversion corpus (issue 63, item 7): Office files and e-mails from other projects'
 * test folders, kept outside the repository (`PEER_CONVERT_DIR`, default `../peer-convert`
 * beside the repository: `files/`, `split.json`, and `baseline.json` with what plain `soffice
 * --convert-to pdf` made of each). Each file goes through the server's converter; the report
 * says, for the tuning half and the held-out half apart, how many converted, converted with a
 * loss named in a note (clipped), were refused with a 4xx, or failed, and names every file plain
 * `soffice` converts that the server does not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from '../../src/pdf/uploaded-file';

type Convert = (
  files: UploadedFile[],
  options: { signal: AbortSignal; owner: string },
) => Promise<void>;

type Outcome = { kind: 'converted' | 'clipped' | 'refused' | 'failed'; detail: string };

const LOSS = /not in the PDF|left out|not included/;

export function peerCorpusDir(root: string): string | null {
  const dir = process.env.PEER_CONVERT_DIR ?? path.resolve(root, '../peer-convert');
  return existsSync(path.join(dir, 'files')) ? dir : null;
}

async function convertOne(convert: Convert, file: string): Promise<Outcome> {
  const upload: UploadedFile = {
    name: path.basename(file).split('__').at(-1)!,
    bytes: new Uint8Array(readFileSync(file)),
    isTooLarge: false,
  };
  try {
    await convert([upload], { signal: AbortSignal.timeout(180_000), owner: 'peer' });
  } catch (error) {
    return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  if (upload.conversionError) {
    const { code, message } = upload.conversionError;
    return { kind: 'refused', detail: `${code}: ${message.slice(0, 160)}` };
  }
  const notes = upload.conversionNotes ?? [];
  const losses = notes.filter((note) => LOSS.test(note));
  return losses.length > 0
    ? { kind: 'clipped', detail: losses.join(' | ').slice(0, 200) }
    : { kind: 'converted', detail: '' };
}

export async function runPeerCorpus(
  convert: Convert,
  dir: string,
): Promise<Record<string, number>> {
  const split = JSON.parse(readFileSync(path.join(dir, 'split.json'), 'utf8')) as Record<
    'tune' | 'heldout',
    string[]
  >;
  const baseline = new Map(
    (
      JSON.parse(readFileSync(path.join(dir, 'baseline.json'), 'utf8')) as {
        file: string;
        ok: boolean;
      }[]
    ).map((row) => [row.file, row.ok]),
  );
  const results: Record<string, number> = {};
  const worse: string[] = [];
  console.log(`\nPeer corpus (${dir}): each file through the server's converter`);
  for (const half of ['tune', 'heldout'] as const) {
    const counts = { converted: 0, clipped: 0, refused: 0, failed: 0 };
    const notable: string[] = [];
    for (const repo of split[half]) {
      const folder = path.join(dir, 'files', repo.replace('/', '__'));
      if (!existsSync(folder)) continue;
      for (const name of readdirSync(folder).sort()) {
        const relative = `${repo.replace('/', '__')}/${name}`;
        const outcome = await convertOne(convert, path.join(folder, name));
        counts[outcome.kind] += 1;
        if (outcome.kind !== 'converted')
          notable.push(`  ${outcome.kind.padEnd(8)} ${relative}: ${outcome.detail}`);
        if ((outcome.kind === 'refused' || outcome.kind === 'failed') && baseline.get(relative)) {
          worse.push(relative);
        }
      }
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `${half === 'tune' ? 'tuning half' : 'held-out half'} (${split[half].join(', ')}): ${total} files — ${counts.converted} converted, ${counts.clipped} clipped (a loss named), ${counts.refused} refused (4xx), ${counts.failed} failed`,
    );
    for (const line of notable) console.log(line);
    for (const [kind, count] of Object.entries(counts)) results[`peer.${half}.${kind}`] = count;
  }
  console.log(
    worse.length === 0
      ? 'Every file plain soffice converts, the server converts.'
      : `Converted by plain soffice, not by the server: ${worse.join(', ')}`,
  );
  results['peer.worse_than_soffice'] = worse.length;
  return results;
}
