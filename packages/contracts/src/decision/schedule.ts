import type { TCase, TLetterLanguage } from './case';
import { csvText } from './csv';
import { provisionTexts } from './provisions';

/**
 * One line of the exemption schedule: what was withheld on one page of one document under one
 * code, how many times, and why. `page` is null for a document withheld whole.
 */
export interface ScheduleRow {
  document: string;
  page: number | null;
  pages: number;
  code: string;
  provision: string;
  count: number;
  justification: string;
}

/**
 * The schedule of a case: per document (in the case's order), page and code (in the order first
 * met), the number of areas withheld — the redaction log's rows counted, so the two agree.
 */
export function scheduleRows(value: TCase): ScheduleRow[] {
  const texts = provisionTexts(value);
  const rows: ScheduleRow[] = [];
  for (const document of value.documents) {
    const byKey = new Map<string, ScheduleRow & { reasons: Set<string> }>();
    // Page order for a released document; a withheld one lists its grounds as given.
    const marks = document.withheld
      ? document.marks
      : [...document.marks].sort((a, b) => a.page - b.page);
    for (const mark of marks) {
      const page = document.withheld ? null : mark.page;
      const code = mark.code ?? '';
      const key = `${page}\u0000${code}`;
      let row = byKey.get(key);
      if (!row) {
        row = {
          document: document.name,
          page,
          pages: document.pages,
          code,
          provision: texts.get(code) ?? '',
          count: 0,
          justification: '',
          reasons: new Set(),
        };
        byKey.set(key, row);
      }
      row.count += 1;
      if (mark.justification) row.reasons.add(mark.justification);
    }
    for (const { reasons, ...row } of byKey.values())
      rows.push({ ...row, justification: [...reasons].join('; ') });
  }
  return rows;
}

/** The schedule's column titles and words, in the letter's language. */
export const SCHEDULE_LABELS: Record<
  TLetterLanguage,
  {
    columns: [string, string, string, string, string, string];
    wholeDocument: (pages: number) => string;
    noCode: string;
  }
> = {
  nb: {
    columns: ['Dokument', 'Side', 'Hjemmel', 'Bestemmelse', 'Antall', 'Begrunnelse'],
    wholeDocument: (pages) => (pages === 1 ? 'hele (1 side)' : `hele (${pages} sider)`),
    noCode: '(ingen hjemmel oppgitt)',
  },
  nn: {
    columns: ['Dokument', 'Side', 'Heimel', 'Føresegn', 'Tal', 'Grunngjeving'],
    wholeDocument: (pages) => (pages === 1 ? 'heile (1 side)' : `heile (${pages} sider)`),
    noCode: '(ingen heimel oppgitt)',
  },
  en: {
    columns: ['Document', 'Page', 'Code', 'Provision', 'Count', 'Justification'],
    wholeDocument: (pages) => (pages === 1 ? 'whole (1 page)' : `whole (${pages} pages)`),
    noCode: '(no code given)',
  },
};

/** The schedule as a table of plain cells: a header row, then one row per schedule line. */
export function scheduleTable(rows: readonly ScheduleRow[], language: TLetterLanguage): string[][] {
  const labels = SCHEDULE_LABELS[language];
  return [
    [...labels.columns],
    ...rows.map((row) => [
      row.document,
      row.page === null ? labels.wholeDocument(row.pages) : String(row.page),
      row.code || labels.noCode,
      row.provision,
      String(row.count),
      row.justification,
    ]),
  ];
}

/** The schedule as CSV, in the letter's language. */
export function scheduleCsv(rows: readonly ScheduleRow[], language: TLetterLanguage): string {
  return csvText(scheduleTable(rows, language));
}
