import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { UnlockForm } from './UnlockForm';

const { unlockFile } = vi.hoisted(() => ({ unlockFile: vi.fn() }));
vi.mock('./unlock-file', () => ({ unlockFile }));

function pdf(name: string, text = 'x') {
  return new File([text], name, { type: 'application/pdf', lastModified: 5 });
}

beforeEach(() => {
  startI18n();
  unlockFile.mockReset();
  useFilesStore.getState().clear();
});

describe('the password form of a protected file', () => {
  it('sends the password and says so when it does not open the file', async () => {
    const [file] = useFilesStore.getState().addFiles([pdf('locked.pdf')], 'add').added;
    unlockFile.mockRejectedValueOnce(
      new ApiError('UNPROCESSABLE', 'locked.pdf: no', 422, { file_error: 'WRONG_PASSWORD' }),
    );
    render(<UnlockForm file={file!} />);
    const open = screen.getByRole('button', { name: 'Open' });
    expect(open).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '0000');
    await userEvent.click(open);
    expect(unlockFile).toHaveBeenCalledWith(file, '0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password does not open this PDF',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('replacing a file by its unlocked copy', () => {
  it('keeps its place, current file and selection under the new key', () => {
    const store = useFilesStore.getState();
    const [first, locked] = store.addFiles([pdf('a.pdf'), pdf('locked.pdf')], 'add').added;
    store.setCurrent(locked!.key);
    store.toggleSelected(locked!.key);
    store.replaceContent(locked!.key, pdf('locked.pdf', 'unlocked copy'));
    const state = useFilesStore.getState();
    expect(state.files.map((file) => file.name)).toEqual(['a.pdf', 'locked.pdf']);
    const replaced = state.files[1]!;
    expect(replaced.key).not.toBe(locked!.key);
    expect(replaced.size).toBe('unlocked copy'.length);
    expect(state.currentKey).toBe(replaced.key);
    expect(state.selectedKeys).toEqual([replaced.key]);
    expect(state.files[0]!.key).toBe(first!.key);
  });
});
