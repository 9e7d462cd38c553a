/**
 * English word classes from GloVe vectors (see scripts/build-word-clusters.ts): words used alike
 * share a class ("smith", "jones", "taylor"; "oslo", "bergen", "geneva"), so the tagger's weights
 * for a class carry over to names it never saw in training. A class id packs the fine class
 * (low 16 bits, from 1) and its coarse group (high bits, from 1); 0 is "not an English word of
 * the list" — most Norwegian words, numbers and symbols.
 */
/**
 * Name particles have no class: in English text they are mostly other words (a van, the Spanish
 * el, the French le), and what their classes learnt there lost "M el Mathari" in a Dutch
 * invoice.
 */
const NAME_PARTICLES =
  'van von de der den di da du del della le la el al bin ibn ben ter ten zu af';

export class WordClusters {
  private readonly ids = new Map<string, number>();

  /** `text`: one line per fine class, "<coarse group>\t<word> <word> …" (word-clusters.txt). */
  constructor(text: string) {
    let fine = 0;
    for (const line of text.split('\n')) {
      if (line === '') continue;
      fine++;
      const tab = line.indexOf('\t');
      const coarse = Number(line.slice(0, tab)) + 1;
      if (tab < 0 || !Number.isInteger(coarse)) throw new Error('Malformed word-cluster file');
      const id = (coarse << 16) | fine;
      for (const word of line.slice(tab + 1).split(' ')) if (word) this.ids.set(word, id);
    }
    for (const particle of NAME_PARTICLES.split(' ')) this.ids.delete(particle);
  }

  /** The packed class of a lower-cased word; 0 when it has none. */
  classOf(lower: string): number {
    return this.ids.get(lower) ?? 0;
  }
}

/** The fine class of a packed id. */
export function fineClass(id: number): number {
  return id & 0xffff;
}

/** The coarse group of a packed id. */
export function coarseGroup(id: number): number {
  return id >>> 16;
}
