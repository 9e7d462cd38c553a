import { describe, expect, it, vi } from 'vitest';
import { openPdf } from './pdfjs';
import { isShippedPdfjsAsset, PDFJS_ASSETS } from './pdfjs-assets';

const { getDocument } = vi.hoisted(() => ({
  getDocument: vi.fn((_params: Record<string, unknown>) => ({
    promise: Promise.resolve({}),
    destroy: async () => {},
  })),
}));
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument }));

describe('openPdf', () => {
  it("points pdf.js at the app's decoders, CMaps, fonts and colour profiles", async () => {
    await openPdf(new Blob([new Uint8Array([37, 80, 68, 70])]));
    expect(getDocument).toHaveBeenCalledWith(
      expect.objectContaining({
        wasmUrl: '/pdfjs/wasm/',
        cMapUrl: '/pdfjs/cmaps/',
        cMapPacked: true,
        standardFontDataUrl: '/pdfjs/standard_fonts/',
        iccUrl: '/pdfjs/iccs/',
      }),
    );
  });
});

describe('pdf.js assets', () => {
  it('ships the decoders, CMaps, fonts and profiles pdf.js fetches by name', () => {
    const wanted = ['jbig2.wasm', 'openjpeg.wasm', 'qcms_bg.wasm', 'UniGB-UCS2-H.bcmap'];
    wanted.push('FoxitSerif.pfb', 'LiberationSans-Regular.ttf', 'CGATS001Compat-v2-micro.icc');
    for (const name of wanted) expect(isShippedPdfjsAsset(name), name).toBe(true);
    expect(PDFJS_ASSETS.map(({ dir }) => dir)).toEqual(['wasm', 'cmaps', 'standard_fonts', 'iccs']);
  });

  it("leaves out the sandbox that would run a form's scripts", () => {
    expect(isShippedPdfjsAsset('quickjs-eval.wasm')).toBe(false);
    expect(isShippedPdfjsAsset('quickjs-eval.js')).toBe(false);
  });
});
