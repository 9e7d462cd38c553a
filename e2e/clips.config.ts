import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Records the tutorial's demo clips (npm run clips): the e2e set-up, the clips folder. */
export default defineConfig({ ...base, testDir: 'clips', timeout: 180_000 });
