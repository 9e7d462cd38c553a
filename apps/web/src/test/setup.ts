import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast, getToasts } from '../lib/toast';
import { clearCookies, endFakeRequests } from './fake-http';

// findBy* and waitFor give up after 1 s by default. When the 2-core CI machine runs every
// project at once, a jsdom render of a whole page can take longer than that; the wait only
// bounds how long a failing test takes, never what a passing one proves.
configure({ asyncUtilTimeout: 5_000 });

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
