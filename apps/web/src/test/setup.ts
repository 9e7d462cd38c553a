import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast, getToasts } from '../lib/toast';
import { clearCookies } from './fake-http';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  for (const toast of getToasts()) dismissToast(toast.id);
});
