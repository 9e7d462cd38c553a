import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { PremiumCrown } from './PremiumCrown';
import { UpgradeDialog } from './UpgradeDialog';
import { useUpgradeStore } from './upgrade-store';

function renderCrown() {
  render(
    <MemoryRouter initialEntries={['/playground']}>
      <Routes>
        <Route
          path="/playground"
          element={
            <>
              <PremiumCrown feature="Text selection" />
              <UpgradeDialog />
            </>
          }
        />
        <Route path="/pricing" element={<p>pricing page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('premium crown', () => {
  beforeEach(() => {
    startI18n();
    useUpgradeStore.setState({ open: false });
  });

  it('opens the upgrade dialog with the benefits, and cancel closes it', () => {
    renderCrown();
    fireEvent.click(screen.getByRole('button', { name: 'Text selection is a premium feature' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to premium' });
    expect(dialog).toHaveTextContent('Text selection mode for precise marking');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("goes to the pricing plans from 'view pricing plans'", () => {
    renderCrown();
    fireEvent.click(screen.getByRole('button', { name: 'Text selection is a premium feature' }));
    fireEvent.click(screen.getByRole('button', { name: 'View pricing plans' }));
    expect(screen.getByText('pricing page')).toBeInTheDocument();
  });
});
