import type { Locator, Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import { openSubscriberWorkspace, realFile, searchFor } from './workspace';

const CCITT = 'scanned_en-wikipedia-printout_ccitt-g4_no-text-layer.pdf';
const JBIG2 = 'scanned_ru-tax-declaration_jbig2_ocr-text-under-page-image_8-pages.pdf';
const FORM = 'acroform_us-illinois-power-of-attorney_filled-person-names.pdf';
const EMAIL = 'kari.nordmann@example.no';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-field form whose value is drawn by the field's own appearance, in Helvetica. */
function formWithAppearance(): string {
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /DA (/Helv 11 Tf 0 g) >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> /Annots [5 0 R] >>`,
      stream('BT /F1 11 Tf 72 718 Td (E-mail:) Tj ET'),
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (email) /V (${EMAIL}) /Rect [150 712 410 732] /MK << /BG [1 1 1] >> /AP << /N 6 0 R >> /P 3 0 R >>`,
      stream(
        `/Tx BMC BT /F1 11 Tf 2 6 Td (${EMAIL}) Tj ET EMC`,
        `/BBox [0 0 260 20] /Resources << /Font << ${FONT} >> >>`,
      ),
    ],
    'form-with-appearance.pdf',
  );
}

/**
 * A letter with a picture whose JPEG data is broken (no start-of-image marker), so pdf.js's
 * decoder fails for certain: it draws the text, not the picture.
 */
function letterWithBrokenImage(): string {
  const broken = 'not a JPEG stream at all, just bytes'.repeat(4);
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> /XObject << /Im1 5 0 R >> >> >>`,
      stream(
        'BT /F1 14 Tf 72 760 Td (A letter with a picture) Tj ET q 300 0 0 200 72 500 cm /Im1 Do Q',
      ),
      stream(
        broken,
        '/Type /XObject /Subtype /Image /Width 300 /Height 200 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode',
      ),
    ],
    'letter-with-broken-image.pdf',
  );
}

type Box = { x: number; y: number; width: number; height: number };

/** The box, in the window, of the dark pixels the page's canvas has inside `within`. */
function canvasInkBox(sheet: Locator, within: Box): Promise<Box | null> {
  return sheet.locator('canvas.pdf-page-canvas').evaluate((canvas: HTMLCanvasElement, area) => {
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    const [left, top] = [
      Math.floor((area.x - rect.x) * ratio),
      Math.floor((area.y - rect.y) * ratio),
    ];
    const [width, height] = [Math.ceil(area.width * ratio), Math.ceil(area.height * ratio)];
    const { data } = canvas.getContext('2d')!.getImageData(left, top, width, height);
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! + data[i + 1]! + data[i + 2]! >= 3 * 128) continue;
      const [x, y] = [(i / 4) % width, Math.floor(i / 4 / width)];
      [minX, minY, maxX, maxY] = [
        Math.min(minX, x),
        Math.min(minY, y),
        Math.max(maxX, x),
        Math.max(maxY, y),
      ];
    }
    if (maxX < 0) return null;
    const at = (pixels: number) => pixels / ratio;
    return {
      x: area.x + at(minX),
      y: area.y + at(minY),
      width: at(maxX - minX + 1),
      height: at(maxY - minY + 1),
    };
  }, within);
}

/** The share of dark pixels the window shows inside `box`, read from a screenshot. */
async function shownInk(page: Page, box: Box): Promise<number> {
  const png = (await page.screenshot({ clip: box })).toString('base64');
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 128) ink += 1;
    }
    return ink / (data.length / 4);
  }, png);
}

function pdfPage(page: Page, fileKeyPart: string, pageNumber: number): Locator {
  return page.locator(`.pdf-page[data-file-key*="${fileKeyPart}"][data-page="${pageNumber}"]`);
}

/** The share of a canvas's pixels that are clearly not paper: 0 for a white page. */
function inkShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    if (element.width === 0) return 0;
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 200) ink += 1;
    }
    return ink / (data.length / 4);
  });
}

async function pageInk(sheet: Locator): Promise<number> {
  await sheet.scrollIntoViewIfNeeded();
  await expect(sheet).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  return inkShare(sheet.locator('canvas.pdf-page-canvas'));
}

/**
 * Waits for the first thumbnail of a file in the Files tab to have ink on it, opening the file's
 * list of pages (again, if it closed when the viewer made the file current at the same moment).
 */
async function expectThumbnailDrawn(page: Page, namePart: string) {
  const file = page.locator('.thumbnails-file', { hasText: namePart });
  const toggle = file.locator('.thumbnails-file-toggle');
  const canvas = file.locator('.thumbnail canvas').first();
  const drawn = async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return (await canvas.count()) === 0 ? 0 : inkShare(canvas);
  };
  await expect.poll(drawn, { timeout: 30_000 }).toBeGreaterThan(0.01);
}

/**
 * The page's elements at a point, topmost first, as they are painted: hit-testing skips
 * elements without pointer events, so every element of the page takes them for the moment.
 */
async function paintedAt(sheet: Locator, x: number, y: number): Promise<string[]> {
  return sheet.evaluate(
    (element, point) => {
      const all = [element, ...element.querySelectorAll<HTMLElement>('*')] as HTMLElement[];
      const saved = all.map((each) => each.style.getPropertyValue('pointer-events'));
      for (const each of all) each.style.setProperty('pointer-events', 'auto', 'important');
      const stack = document.elementsFromPoint(point.x, point.y);
      all.forEach((each, index) => each.style.setProperty('pointer-events', saved[index]!));
      return stack.map((each) =>
        each.tagName === 'INPUT'
          ? 'input'
          : each.classList.contains('highlight')
            ? 'highlight'
            : '',
      );
    },
    { x, y },
  );
}

/** What pdf.js's worker says about missing decoders, CMaps and fonts, as the issue saw it. */
function watchPdfjsWarnings(page: Page): string[] {
  const warnings: string[] = [];
  const listen = (text: string) => {
    if (/Url` API|failed to initialize|getWasmInstance|getJsInstance|Security.Policy/i.test(text)) {
      warnings.push(text);
    }
  };
  page.on('console', (message) => listen(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => listen(message.text())));
  return warnings;
}

test('scans in CCITT G4 and JBIG2 are drawn, in the viewer and its thumbnails', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const warnings = watchPdfjsWarnings(page);
  await openSubscriberWorkspace(page, request, 'scan-viewer');
  await page.getByTestId('upload-replace').setInputFiles([realFile(CCITT), realFile(JBIG2)]);
  await expect(page.locator('.file-panel')).toHaveCount(2);

  // A printed page of text: a few percent of its pixels are ink. White is 0.
  expect(await pageInk(pdfPage(page, 'ccitt-g4', 1))).toBeGreaterThan(0.01);
  await expectThumbnailDrawn(page, 'scanned_en');
  await snapshot(page, 'viewer-rendering-ccitt-1280x800', false);
  expect(await pageInk(pdfPage(page, 'jbig2', 1))).toBeGreaterThan(0.01);
  await expectThumbnailDrawn(page, 'scanned_ru');
  await snapshot(page, 'viewer-rendering-jbig2-1280x800', false);
  expect(warnings).toEqual([]);
});

test('a filled form shows its values read-only, and a search for one highlights it over the drawn value', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'form-viewer');
  await page.getByTestId('upload-replace').setInputFiles([realFile(FORM)]);
  const sheet = pdfPage(page, 'illinois', 1);
  await expect(sheet).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });

  // The value is an input a screen reader reads, and nobody can change it here.
  const field = sheet.locator('.annotationLayer input').and(page.locator('[value="John Doe"]'));
  await expect(field).toBeVisible();
  await expect(field).toHaveValue('John Doe');
  await expect(field).toBeDisabled();
  await expect(sheet.locator('.annotationLayer input[value="Michael Smith"]')).toBeVisible();
  // The field has no appearance of its own: its input draws the value, and the window shows it.
  // (Measured again if the page is drawn anew meanwhile, as when the sidebar settles.)
  await expect(async () => {
    await field.scrollIntoViewIfNeeded();
    const box = (await field.boundingBox())!;
    const withValue = await shownInk(page, box);
    await field.evaluate((input) => input.style.setProperty('visibility', 'hidden'));
    const withoutValue = await shownInk(page, box);
    await field.evaluate((input) => input.style.removeProperty('visibility'));
    expect(withValue - withoutValue).toBeGreaterThan(0.005);
  }).toPass({ timeout: 15_000 });

  await searchFor(page, 'John Doe');
  const highlight = sheet.locator('.highlight-search');
  await expect(highlight).toHaveCount(1, { timeout: 15_000 });
  const [mark, value] = [(await highlight.boundingBox())!, (await field.boundingBox())!];
  const overlapX = Math.min(mark.x + mark.width, value.x + value.width) - Math.max(mark.x, value.x);
  const overlapY =
    Math.min(mark.y + mark.height, value.y + value.height) - Math.max(mark.y, value.y);
  expect(overlapX).toBeGreaterThan(0.5 * mark.width);
  expect(overlapY).toBeGreaterThan(0.5 * mark.height);
  // The highlight is painted over the value: first in the page's stack at the mark's centre.
  const stack = await paintedAt(sheet, mark.x + mark.width / 2, mark.y + mark.height / 2);
  const [markAt, valueAt] = [stack.indexOf('highlight'), stack.indexOf('input')];
  expect(valueAt).toBeGreaterThan(-1);
  expect(markAt).toBeGreaterThan(-1);
  expect(markAt).toBeLessThan(valueAt);
  await highlight.scrollIntoViewIfNeeded();
  await snapshot(page, 'viewer-rendering-form-1280x800', false);
  await page.setViewportSize({ width: 390, height: 844 });
  // The narrower window draws the page anew, its form layer too: scroll to the value once the
  // new layer is there (an input taken out mid-scroll is looked up again).
  await expect(async () => {
    await field.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(field).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await snapshot(page, 'viewer-rendering-form-390x844', false);
});

test("a field drawn by its own appearance is shown once, as the file draws it, and a search's box covers it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'appearance-viewer');
  await page.getByTestId('upload-replace').setInputFiles([formWithAppearance()]);
  const sheet = pdfPage(page, 'form-with-appearance', 1);
  await expect(sheet).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  const field = sheet.locator('.annotationLayer input');
  await expect(field).toHaveValue(EMAIL);
  await expect(field).toBeDisabled();

  // The canvas drew the value from the appearance; the input adds nothing to what is seen.
  const box = (await field.boundingBox())!;
  const ink = (await canvasInkBox(sheet, box))!;
  expect(ink.width).toBeGreaterThan(0.5 * box.width);
  const withInput = await shownInk(page, box);
  await field.evaluate((input) => input.style.setProperty('visibility', 'hidden'));
  expect(await shownInk(page, box)).toBeCloseTo(withInput, 3);
  await field.evaluate((input) => input.style.removeProperty('visibility'));

  // The search's box, measured from the appearance by the server, covers every drawn letter.
  await searchFor(page, EMAIL);
  const highlight = sheet.locator('.highlight-search');
  await expect(highlight).toHaveCount(1, { timeout: 15_000 });
  const mark = (await highlight.boundingBox())!;
  expect(mark.x).toBeLessThanOrEqual(ink.x + 1);
  expect(mark.x + mark.width).toBeGreaterThanOrEqual(ink.x + ink.width - 1);
  await snapshot(page, 'viewer-rendering-appearance-1280x800', false);

  // Its thumbnail draws the appearance too: ink where the field is (150-410 × 712-732 of 595×842).
  await page.getByRole('tab', { name: 'Thumbnails' }).click();
  const thumbnail = page.locator('.thumbnail canvas').first();
  const fieldInk = () =>
    thumbnail.evaluate((canvas: HTMLCanvasElement) => {
      const scale = canvas.width / 595;
      const [x, y] = [150 * scale, (842 - 732) * scale];
      const area = [x, y, 260 * scale, 20 * scale].map(Math.round) as [
        number,
        number,
        number,
        number,
      ];
      const { data } = canvas.getContext('2d')!.getImageData(...area);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 200) ink += 1;
      }
      return ink;
    });
  await expect.poll(fieldInk, { timeout: 15_000 }).toBeGreaterThan(10);
});

test('a page drawn without a picture pdf.js could not decode says so on the page', async ({
  page,
  request,
}) => {
  await openSubscriberWorkspace(page, request, 'broken-image-viewer');
  await page.getByTestId('upload-replace').setInputFiles([letterWithBrokenImage()]);
  const sheet = pdfPage(page, 'broken-image', 1);
  await expect(sheet).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  await expect(sheet.getByRole('alert')).toHaveText(/^Part of this page could not be drawn/);
  // The rest of the page is there to review.
  await expect(sheet.locator('.textLayer')).toContainText('A letter with a picture');
  await snapshot(page, 'viewer-rendering-broken-image-1280x800', false);
});

test("offline, pdf.js's decoders, CMaps, fonts and colour profile come from the installed app", async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await context.setOffline(true);
  const files = [
    '/pdfjs/wasm/jbig2.wasm',
    '/pdfjs/wasm/openjpeg.wasm',
    '/pdfjs/cmaps/UniGB-UCS2-H.bcmap',
    '/pdfjs/standard_fonts/LiberationSans-Regular.ttf',
    '/pdfjs/iccs/CGATS001Compat-v2-micro.icc',
  ];
  const sizes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url);
          return response.ok ? (await response.arrayBuffer()).byteLength : -response.status;
        }),
      ),
    files,
  );
  await context.setOffline(false);
  for (const [index, size] of sizes.entries()) expect(size, files[index]).toBeGreaterThan(1000);
});
