import { describe, expect, it } from 'vitest';
import { isCvPage } from './cv-page';
import { layOut } from './laid-out.test-helper';
import { pageBlocks } from './page-blocks';

const isCv = (lines: string[]) => {
  const page = layOut(lines.map((text, index) => ({ x: 40, y: 40 + index * 40, text })));
  return isCvPage(pageBlocks(page.text, page.words));
};

describe('a CV page', () => {
  it('is known by two of its section headings, in any of its languages', () => {
    expect(isCv(['Kari Nordmann', 'Arbeidserfaring', 'Rådgiver i NAV', 'Utdanning:'])).toBe(true);
    expect(isCv(['• Experiencia laboral', 'StarLeaf', 'Formación académica'])).toBe(true);
    // Ideographs set apart, in Kangxi radicals, as a Chinese CV's font writes them.
    expect(isCv(['个 ⼈ 信息', '姓名：黄超梵', '教育经历', '技能证书'])).toBe(true);
  });

  it('is known by its title on a line of its own, and by headings of more languages', () => {
    expect(isCv(['CURRICULUM VITAE', 'Kari Nordmann', 'kari@example.no'])).toBe(true);
    expect(isCv(['Lebenslauf', 'Max Muster'])).toBe(true);
    expect(isCv(['Jón Jónsson', 'Starfsreynsla', 'Menntun'])).toBe(true);
    expect(isCv(['Mari Maasikas', 'Töökogemus', 'Haridus'])).toBe(true);
    // A CV named in a sentence is no title.
    expect(isCv(['Please send your CV to us.', 'Summary'])).toBe(false);
  });

  it('is not a page with one heading, or with headings other documents print too', () => {
    expect(isCv(['Kari Nordmann', 'Experience', 'Ten years of it.'])).toBe(false);
    expect(isCv(['Invoice 2024-17', 'Summary', 'Contact', 'Languages'])).toBe(false);
    // A heading in running text is no heading.
    expect(isCv(['My education and my experience are listed below.', 'Skills and projects'])).toBe(
      false,
    );
  });
});
