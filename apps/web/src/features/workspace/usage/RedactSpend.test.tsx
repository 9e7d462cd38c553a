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
  // a has 1 page, b 4 and c 10; c holds no mark, so redacting it is not charged.
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
  it('counts every page of each file holding an accepted mark, with the pages left', () => {
    useHighlightsStore
      .getState()
      .add([
        buildHighlight({ id: 'a1', fileKey: 'a', page: 1, status: 'accepted' }),
        buildHighlight({ id: 'b1', fileKey: 'b', page: 2, status: 'accepted' }),
      ]);
    expect(confirm()).toHaveTextContent('This redaction uses 5 pages of 23 left.');
  });

  it('counts the files of the suggestions too when they would be accepted with it, in Norwegian', async () => {
    await i18n.changeLanguage('nb');
    useHighlightsStore
      .getState()
      .add([
        buildHighlight({ id: 'a1', fileKey: 'a', page: 1, status: 'accepted' }),
        buildHighlight({ id: 'c1', fileKey: 'c', page: 3, status: 'suggested' }),
      ]);
    expect(confirm()).toHaveTextContent('Denne sladdingen bruker 11 sider av 23 igjen.');
  });
});
