import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useCombineQuestion } from './combine-question';
import { useConversionsStore } from './conversions-store';
import { useUpload } from './use-upload';

const { convertFile, importXfdfInto } = vi.hoisted(() => ({
  convertFile: vi.fn(),
  importXfdfInto: vi.fn(),
}));
vi.mock('./convert-file', () => ({ convertFile }));
vi.mock('../marks-exchange/exchange-actions', () => ({ importXfdfInto }));

const file = (name: string, type: string, text = 'x') =>
  new File([text], name, { type, lastModified: 7 });

function converted(image: File) {
  const pdf = file(image.name.replace(/\.\w+$/, '.pdf'), 'application/pdf', 'pdf bytes');
  const { name, size, lastModified } = image;
  return { pdf, origin: { name, size, lastModified, format: 'jpeg' as const } };
}

beforeEach(() => {
  startI18n();
  convertFile.mockReset();
  importXfdfInto.mockReset();
  useFilesStore.getState().clear();
});

describe('opening marks in XFDF', () => {
  it("puts an XFDF's marks on the file of its name opened with it, else on the current file", async () => {
    const { result } = renderHook(() => useUpload());
    const marks = file('brev.xfdf', '');
    act(() =>
      result.current(
        [file('vedlegg.pdf', 'application/pdf'), file('brev.pdf', 'application/pdf'), marks],
        'add',
      ),
    );
    await waitFor(() => expect(importXfdfInto).toHaveBeenCalledTimes(1));
    expect(importXfdfInto.mock.calls[0]![0]).toMatchObject({ name: 'brev.pdf' });
    expect(importXfdfInto.mock.calls[0]![1]).toBe(marks);
    // An XFDF alone goes onto the current file; nothing is refused as "not a PDF".
    const other = file('review.xfdf', 'application/vnd.adobe.xfdf');
    act(() => result.current([other], 'add'));
    await waitFor(() => expect(importXfdfInto).toHaveBeenCalledTimes(2));
    expect(importXfdfInto.mock.calls[1]![0]).toMatchObject({ name: 'vedlegg.pdf' });
    expect(getToasts().some((toast) => toast.message.includes('review.xfdf:'))).toBe(false);
  });

  it('says to open the file first when no file is open', async () => {
    const { result } = renderHook(() => useUpload());
    act(() => result.current([file('brev.xfdf', '')], 'add'));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'Open the file the marks in brev.xfdf belong to first, then add the XFDF again.',
      ),
    );
    expect(importXfdfInto).not.toHaveBeenCalled();
  });
});

describe('opening images', () => {
  it('opens a PDF at once and an image once the server has made it a PDF', async () => {
    let finish: (value: ReturnType<typeof converted>) => void = () => undefined;
    convertFile.mockImplementation(
      ([image]: File[]) => new Promise((resolve) => (finish = () => resolve(converted(image!)))),
    );
    const { result } = renderHook(() => useUpload());
    const photo = file('IMG_0042.jpeg', 'image/jpeg');
    act(() => result.current([file('brev.pdf', 'application/pdf'), photo], 'add'));
    expect(useFilesStore.getState().files.map((open) => open.name)).toEqual(['brev.pdf']);
    expect(useConversionsStore.getState().pending.map((one) => one.name)).toEqual([
      'IMG_0042.jpeg',
    ]);
    await act(async () => finish(converted(photo)));
    const [, opened] = useFilesStore.getState().files;
    expect(opened).toMatchObject({
      name: 'IMG_0042.pdf',
      origin: { name: 'IMG_0042.jpeg', format: 'jpeg' },
    });
    expect(useConversionsStore.getState().pending).toEqual([]);
    // The same photo again is the file already open.
    act(() => result.current([photo], 'add'));
    expect(convertFile).toHaveBeenCalledTimes(1);
    expect(getToasts().some((toast) => toast.message.includes('already open'))).toBe(true);
  });

  it('asks whether images chosen together are one document, and sends them as the user says', async () => {
    convertFile.mockImplementation(async ([first]: File[]) => converted(first!));
    const { result } = renderHook(() => useUpload());
    const pages = ['side-1.jpg', 'side-2.jpg', 'side-3.jpg'].map((name) =>
      file(name, 'image/jpeg'),
    );
    act(() => result.current([...pages, file('notat.docx', '')], 'add'));
    await waitFor(() => expect(useCombineQuestion.getState().question).not.toBeNull());
    expect(useCombineQuestion.getState().question!.names).toEqual([
      'side-1.jpg',
      'side-2.jpg',
      'side-3.jpg',
    ]);
    await act(async () => useCombineQuestion.getState().question!.answer('one'));
    await waitFor(() => expect(convertFile).toHaveBeenCalledTimes(2));
    expect(
      convertFile.mock.calls.map(([files]) => (files as File[]).map((one) => one.name)),
    ).toEqual([['side-1.jpg', 'side-2.jpg', 'side-3.jpg'], ['notat.docx']]);
    convertFile.mockClear();
    act(() => result.current([file('a.png', 'image/png'), file('b.png', 'image/png')], 'add'));
    await waitFor(() => expect(useCombineQuestion.getState().question).not.toBeNull());
    await act(async () => useCombineQuestion.getState().question!.answer('separate'));
    await waitFor(() => expect(convertFile).toHaveBeenCalledTimes(2));
    convertFile.mockClear();
    act(() => result.current([file('c.png', 'image/png'), file('d.png', 'image/png')], 'add'));
    await waitFor(() => expect(useCombineQuestion.getState().question).not.toBeNull());
    await act(async () => useCombineQuestion.getState().question!.answer(null));
    expect(convertFile).not.toHaveBeenCalled();
  });

  it('says why the server could not convert an image, and opens nothing for it', async () => {
    convertFile.mockRejectedValue(
      new ApiError('UNPROCESSABLE', 'scan.tif: The TIFF image has more than 1,000 pages', 422),
    );
    const { result } = renderHook(() => useUpload());
    await act(async () => result.current([file('scan.tif', 'image/tiff')], 'replace'));
    expect(useFilesStore.getState().files).toEqual([]);
    expect(useConversionsStore.getState().pending).toEqual([]);
    expect(getToasts().map((toast) => toast.message)).toContain(
      'scan.tif: The TIFF image has more than 1,000 pages',
    );
  });
});
