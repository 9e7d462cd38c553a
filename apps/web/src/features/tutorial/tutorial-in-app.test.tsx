import 'fake-indexeddb/auto';
import { act, fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi } from '../../test/fake-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { TUTORIAL_STEPS } from './tutorial-steps';
import { useTutorialStore } from './tutorial-store';

/** Lets `ms` pass in 10 ms slices, so React renders between them as a browser would. */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 10) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(10, ms - passed)));
  }
}

const card = () => screen.queryByRole('dialog');

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out; give the tutorial's targets a size so they count as shown.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const size = this.hasAttribute('data-tutorial')
      ? { top: 100, left: 300, width: 120, height: 36 }
      : { top: 0, left: 0, width: 0, height: 0 };
    return { ...size, x: size.left, y: size.top, right: 0, bottom: 0, toJSON: () => size };
  });
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
      expect(screen.getByText(`Step ${index + 1} of 26`)).toBeVisible();
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
