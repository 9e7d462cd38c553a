import 'fake-indexeddb/auto';
import { render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { AuthProvider } from '../../auth/auth-context';
import { useFilesStore } from '../files/files-store';
import { useWorkspacePersistence } from './use-workspace-persistence';
import { enqueue } from './workspace-db';
import { clearWorkspaceStorage } from './workspace-persistence';

function Workspace() {
  useWorkspacePersistence();
  return null;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearWorkspaceStorage();
});

it('restores the signed-in user’s files when the workspace is shown again', async () => {
  const { server } = installFakeApi({ signedIn: true });
  server.settings.general = { ...server.settings.general, save_files_in_browser: true };
  const first = render(
    <AuthProvider>
      <Workspace />
    </AuthProvider>,
  );
  const file = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
  useFilesStore.getState().addFiles([file], 'add');
  // Once the session check and the settings read are done, the open file is stored.
  await waitFor(async () => expect(await enqueue((db) => db.count('files'))).toBe(1));
  first.unmount();

  useFilesStore.setState(useFilesStore.getInitialState());
  render(
    <AuthProvider>
      <Workspace />
    </AuthProvider>,
  );
  await waitFor(() =>
    expect(useFilesStore.getState().files.map((open) => open.name)).toEqual(['a.pdf']),
  );
});
