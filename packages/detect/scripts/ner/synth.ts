import type { EntitySpan } from '../../src/ner/tags';
import type { LabelledText } from './conllu';
import type { Rng } from './rng';
import type { SlotFiller } from './synth-slots';

/** Sentence templates of one language: with entities, without, and headings (set in capitals). */
export type TemplateSet = {
  entity: readonly string[];
  filler: readonly string[];
  heading: readonly string[];
};

const SLOT = /\{([A-Z]+)\}/g;

/** Fills a template's {SLOT}s, recording where each name landed. */
export function render(template: string, filler: SlotFiller): LabelledText {
  let text = '';
  const entities: EntitySpan[] = [];
  let last = 0;
  for (const match of template.matchAll(SLOT)) {
    text += template.slice(last, match.index);
    const filled = filler.fill(match[1] ?? '');
    const previous = entities[entities.length - 1];
    if (
      filled.type &&
      previous?.type === filled.type &&
      previous.end === text.length - 1 &&
      text.endsWith(' ')
    ) {
      // "{FIRST} {LAST}" is one name, not two.
      previous.end = text.length + filled.text.length;
    } else if (filled.type) {
      entities.push({
        start: text.length,
        end: text.length + filled.text.length,
        type: filled.type,
      });
    }
    text += filled.text;
    last = match.index + match[0].length;
  }
  text += template.slice(last);
  return { id: '', text, entities };
}

function join(parts: LabelledText[], rng: Rng): LabelledText {
  let text = '';
  const entities: EntitySpan[] = [];
  for (const part of parts) {
    if (text.length > 0) text += rng.chance(0.4) ? '\n' : ' ';
    for (const entity of part.entities) {
      entities.push({
        ...entity,
        start: entity.start + text.length,
        end: entity.end + text.length,
      });
    }
    text += part.text;
  }
  return { id: '', text, entities };
}

/** Breaks long lines at spaces, as text extracted from a PDF arrives. */
export function wrap(text: string, rng: Rng): string {
  const width = 30 + rng.int(50);
  const chars = [...text];
  let lineStart = 0;
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\n') lineStart = i;
    else if (chars[i] === ' ' && i - lineStart > width) {
      chars[i] = '\n';
      lineStart = i;
    }
  }
  return chars.join('');
}

/** Re-cases a text only when that keeps every offset (ß → SS would not). */
export function recase(text: string, toCase: (value: string) => string): string {
  const changed = toCase(text);
  return changed.length === text.length ? changed : text;
}

/** Generates `count` short documents of 1–3 sentences, with wrapping and casing variety. */
export function generateTexts(
  templates: TemplateSet,
  filler: SlotFiller,
  rng: Rng,
  count: number,
  idPrefix: string,
): LabelledText[] {
  const texts: LabelledText[] = [];
  for (let n = 0; n < count; n++) {
    const parts: LabelledText[] = [];
    if (rng.chance(0.08)) {
      const heading = render(rng.pick(templates.heading), filler);
      parts.push({ ...heading, text: recase(heading.text, (t) => t.toUpperCase()) });
    }
    const sentences = 1 + rng.int(3);
    for (let s = 0; s < sentences; s++) {
      const pool = rng.chance(0.8) ? templates.entity : templates.filler;
      parts.push(render(rng.pick(pool), filler));
    }
    const joined = join(parts, rng);
    let text = rng.chance(0.3) ? wrap(joined.text, rng) : joined.text;
    const roll = rng.next();
    if (roll < 0.03) text = recase(text, (t) => t.toUpperCase());
    else if (roll < 0.05) text = recase(text, (t) => t.toLowerCase());
    texts.push({ id: `${idPrefix}-${n}`, text, entities: joined.entities });
  }
  return texts;
}
