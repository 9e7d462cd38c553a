import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { DEFAULT_REDACTION_OPTIONS } from '../redaction/build-mapping';
import { useRedactionStore } from '../redaction/redaction-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { RedactConfirm } from './RedactConfirm';

const accepted = (id: string, fileKey: string, page: number, extra: Partial<Highlight> = {}) =>
  buildHighlight({ id, fileKey, page, status: 'accepted', ...extra });

/** The dialog's sentence for the accepted marks `marks` of the files a, b and c. */
function confirmText(marks: readonly Highlight[]): string {
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useHighlightsStore.getState().add(marks);
  const { unmount } = render(
    <RedactConfirm step="redact" scope="all" onConfirm={() => {}} onCancel={() => {}} />,
  );
  const text = screen.getByRole('dialog').querySelector('p')!.textContent;
  unmount();
  return text;
}

beforeEach(async () => {
  startI18n();
  await i18n.changeLanguage('en');
  useFilesStore.setState({
    files: ['a', 'b', 'c'].map((key) => buildOpenFile({ key, name: `${key}.pdf` })),
    redacted: {},
  });
  useRedactionStore.setState({ scope: 'all', options: DEFAULT_REDACTION_OPTIONS });
});

afterEach(() => i18n.changeLanguage('en'));

describe('redact confirmation counts', () => {
  const one = [accepted('a1', 'a', 1)];
  /** Page 1 of a and of b, page 2 of b: three pages in two files (c holds nothing). */
  const several = [
    accepted('a1', 'a', 1),
    accepted('a1-again', 'a', 1, { y: 60 }),
    accepted('b1', 'b', 1),
    accepted('b2', 'b', 2),
  ];

  it('says one area, page and file in the singular, in English', () => {
    expect(confirmText(one)).toBe(
      '1 area on 1 page in 1 file will be removed for good in the redacted copies.',
    );
  });

  it('counts pages per file and only the files holding areas, in English', () => {
    expect(confirmText(several)).toBe(
      '4 areas on 3 pages in 2 files will be removed for good in the redacted copies.',
    );
  });

  it('says the same in Norwegian, singular and plural', async () => {
    await i18n.changeLanguage('nb');
    expect(confirmText(one)).toBe(
      '1 område på 1 side i 1 fil fjernes for godt i de sladdede kopiene.',
    );
    expect(confirmText(several)).toBe(
      '4 områder på 3 sider i 2 filer fjernes for godt i de sladdede kopiene.',
    );
  });

  it('counts a search hit and a detection of one place once, as the marks panel lists them', () => {
    const twins = (id: string, y: number, status?: 'accepted') => [
      buildHighlight({ id: `${id}-search`, type: 'SEARCH', text: 'Kari', y, status }),
      buildHighlight({
        id: `${id}-found`,
        type: 'ENTITY',
        entity: 'PERSON',
        text: 'Kari',
        y,
        status,
      }),
    ];
    useHighlightsStore.setState({ byFile: {}, selectedId: null });
    useHighlightsStore.getState().add([...twins('one', 20), ...twins('two', 40, 'accepted')]);
    render(<RedactConfirm step="redact" scope="all" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '1 suggested mark has not been reviewed; 1 accepted.',
    );
    expect(screen.getByRole('button', { name: 'Accepted only (1)' })).toBeEnabled();
  });
});
