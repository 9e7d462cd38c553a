import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../db/database';
import { subscribe } from './billing';
import { signUpAndLogIn } from './accounts';
import { createApiClient, type ApiClient } from './api-client';
import type { TestApp } from './build-test-app';
import { multipart } from './multipart';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/settings-import');

/** Makes the user a subscriber (an active pro subscription). */
export async function grantPremium(database: DatabaseHandle, userId: string) {
  await subscribe(database, userId);
}

/** A signed-in client of a new user; a subscriber when `premium`. */
export async function signedInUser(
  testApp: TestApp,
  name: string,
  premium: boolean,
): Promise<ApiClient> {
  const client = createApiClient(testApp.app);
  const user = await signUpAndLogIn(testApp.app, client, name);
  if (premium) await grantPremium(testApp.database, user.id);
  return client;
}

export function importFixture(name: string) {
  return { name, bytes: readFileSync(path.join(FIXTURES, name)) };
}

/** Posts a file to the import route as the settings page does. */
export function importSettings(
  client: ApiClient,
  file: { name: string; bytes: Uint8Array; type?: string },
) {
  const type = file.type ?? (file.name.endsWith('.json') ? 'application/json' : 'text/plain');
  const body = multipart([{ name: 'file', file: { ...file, type } }]);
  return client.post('/api/settings/import', body.payload, { headers: body.headers });
}
