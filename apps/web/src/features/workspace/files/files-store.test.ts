import { beforeEach, describe, expect, it } from 'vitest';
import { useFilesStore, type FileOrigin } from './files-store';
import { ALREADY_OPEN_MESSAGE } from './upload-rules';

/** The PDF a conversion gives back: named after its source, with the source's date. */
function converted(source: FileOrigin) {
  const pdf = new File(['%PDF-1.7 same'], 'letter.pdf', {
    type: 'application/pdf',
    lastModified: source.lastModified,
  });
  return [pdf, source] as const;
}

const odt: FileOrigin = { name: 'letter.odt', size: 900, lastModified: 5, format: 'odt' };
const docx: FileOrigin = { name: 'letter.docx', size: 1200, lastModified: 5, format: 'docx' };

beforeEach(() => useFilesStore.setState(useFilesStore.getInitialState()));

describe('opening converted files', () => {
  it('opens letter.docx beside letter.odt though both became an identical letter.pdf', () => {
    for (const source of [odt, docx]) {
      const [pdf] = converted(source);
      const { refused } = useFilesStore.getState().addFiles([pdf], 'add', new Map([[pdf, source]]));
      expect(refused).toEqual([]);
    }
    const keys = useFilesStore.getState().files.map((file) => file.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('refuses the same source converted twice', () => {
    for (const expected of [[], [{ name: 'letter.pdf', message: ALREADY_OPEN_MESSAGE }]]) {
      const [pdf] = converted(odt);
      const { refused } = useFilesStore.getState().addFiles([pdf], 'add', new Map([[pdf, odt]]));
      expect(refused).toEqual(expected);
    }
  });
});
