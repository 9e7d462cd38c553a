import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { startI18n } from '../../../lib/i18n';
import { SHORTCUTS } from './shortcut-map';
import { ShortcutHelpDialog } from './ShortcutHelpDialog';

describe('ShortcutHelpDialog', () => {
  beforeEach(() => startI18n());

  it('lists every shortcut of the map with its keys and what it does', () => {
    render(<ShortcutHelpDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const rows = within(dialog).getAllByRole('term');
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining(SHORTCUTS.map((item) => item.keys)),
    );
    expect(rows).toHaveLength(SHORTCUTS.length);
    for (const item of SHORTCUTS) {
      expect(dialog).toHaveTextContent(i18n.t(`workspace.shortcuts.actions.${item.action}`));
    }
  });

  it('shows the review keys J, K, A, X, C and U', () => {
    render(<ShortcutHelpDialog onClose={() => {}} />);
    const review = screen.getByRole('region', { name: 'Review' });
    const keys = within(review)
      .getAllByRole('term')
      .map((row) => row.textContent?.split(' ')[0]);
    expect(keys).toEqual(['J', 'K', 'A', 'X', 'C', 'U']);
  });
});
