import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders of the whole workspace take seconds when the 2-core CI machine runs every
    // project at once; the tests' own waits are bounded separately.
    testTimeout: 15_000,
  },
});
