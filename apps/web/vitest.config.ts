import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineProject({
  plugins: [react()],
  // The build constants vite.config.ts defines; tests see a fixed build id.
  define: { __APP_VERSION__: JSON.stringify(version), __BUILD_ID__: JSON.stringify('test') },
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
