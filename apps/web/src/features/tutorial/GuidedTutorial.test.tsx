import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { startI18n } from '../../lib/i18n';
import { calledRoutes, installFakeApi, testUser } from '../../test/fake-api';
import { AuthProvider, useAuth } from '../auth/auth-context';
import { GuidedTutorial } from './GuidedTutorial';
import { progressKey } from './progress-storage';
import { TUTORIAL_STEPS } from './tutorial-steps';
import { useTutorialStore } from './tutorial-store';
import { advance, fakeTutorialLayout } from './tutorial-test-clock';
import type { TutorialProgress } from './tutorial-types';

const FINISH = 'POST /api/users/me/tutorial/finish';
const ids = (from: number, to: number) => TUTORIAL_STEPS.slice(from, to).map((step) => step.id);

/** A stand-in page holding the given tutorial targets, a text field and a way to finish elsewhere. */
function FakePage({ targets }: { targets: string[] }) {
  const { user, setUser } = useAuth();
  return (
    <div>
      {targets.map((id) => (
        <button key={id} type="button" data-tutorial={id}>
          {id}
        </button>
      ))}
      <input aria-label="Note" />
      <div role="tablist" aria-label="Views">
        <button type="button" role="tab">
          Pages
        </button>
      </div>
      <button type="button" onClick={() => user && setUser({ ...user, tutorial_finished: true })}>
        Finish elsewhere
      </button>
    </div>
  );
}

function renderTutorial(path: string, { missing = [] as string[] } = {}) {
  startI18n();
  const api = installFakeApi({ signedIn: true });
  const workspace = ids(1, 18).filter((id) => !missing.includes(id));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <GuidedTutorial />
          </>
        ),
        children: [
          { path: '/playground', element: <FakePage targets={workspace} /> },
          { path: '/user/settings', element: <FakePage targets={ids(18, 23)} /> },
          { path: '/organization', element: <FakePage targets={['organization-overview']} /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...api, router };
}

/**
 * A key pressed where the focus is, as a keyboard would. (user-event waits on timers of its
 * own, which the fake clock here would never run.)
 */
function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key });
}
const card = () => screen.queryByRole('dialog');

/** Starts a run at `index` once the session check has signed the user in. */
async function startAt(index: number) {
  await advance(50);
  const progress: TutorialProgress = {
    stepIndex: index,
    phase: TUTORIAL_STEPS[index]!.phase,
    completedSteps: [],
    startTime: Date.now(),
    lastActivity: Date.now(),
    sessionId: 'test-session',
  };
  act(() => useTutorialStore.getState().start(testUser.id, progress));
  await advance(400);
}

beforeEach(() => {
  fakeTutorialLayout({ withCard: true });
});

afterEach(() => {
  useTutorialStore.getState().reset();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('guided tutorial', () => {
  it('waits while a modal dialog is open (an upgrade offer), and starts once it is closed', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    try {
      renderTutorial('/playground');
      await advance(6_000);
      expect(document.querySelector('.tutorial-card')).toBeNull();
    } finally {
      dialog.remove();
    }
    await advance(3_100);
    expect(card()).toHaveAccessibleName('Welcome to Redaction Workbench');
  });

  it('starts 2 s after load, shows the welcome a second later and follows the arrow keys', async () => {
    const pageKeys: string[] = [];
    const recordKey = (event: KeyboardEvent) => pageKeys.push(event.key);
    window.addEventListener('keydown', recordKey);
    renderTutorial('/playground');
    await advance(2_950);
    expect(card()).toBeNull();
    await advance(100);

    expect(card()).toHaveAccessibleName('Welcome to Redaction Workbench');
    expect(screen.getByText('Step 1 of 31')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();

    press('ArrowLeft');
    expect(card()).toHaveAccessibleName('Welcome to Redaction Workbench');
    press('ArrowRight');
    expect(card()).toHaveAccessibleName('Open documents');
    expect(screen.getByText('Step 2 of 31')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');

    await advance(300);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    const spotlight = document.querySelector<HTMLElement>('.tutorial-spotlight');
    expect(spotlight?.style.top).toBe('92px');
    expect(card()?.style.top).toBe('156px');
    expect(card()?.style.left).toBe('160px');

    // Enter on the focused Next is the button's own click; elsewhere the tutorial takes it.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(card()).toHaveAccessibleName('Search');
    document.body.focus();
    press('Enter');
    expect(card()).toHaveAccessibleName('Detect entities');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(card()).toHaveAccessibleName('Open documents');
    expect(pageKeys).toEqual([]);
    window.removeEventListener('keydown', recordKey);
  });

  it('keeps a dragged card where it was put until the step changes', async () => {
    renderTutorial('/playground');
    await startAt(4);
    expect(card()?.style.top).toBe('156px');
    const handle = screen.getByRole('button', { name: 'Drag to move' });
    fireEvent.pointerDown(handle, { button: 0, clientX: 170, clientY: 166, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 270, clientY: 366, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(card()?.style.top).toBe('356px');
    expect(card()?.style.left).toBe('260px');
    fireEvent(window, new Event('resize'));
    await advance(500);
    expect(card()?.style.top).toBe('356px');
    press('ArrowRight');
    await advance(400);
    expect(card()).toHaveAccessibleName('Save');
    expect(card()?.style.top).toBe('156px');
  });

  it('skips on Escape: the tutorial closes and the server records it as finished', async () => {
    const { server, fetchMock } = renderTutorial('/playground');
    await startAt(3);
    expect(card()).toHaveAccessibleName('Detect entities');
    press('Escape');
    expect(card()).toBeNull();
    await advance(50);
    expect(calledRoutes(fetchMock)).toContain(FINISH);
    expect(server.user.tutorial_finished).toBe(true);
    await advance(10_000);
    expect(card()).toBeNull();
    expect(localStorage.getItem(progressKey(testUser.id))).toBeNull();
  });

  it('leaves keys typed into a field alone', async () => {
    renderTutorial('/playground');
    await startAt(2);
    screen.getByRole('textbox', { name: 'Note' }).focus();
    press('ArrowRight');
    press('Escape');
    expect(card()).toHaveAccessibleName('Search');
  });

  it('leaves the arrow keys to a tab list on the page, but still closes on Escape', async () => {
    renderTutorial('/playground');
    await startAt(2);
    screen.getByRole('tab', { name: 'Pages' }).focus();
    const pageKeys: string[] = [];
    const recordKey = (event: KeyboardEvent) => pageKeys.push(event.key);
    window.addEventListener('keydown', recordKey);
    press('ArrowRight');
    press('ArrowLeft');
    expect(card()).toHaveAccessibleName('Search');
    expect(pageKeys).toEqual(['ArrowRight', 'ArrowLeft']);
    press('Escape');
    expect(card()).toBeNull();
    window.removeEventListener('keydown', recordKey);
  });

  it('leaves the focus in a field the user is typing in when a step shows', async () => {
    renderTutorial('/playground');
    await advance(50);
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    await advance(3_500);
    expect(card()).toHaveAccessibleName('Welcome to Redaction Workbench');
    expect(note).toHaveFocus();
  });

  it('gives the focus back to where it was when the tutorial closes', async () => {
    renderTutorial('/playground');
    await advance(50);
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    await advance(3_500);
    const skip = screen.getByRole('button', { name: 'Skip' });
    skip.focus();
    fireEvent.click(skip);
    expect(card()).toBeNull();
    expect(note).toHaveFocus();
  });

  it('opens the next step’s page 100 ms after Next', async () => {
    const { router } = renderTutorial('/playground');
    await startAt(21);
    expect(card()).toHaveAccessibleName('Organization');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(card()).toHaveAccessibleName('Settings');
    expect(router.state.location.pathname).toBe('/playground');
    await advance(100);
    expect(router.state.location.pathname).toBe('/user/settings');
  });

  it('reads Complete on the last step, and closes even when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, fetchMock } = renderTutorial('/playground');
    server.failures.add(FINISH);
    await startAt(30);
    expect(card()).toHaveAccessibleName('Back to your documents');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await advance(50);
    expect(card()).toBeNull();
    expect(calledRoutes(fetchMock)).toContain(FINISH);
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers an emergency close when the target does not show within 3 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server } = renderTutorial('/playground', { missing: ['toolbar-edit'] });
    await startAt(7);
    expect(card()).toHaveAccessibleName('Edit mode');
    await advance(2_000);
    expect(screen.queryByRole('button', { name: 'Close Tutorial' })).toBeNull();
    await advance(700);
    const close = screen.getByRole('button', { name: 'Close Tutorial' });
    expect(close).toHaveAttribute('title', 'Close tutorial (target element not found)');
    expect(document.querySelector('.tutorial-spotlight')).toBeNull();
    fireEvent.click(close);
    await advance(50);
    expect(card()).toBeNull();
    expect(server.user.tutorial_finished).toBe(true);
  });

  it('asks before continuing a tour left off minutes ago', async () => {
    const saved: TutorialProgress = {
      stepIndex: 6,
      phase: 'toolbar',
      completedSteps: ['welcome'],
      startTime: Date.now() - 600_000,
      lastActivity: Date.now() - 600_000,
      sessionId: 'earlier',
    };
    localStorage.setItem(progressKey(testUser.id), JSON.stringify(saved));
    renderTutorial('/playground');
    await advance(2_100);
    const prompt = screen.getByRole('dialog', {
      name: 'Continue the tutorial where you left off?',
    });
    expect(prompt).toHaveTextContent('You stopped at step 7 of 31.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(50);
    expect(card()).toHaveAccessibleName('Print');
  });

  it('closes when the account is finished elsewhere', async () => {
    const { fetchMock } = renderTutorial('/playground');
    await startAt(2);
    fireEvent.click(screen.getByRole('button', { name: 'Finish elsewhere' }));
    expect(card()).toBeNull();
    expect(calledRoutes(fetchMock)).not.toContain(FINISH);
  });
});
