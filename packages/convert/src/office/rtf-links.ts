import { isDangerousField, isFrozenField, isLocalReference, isOutside } from './outside-reference';
import type { OutsideLink } from './xml-links';

interface Group {
  start: number;
  end: number;
  /** The first control word ("fldinst", "template", "sv"), after `\*` when there is one. */
  word: string;
  /** The group's text with escapes decoded, its own and its inner groups'. */
  text: string;
}

/**
 * An RTF file without what would make LibreOffice load content from outside it: fields that
 * include or link content (`{\*\fldinst INCLUDEPICTURE "file:…"}` — however the instruction is
 * split into groups or escaped), the attached template (`{\*\template …}`), linked objects
 * (`\objlink`, `\objautlink` become embedded ones) and shape properties naming outside files
 * (`{\sv file:…}`). The field's last result stays as the file stored it.
 */
export function neutraliseRtf(bytes: Uint8Array): { bytes: Uint8Array; links: OutsideLink[] } {
  const text = Buffer.from(bytes).toString('latin1');
  const links: OutsideLink[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  for (const group of rtfGroups(text)) {
    const target = group.text.trim();
    if (group.word === 'fldinst' && isDangerousField(target)) {
      links.push({ kind: 'field', target, part: 'RTF' });
      edits.push({ start: group.start, end: group.end, text: '{\\*\\fldinst }' });
    } else if (group.word === 'fldinst' && isFrozenField(target)) {
      // A date or the user's name: the result the file stored stays, nothing computes it anew.
      edits.push({ start: group.start, end: group.end, text: '{\\*\\fldinst }' });
    } else if (group.word === 'template') {
      links.push({ kind: 'template', target, part: 'RTF' });
      edits.push({ start: group.start, end: group.end, text: '' });
    } else if (group.word === 'sv' && (isLocalReference(target) || isOutside(target))) {
      links.push({ kind: 'shape picture', target, part: 'RTF' });
      edits.push({ start: group.start, end: group.end, text: '{\\sv }' });
    }
  }
  let result = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    if (edit.start < at) continue;
    result += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  result += text.slice(at);
  const linked = /\\obj(?:aut)?link(?![a-z])/g;
  for (const match of result.matchAll(linked)) {
    links.push({ kind: 'linked object', target: match[0], part: 'RTF' });
  }
  result = result.replace(linked, '\\objemb');
  if (links.length === 0 && edits.length === 0) return { bytes, links };
  return { bytes: new Uint8Array(Buffer.from(result, 'latin1')), links };
}

/**
 * Every group of an RTF text, inner groups before the groups around them. A group's text is what
 * a reader shows of it: an ignorable destination's (`{\*\…}`) text stays its own, a `\u`
 * character's fallback is skipped.
 */
function rtfGroups(text: string): Group[] {
  const groups: Group[] = [];
  type Open = { start: number; word: string; text: string; words: number; ignorable: boolean };
  const stack: Open[] = [];
  let fallback = 0;
  let at = 0;
  const append = (value: string) => {
    if (fallback > 0) {
      fallback -= 1;
      return;
    }
    const top = stack.at(-1);
    if (top) top.text += value;
  };
  while (at < text.length) {
    const char = text[at]!;
    if (char === '{') {
      stack.push({ start: at, word: '', text: '', words: 0, ignorable: false });
      fallback = 0;
      at += 1;
    } else if (char === '}') {
      const open = stack.pop();
      fallback = 0;
      at += 1;
      if (!open) continue;
      groups.push({ start: open.start, end: at, word: open.word, text: open.text });
      const parent = stack.at(-1);
      if (parent && !open.ignorable) parent.text += open.text;
    } else if (char === '\\') {
      const next = text[at + 1] ?? '';
      if (next === "'") {
        append(String.fromCharCode(parseInt(text.slice(at + 2, at + 4), 16) || 0));
        at += 4;
      } else if (/[a-z]/i.test(next)) {
        const match = /^\\([a-z]{1,32})(-?\d{1,10})? ?/i.exec(text.slice(at, at + 48))!;
        const [whole, word, parameter] = match;
        at += whole.length;
        const top = stack.at(-1);
        if (top && top.words === 0) top.word = word!;
        if (top) top.words += 1;
        if (word === 'bin' && parameter) at += Math.max(0, Number(parameter));
        else if (word === 'u' && parameter) {
          const code = Number(parameter);
          append(String.fromCharCode(code < 0 ? code + 65536 : code));
          fallback = 1;
        } else if (word === 'tab') append('\t');
      } else {
        if (next === '*') {
          const top = stack.at(-1);
          if (top) top.ignorable = true;
        } else append(next === '~' ? ' ' : next);
        at += 2;
      }
    } else {
      if (char !== '\r' && char !== '\n') append(char);
      at += 1;
    }
  }
  return groups;
}
