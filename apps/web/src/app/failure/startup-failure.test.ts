import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadCurrentPage } from './failure-navigation';
import { showStartupFailure, STARTUP_FAILED } from './startup-failure';

vi.mock('./failure-navigation', () => ({ loadPage: vi.fn(), reloadCurrentPage: vi.fn() }));

afterEach(() => {
  document.body.replaceChildren();
});

describe('start-up failure', () => {
  it('replaces the root with a visible message and a reload button', () => {
    const root = document.createElement('div');
    root.textContent = 'half-rendered';
    document.body.append(root);
    showStartupFailure(root);
    expect(root.textContent).not.toContain('half-rendered');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(STARTUP_FAILED);
    expect(STARTUP_FAILED).toBe('App initialization failed. Please reload the page.');
    const button = root.querySelector('button');
    expect(button?.className).toBe('button button-primary');
    expect(root.querySelector('[style]')).toBeNull();
    button?.click();
    expect(reloadCurrentPage).toHaveBeenCalledTimes(1);
  });
});
