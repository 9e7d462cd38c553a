/**
 * The addressee's block: a person (with the honorific the language puts on envelopes), a
 * company with a contact person, or a public body; the country's name last when it is abroad.
 */
import { pick, type Random } from '../identifiers';
import { chance } from './compose';
import { gold, type PageWriter, type Piece } from './lay-out';
import type { Lexicon } from './lexicon';
import type { Language } from './model';
import { addressLines, metaOf, phonePiece, type Party } from './parties';

/** Honorifics for a man and for a woman. */
const HONORIFICS: Partial<Record<Language, [string[], string[]]>> = {
  de: [['Herrn'], ['Frau']],
  fr: [
    ['Monsieur', 'M.'],
    ['Madame', 'Mme'],
  ],
  nl: [
    ['Dhr.', 'De heer'],
    ['Mevr.', 'Mevrouw'],
  ],
  en: [
    ['Mr', 'Dr'],
    ['Ms', 'Mrs', 'Dr'],
  ],
};

/** The lines of an addressee's block; `role` is "recipient" or "buyer" (or "ship to"). */
export function addresseeLines(
  random: Random,
  lexicon: Lexicon,
  party: Party,
  role: string,
  withContacts: boolean,
): Piece[][] {
  const lines: Piece[][] = [];
  const name = gold(party.person.name, { kind: 'name', type: 'PERSON', role });
  if (party.kind === 'person') {
    const honorifics = HONORIFICS[lexicon.language]?.[party.person.isFemale ? 1 : 0];
    if (honorifics && chance(random, 0.5)) {
      if (lexicon.language === 'de' && chance(random, 0.5))
        lines.push([pick(random, honorifics)], [name]);
      else lines.push([`${pick(random, honorifics)} `, name]);
    } else lines.push([name]);
  } else {
    lines.push([party.name]);
    if (party.kind === 'company' && chance(random, 0.5))
      lines.push([`${pick(random, lexicon.letter.attention)} `, name]);
  }
  const abroad = party.country !== lexicon.homes[0] && !lexicon.homes.includes(party.country);
  const countryLine = abroad ? lexicon.countryNames[party.country] : undefined;
  lines.push(...addressLines(party.address, metaOf(party, 'address', role), countryLine));
  if (withContacts && party.kind === 'person') {
    const { labels } = lexicon;
    if (chance(random, 0.6))
      lines.push([
        `${pick(random, [...labels.phone, ...labels.mobile])} `,
        phonePiece(party, 'mobile', metaOf(party, 'phone', role)),
      ]);
    if (chance(random, 0.5))
      lines.push([
        `${pick(random, labels.email)} `,
        gold(party.email, metaOf(party, 'email', role)),
      ]);
  }
  return lines;
}

/** The addressee's block at x, y; returns the y under it. */
export function addresseeBlock(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  party: Party,
  box: { x: number; y: number; role: string; withContacts?: boolean; heading?: string },
): number {
  let y = box.y;
  if (box.heading) {
    page.line({ x: box.x, y, size: 8 }, [box.heading]);
    y += 12;
  }
  return page.lines(
    { x: box.x, y, size: 10 },
    addresseeLines(random, lexicon, party, box.role, box.withContacts ?? false),
    12,
  );
}
