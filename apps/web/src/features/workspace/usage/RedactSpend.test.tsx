import type { TUsage } from '@workbench/contracts';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { RedactConfirm } from '../toolbar/RedactConfirm';
import { useUsageStore } from './usage-store';

const FREE_MONTH: TUsage = {
  source: 'free',
  pages_used: 2,
  pages_limit: 25,
  pages_left: 23,
  percent_used: 8,
  gauge: 'success',
  resets_at: '2026-12-01T00:00:00.000Z',
};

function confirm() {
  render(<RedactConfirm step="redact" scope="all" onConfirm={() => {}} onCancel={() => {}} />);
  return screen.getByRole('dialog');
}

beforeEach(async () => {
  startI18n();
  await i18n.changeLanguage('en');
  useUsageStore.setState({ usage: FREE_MONTH });
  // a has 1 page, b 4 and c 10; a file without marks is released sanitised, and charged too.
  useFilesStore.setState({
    files: [
      buildOpenFile({ key: 'a', name: 'a.pdf', pageCount: 1 }),
      buildOpenFile({ key: 'b', name: 'b.pdf', pageCount: 4 }),
      buildOpenFile({ key: 'c', name: 'c.pdf', pageCount: 10 }),
    ],
    redacted: {},
  });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});

afterEach(async () => {
  useUsageStore.setState({ usage: null });
  await i18n.changeLanguage('en');
});

describe('the pages a redaction spends', () => {
  it('counts every page of each file released, marked or sanitised only, and names the unmarked', () => {
    useHighlightsStore
      .getState()
      .add([
        buildHighlight({ id: 'a1', fileKey: 'a', page: 1, status: 'accepted' }),
        buildHighlight({ id: 'b1', fileKey: 'b', page: 2, status: 'accepted' }),
      ]);
    const dialog = confirm();
    expect(dialog).toHaveTextContent('This redaction uses 15 pages of 23 left.');
    expect(dialog).toHaveTextContent('1 file without marks (c.pdf) is released sanitised');
  });

  it('leaves out of the count the copies already redacted when saving, in Norwegian', async () => {
    await i18n.changeLanguage('nb');
    useHighlightsStore
      .getState()
      .add([
        buildHighlight({ id: 'a1', fileKey: 'a', page: 1, status: 'accepted' }),
        buildHighlight({ id: 'c1', fileKey: 'c', page: 3, status: 'suggested' }),
      ]);
    const blob = new Blob(['%PDF-']);
    useFilesStore.setState({
      redacted: { b: { key: 'b-redacted', sourceKey: 'b', name: 'b.pdf', blob, shown: true } },
    });
    render(<RedactConfirm step="save" scope="all" onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Denne sladdingen bruker 11 sider av 23 igjen.');
    expect(dialog).not.toHaveTextContent('uten markeringer');
  });
});
