import type { TLetterLanguage } from './case';

/** The fixed wording of a reply letter in one language (decision 0090). */
export interface LetterTexts {
  title: (reference: string, foiaStyle: boolean) => string;
  ourReference: string;
  date: string;
  requester: string;
  opening: (foiaStyle: boolean) => string;
  allReleased: string;
  releasedInFull: string;
  releasedInPart: string;
  withheld: string;
  grounds: string;
  groundsLead: string;
  pages: (pages: string, count: number) => string;
  wholeDocument: string;
  noCode: string;
  /** Norway only: greater access considered (offentleglova § 11). */
  greaterAccess: string;
  /** Norway only: the right to a fuller statement of reasons (offentleglova § 31 second paragraph). */
  fullerReasons: string;
  appeal: string;
  months: readonly string[];
}

const NB_MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const LETTER_TEXTS: Record<TLetterLanguage, LetterTexts> = {
  nb: {
    title: (reference) => `Svar på innsynskrav – ${reference}`,
    ourReference: 'Vår referanse',
    date: 'Dato',
    requester: 'Til',
    opening: () =>
      'Vi viser til innsynskravet ditt med vår referanse {{reference}}. Vi har behandlet kravet ' +
      'og gått gjennom {{documents}} dokument.',
    allReleased: 'Du får fullt innsyn i alle dokumentene.',
    releasedInFull: 'Du får fullt innsyn i',
    releasedInPart: 'Du får innsyn i disse dokumentene, med unntak av opplysninger som er sladdet',
    withheld: 'Du får ikke innsyn i',
    grounds: 'Hjemmel for unntak',
    groundsLead: 'Opplysningene er unntatt fra innsyn med hjemmel i:',
    pages: (pages, count) => (count === 1 ? `side ${pages}` : `sidene ${pages}`),
    wholeDocument: 'hele dokumentet',
    noCode: 'Uten oppgitt hjemmel',
    greaterAccess:
      'Vi har vurdert merinnsyn etter offentleglova § 11, men er kommet til at hensynene bak ' +
      'unntakene veier tyngre enn behovet for innsyn.',
    fullerReasons:
      'Du kan innen tre uker etter at du mottok dette svaret, kreve en nærmere begrunnelse for ' +
      'avslaget, jf. offentleglova § 31 andre ledd.',
    appeal: 'Klageadgang',
    months: NB_MONTHS,
  },
  nn: {
    title: (reference) => `Svar på innsynskrav – ${reference}`,
    ourReference: 'Vår referanse',
    date: 'Dato',
    requester: 'Til',
    opening: () =>
      'Vi viser til innsynskravet ditt med vår referanse {{reference}}. Vi har handsama kravet ' +
      'og gått gjennom {{documents}} dokument.',
    allReleased: 'Du får fullt innsyn i alle dokumenta.',
    releasedInFull: 'Du får fullt innsyn i',
    releasedInPart: 'Du får innsyn i desse dokumenta, med unntak av opplysningar som er sladda',
    withheld: 'Du får ikkje innsyn i',
    grounds: 'Heimel for unntak',
    groundsLead: 'Opplysningane er unnatekne frå innsyn med heimel i:',
    pages: (pages, count) => (count === 1 ? `side ${pages}` : `sidene ${pages}`),
    wholeDocument: 'heile dokumentet',
    noCode: 'Utan oppgitt heimel',
    greaterAccess:
      'Vi har vurdert meirinnsyn etter offentleglova § 11, men har kome til at omsyna bak ' +
      'unntaka veg tyngre enn behovet for innsyn.',
    fullerReasons:
      'Du kan innan tre veker etter at du fekk dette svaret, krevje ei nærare grunngjeving for ' +
      'avslaget, jf. offentleglova § 31 andre ledd.',
    appeal: 'Klagerett',
    months: NB_MONTHS,
  },
  en: {
    title: (reference, foiaStyle) =>
      foiaStyle
        ? `Response to your Freedom of Information request – ${reference}`
        : `Reply to your request for access – ${reference}`,
    ourReference: 'Our reference',
    date: 'Date',
    requester: 'To',
    opening: (foiaStyle) =>
      foiaStyle
        ? 'This letter responds to your Freedom of Information request, our reference ' +
          '{{reference}}. We have reviewed {{documents}} documents.'
        : 'We refer to your request for access to documents, our reference {{reference}}. We ' +
          'have dealt with your request and reviewed {{documents}} documents.',
    allReleased: 'All the documents are released in full.',
    releasedInFull: 'Released in full',
    releasedInPart: 'Released in part, with the withheld information redacted',
    withheld: 'Withheld in full',
    grounds: 'Exemptions applied',
    groundsLead: 'Information has been withheld under:',
    pages: (pages, count) => (count === 1 ? `page ${pages}` : `pages ${pages}`),
    wholeDocument: 'whole document',
    noCode: 'No exemption given',
    greaterAccess:
      'We have considered greater access under section 11 of the Freedom of Information Act ' +
      '(offentleglova), but find that the reasons for the exemptions outweigh the need for access.',
    fullerReasons:
      'Within three weeks of receiving this reply you may ask for a fuller statement of the ' +
      'reasons for the refusal (section 31, second paragraph, of offentleglova).',
    appeal: 'Your right to appeal',
    months: EN_MONTHS,
  },
};

/** A date as a letter writes it: "30. november 2026", "30 November 2026", "November 30, 2026". */
export function letterDate(date: string, language: TLetterLanguage, usStyle: boolean): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = LETTER_TEXTS[language].months[month - 1]!;
  if (language !== 'en') return `${day}. ${name} ${year}`;
  return usStyle ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/** Page numbers as ranges: [1, 2, 3, 5] → "1–3, 5". */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    parts.push(end === at ? String(sorted[at]) : `${sorted[at]}–${sorted[end]}`);
    at = end + 1;
  }
  return parts.join(', ');
}
