/** A start or end tag of an XML text: its name and where it is. */
export interface XmlTag {
  name: string;
  start: number;
  end: number;
}

const START_TAG = /<([^\s/>!?]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/y;
const END_TAG = /<\/([^\s>]+)\s*>/y;

/**
 * The start tags (self-closing ones among them) and end tags of an XML text, in order, skipping
 * comments, CDATA sections, processing instructions and a document type. Read beside an XML
 * parser's events, the n-th start tag it reports is `opens[n]`: the parser says what a tag
 * means, this says where it is.
 */
export function xmlTags(text: string): { opens: XmlTag[]; closes: XmlTag[] } {
  const opens: XmlTag[] = [];
  const closes: XmlTag[] = [];
  let at = text.indexOf('<');
  while (at >= 0 && at < text.length) {
    const next = text[at + 1];
    let end: number;
    if (text.startsWith('<!--', at)) end = after(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) end = after(text, ']]>', at + 9);
    else if (next === '?') end = after(text, '?>', at + 2);
    else if (next === '!') end = after(text, '>', at + 2);
    else if (next === '/') {
      END_TAG.lastIndex = at;
      const match = END_TAG.exec(text);
      if (!match) break;
      end = END_TAG.lastIndex;
      closes.push({ name: match[1]!, start: at, end });
    } else {
      START_TAG.lastIndex = at;
      const match = START_TAG.exec(text);
      if (!match) break;
      end = START_TAG.lastIndex;
      opens.push({ name: match[1]!, start: at, end });
    }
    at = text.indexOf('<', end);
  }
  return { opens, closes };
}

function after(text: string, marker: string, from: number): number {
  const found = text.indexOf(marker, from);
  return found < 0 ? text.length : found + marker.length;
}
