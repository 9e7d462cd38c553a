import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dismissToast, getToasts } from '../lib/toast';
import { clearCookies, endFakeRequests } from './fake-http';

// findBy* and waitFor give up after 1 s by default. When the 2-core CI machine runs every
// project at once, a jsdom render of a whole page can take longer than that; the wait only
// bounds how long a failing test takes, never what a passing one proves.
configure({ asyncUtilTimeout: 5_000 });

// Documents are processed on the server unless a test turns on-device mode on: the setting counts
// as read, so no test's first document call waits for the general settings.
beforeEach(async () => {
  if (typeof document === 'undefined') return;
  const { useProcessingStore } = await import('../features/on-device/processing-location');
  useProcessingStore.setState({
    userId: null,
    userName: null,
    requiredBy: null,
    setting: 'server',
    isSettled: true,
  });
});

afterEach(() => {
  // A test in Node's environment (pdf.js's worker code on real files) has no page to clean.
  if (typeof document === 'undefined') return;
  endFakeRequests();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  for (const toast of getToasts()) dismissToast(toast.id);
});
