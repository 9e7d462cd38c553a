import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi } from '../../test/fake-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { TUTORIAL_STEPS } from './tutorial-steps';
import { useTutorialStore } from './tutorial-store';
import { advance, fakeTutorialLayout } from './tutorial-test-clock';

const card = () => screen.queryByRole('dialog');

beforeEach(() => {
  fakeTutorialLayout();
});

afterEach(() => {
  useTutorialStore.getState().reset();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the tutorial over the real app', () => {
  it('restarts from the settings page without a reload', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.user = { ...server.user, tutorial_finished: true };
    const { router } = renderApp('/user/settings');
    await advance(200);
    fireEvent.click(screen.getByRole('button', { name: 'Restart tutorial' }));
    await advance(100);
    expect(currentUrl(router)).toBe('/playground');
    expect(server.user.tutorial_finished).toBe(false);
    await advance(1_300);
    expect(card()).toBeNull();
    await advance(300);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(card()).toHaveAccessibleName('Welcome to Redaction Workbench');
    // The automatic start that the restarted account now qualifies for does not run again.
    await advance(2_500);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('finds every step’s target on its page and records the finish', async () => {
    const { server, fetchMock } = installFakeApi({ signedIn: true });
    const { router } = renderApp('/playground');
    await advance(3_200);
    for (const [index, step] of TUTORIAL_STEPS.entries()) {
      expect(card(), step.id).toHaveAccessibleName(i18n.t(step.titleKey));
      expect(screen.getByText(`Step ${index + 1} of 31`)).toBeVisible();
      expect(router.state.location.pathname).toBe(step.route);
      if (step.targetSelector !== null) {
        expect(document.querySelector(step.targetSelector), step.id).not.toBeNull();
        expect(document.querySelector('.tutorial-spotlight'), step.id).not.toBeNull();
      }
      const isMenuOpen = screen.queryByRole('menuitem', { name: 'Organization' }) !== null;
      expect(isMenuOpen, step.id).toBe(step.phase === 'navigation');
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      await advance(400);
    }
    expect(card()).toBeNull();
    expect(calledRoutes(fetchMock)).toContain('POST /api/users/me/tutorial/finish');
    expect(server.user.tutorial_finished).toBe(true);
  });
});
