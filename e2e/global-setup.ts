import { existsSync } from 'node:fs';
import { SERVER_ENTRY } from './server';

/** Fails at once without a build; each worker then starts its own server (tests/fixtures.ts). */
export default function globalSetup() {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
}
