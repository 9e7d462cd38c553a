import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { ActiveTerms } from './ActiveTerms';
import { makeQuery } from './search-query';
import { addQueries, resetSearchStore } from './search-store';

beforeEach(() => {
  resetSearchStore();
  startI18n();
  addQueries(['Oslo', 'Kari', 'Bergen'].map((term) => makeQuery(term, false, false)));
  render(<ActiveTerms />);
});

const removeButton = (term: string) => screen.getByRole('button', { name: `Remove “${term}”` });

describe('removing an active term', () => {
  it('moves the focus to the next term, then the one before, then the heading', async () => {
    await userEvent.click(removeButton('Kari'));
    expect(removeButton('Bergen')).toHaveFocus();
    await userEvent.click(removeButton('Bergen'));
    expect(removeButton('Oslo')).toHaveFocus();
    await userEvent.click(removeButton('Oslo'));
    expect(screen.getByRole('heading', { name: 'Active search terms' })).toHaveFocus();
  });

  it('from the term menu moves the focus to the next term too', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'More actions for “Oslo”' }));
    const menu = screen.getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove “Oslo”' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(removeButton('Kari')).toHaveFocus();
  });
});
