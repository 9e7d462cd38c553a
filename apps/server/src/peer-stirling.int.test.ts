import { type TBBox } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { pdfImages, pdfPages, pdftotext, qpdfUncompressed } from './test/pdf-tools';
import {
  type PageAreas,
  extract,
  redact,
  search,
  redactHits,
  area,
  redactPhrases,
  WHOLE_LETTER_PAGE,
  placedWords,
  pageTexts,
  expectRemoved,
  toolOutput,
  once,
  startPeerSuite,
} from './test/peer-suite-api';
import * as peer from './test/peer-suite-pdfs';

/**
 * Issue 62, item 7: Stirling-PDF's redaction tests reproduced against our HTTP API. Each case names
 * the peer test it reproduces (file and test) and asserts what that test asserts, in our terms:
 * a redacted word is gone from what pdftotext and mutool read and from every decoded object
 * (findWithTools), the words beside it are still where they were, and what was drawn under a
 * box (pictures, vector art) is blanked when rendered. The inputs are built in
 * ./test/peer-suite-pdfs; the peer's files are not copied. Read at github.com/Stirling-Tools/Stirling-PDF @ 18cc6dcdc8f0063bc738146b043c95253e7a3e7d.
 */

startPeerSuite('peer-stirling');

// -------------------------------------------------------------------------------------------
// Stirling-PDF
// -------------------------------------------------------------------------------------------

describe('Stirling-PDF RedactionPdfVarietyTest: the target is gone, its neighbours stay', () => {
  // Stirling-Tools/Stirling-PDF, app/core/src/test/java/stirling/software/SPDF/controller/api/security/
  // RedactionPdfVarietyTest.java: every case runs "SECRET" through /auto-redact and asserts it is
  // absent from PDFBox's text of the output and its neighbours present. Test names as there.

  const standardFonts = once(async () => {
    const input = peer.standardFonts();
    return { input, ...(await redactPhrases(input, ['SECRET'])) };
  });

  /** Page `index` kept "alpha" and "omega" where they were, and lost "SECRET". */
  async function expectNeighboursKept(pageIndex: number) {
    const { before, output } = await standardFonts();
    const after = (await extract(output))[pageIndex]!;
    expect(after.text).not.toMatch(/SECRET/iu);
    expect(placedWords(after)).toEqual(placedWords(before[pageIndex]!, ['SECRET']));
    expect(pageTexts(output)[pageIndex]).toMatch(/alpha\s+omega/u);
  }

  it('standard14Helvetica: gone from Helvetica, "alpha" and "omega" kept in place', async () => {
    const { input, output } = await standardFonts();
    expectRemoved(input, output, ['SECRET']);
    await expectNeighboursKept(0);
  });

  it('standard14TimesAndCourier: gone from Times-Roman and Courier, neighbours kept', async () => {
    await expectNeighboursKept(1);
    await expectNeighboursKept(2);
  });

  /** Redacts "SECRET" of PIXEL_LINE drawn in an embedded font; ALPHA and OMEGA stay. */
  async function expectEmbeddedFontRedacted(input: Buffer, box?: TBBox) {
    const redacted = box
      ? await redact(input, [{ page: 1, sensitive: [area(box)] }])
      : await redactPhrases(input, ['SECRET']);
    expectRemoved(input, redacted.output, ['SECRET']);
    expect(pdftotext(redacted.output)).toMatch(/ALPHA\s+OMEGA/u);
    return redacted;
  }

  it('simpleTrueTypeMacRoman: an embedded simple TrueType font with MacRomanEncoding', async () => {
    await expectEmbeddedFontRedacted(peer.simpleTrueType('MacRomanEncoding'));
  });

  it('simpleTrueTypeWinAnsi: an embedded simple TrueType font with WinAnsiEncoding', async () => {
    await expectEmbeddedFontRedacted(peer.simpleTrueType('WinAnsiEncoding'));
  });

  it('embeddedFullType0: an embedded Type 0 (CID) font with every glyph', async () => {
    await expectEmbeddedFontRedacted(peer.type0Font({ full: true, toUnicode: true }));
  });

  it('embeddedSubsetType0 and subsetTaggedFont: a subset Type 0 font named ABCDEF+', async () => {
    await expectEmbeddedFontRedacted(peer.type0Font({ full: false, toUnicode: true }));
  });

  it('type0WithoutToUnicode: a Type 0 font with no ToUnicode map, redacted by a drawn box', async () => {
    // MuPDF cannot read these glyphs (no map), so the area is drawn by hand over "SECRET".
    const input = peer.type0Font({ full: true, toUnicode: false });
    expect(pdftotext(input)).toContain(peer.PIXEL_LINE);
    const { output } = await expectEmbeddedFontRedacted(input, peer.PIXEL_SECRET_BOX);
    expect(pdftotext(output)).not.toMatch(/S\s*E\s*C\s*R\s*E\s*T/u);
  });

  it('type3GlyphProcs: a Type 3 font with no ToUnicode map, "EXAMPLE" gone and "CROP" kept', async () => {
    const input = peer.type3Font();
    const { output } = await redactPhrases(input, ['EXAMPLE']);
    expectRemoved(input, output, ['EXAMPLE']);
    expect(pdftotext(output)).toMatch(/CROP\s+TEST/u);
  });

  it('rotatedPages: gone on pages turned by 90, 180 and 270 degrees, "alpha" kept on each', async () => {
    const input = peer.rotatedPages();
    const { output, report } = await redactPhrases(input, ['SECRET']);
    expect(report.areas).toBe(3);
    expectRemoved(input, output, ['SECRET']);
    const texts = pageTexts(output);
    for (const page of [0, 1, 2]) expect(texts[page], `page ${page + 1}`).toMatch(/alpha\s+omega/u);
  });

  it('tjArraySplit: a word split over the operands of one TJ, with kerning between', async () => {
    const input = peer.tjSplit();
    const { before, output } = await redactPhrases(input, ['SECRET']);
    expectRemoved(input, output, ['SECRET']);
    const [after] = await extract(output);
    expect(placedWords(after!)).toEqual(placedWords(before[0]!, ['SECRET']));
  });

  it('crossOperatorSplit and leakRasterisesOnlyLeakingPage: "SEC" + "RET" in two text objects; page 2 keeps its text', async () => {
    const input = peer.crossOperator();
    const { output } = await redactPhrases(input, ['SECRET']);
    expectRemoved(input, output, ['SECRET']);
    // Neither half is left in any stream, as a string or drawn.
    expect(qpdfUncompressed(output)).not.toMatch(/\((?:SEC|RET)\)/u);
    expect(pageTexts(output)[0]!.trim()).toBe('');
    // Page 2 was not touched, and is still text, not a picture of it.
    expect(pageTexts(output)[1]).toContain('PUBLIC PAGE TWO');
    expect(pdfImages(output)).toEqual([]);
  });

  it('formXObjectText: a word drawn inside a Form XObject', async () => {
    const input = peer.formXObject();
    const { output } = await redactPhrases(input, ['SECRET']);
    expectRemoved(input, output, ['SECRET']);
    expect(pdftotext(output)).toMatch(/xobj\s+payload/u);
  });

  it('cropBoxOffset: a page whose crop box is smaller than its media box', async () => {
    const input = peer.cropBox();
    const { before, output } = await redactPhrases(input, ['SECRET']);
    // Boxes are relative to the crop box: "alpha" at 72 − 40.
    expect(before[0]!.words[0]).toMatchObject({ text: 'alpha', x0: 32 });
    expectRemoved(input, output, ['SECRET']);
    const [after] = await extract(output);
    expect(placedWords(after!)).toEqual(placedWords(before[0]!, ['SECRET']));
  });

  it('multiPageMiddleTarget: only the middle page holds the target; the others keep their text', async () => {
    const input = peer.pagesOfLines(['PUBLIC ONE', 'middle SECRET line', 'PUBLIC THREE']);
    const { output, report } = await redactPhrases(input, ['SECRET']);
    expect(report.pages).toBe(3);
    expectRemoved(input, output, ['SECRET']);
    expect(pageTexts(output).map((text) => text.replace(/\s+/gu, ' ').trim())).toEqual([
      'PUBLIC ONE',
      'middle line',
      'PUBLIC THREE',
      '',
    ]);
  });

  it('caseVariantRemoved: a search for "SECRET" finds and removes "Secret"', async () => {
    const input = peer.pagesOfLines(['alpha Secret omega']);
    const hits = await search(input, 'SECRET');
    expect(hits.map((hit) => hit.text)).toEqual(['Secret']);
    const { output } = await redactHits(input, hits);
    expectRemoved(input, output, ['Secret']);
    expect(pdftotext(output)).toMatch(/alpha\s+omega/u);
  });

  it('wholeWordCaseVariant: a whole-word search for "cat" removes "Cat", not "classification" or "scatter"', async () => {
    const input = peer.pagesOfLines(['Cat classification scatter']);
    const hits = await search(input, 'cat', { whole_word: 'true' });
    expect(hits.map((hit) => hit.text)).toEqual(['Cat']);
    const { output } = await redactHits(input, hits);
    const text = pdftotext(output);
    expect(text).toMatch(/classification\s+scatter/u);
    expect(text).not.toMatch(/\bcat\b/iu);
    expect(qpdfUncompressed(output)).not.toMatch(/\bCat\b/u);
  });
});

describe('Stirling-PDF TextRedactionServiceTest: found text', () => {
  // Stirling-Tools/Stirling-PDF, app/core/src/test/java/stirling/software/SPDF/controller/api/security/
  // TextRedactionServiceTest.java, nested class FindTextToRedact.

  it('regexTermMatchesDigits: a regex "\\d+" finds and removes "12345", "Order" and "shipped" stay', async () => {
    const input = peer.pagesOfLines(['Order 12345 shipped']);
    const hits = await search(input, '\\d+', { regex: 'true' });
    expect(hits.map((hit) => hit.text)).toEqual(['12345']);
    const { output } = await redactHits(input, hits);
    expectRemoved(input, output, ['12345']);
    expect(pdftotext(output)).toMatch(/Order\s+shipped/u);
  });

  it('wholeWordDoesNotMatchSubstring (its converse): without whole words, "cat" inside words goes and the rest of them stays', async () => {
    const input = peer.pagesOfLines(['classification of cats']);
    expect(await search(input, 'cat', { whole_word: 'true' })).toEqual([]);
    const hits = await search(input, 'cat');
    expect(hits).toHaveLength(2);
    const { output } = await redactHits(input, hits);
    const [after] = await extract(output);
    expect(after!.words.map((word) => word.text)).toEqual(['classifi', 'ion', 'of', 's']);
    expect(pdftotext(output)).not.toMatch(/cat/iu);
    // No string in any object holds it ("/Catalog" is a name).
    const strings = /\([^()]*cat[^()]*\)/iu;
    expect(qpdfUncompressed(input)).toMatch(strings);
    expect(qpdfUncompressed(output)).not.toMatch(strings);
  });
});

describe('Stirling-PDF ManualRedactionServiceTest: areas, pages and annotations', () => {
  // Stirling-Tools/Stirling-PDF, app/core/src/test/java/stirling/software/SPDF/controller/api/security/
  // ManualRedactionServiceTest.java, nested classes RedactFoundText, RedactAreas and RedactPages.

  const annotated = peer.annotatedPage();
  const links = (bytes: Uint8Array) =>
    [peer.OVERLAPPING_LINK, peer.FARAWAY_LINK].filter((uri) =>
      qpdfUncompressed(bytes).includes(uri),
    );

  it('RedactFoundText.overlappingAnnotationRemoved: the link over the redacted text goes, the far one stays', async () => {
    expect(links(annotated)).toHaveLength(2);
    // MuPDF's own pass removes the link, which the report's annotations_removed does not count.
    const { output } = await redactPhrases(annotated, ['Sensitive text to redact']);
    expect(links(output)).toEqual([peer.FARAWAY_LINK]);
    expect(toolOutput('pdftohtml', ['-stdout', '-i', '-noframes'], output)).not.toContain(
      peer.OVERLAPPING_LINK,
    );
    expectRemoved(annotated, output, ['Sensitive text to redact']);
  });

  it('RedactFoundText.nonOverlappingAnnotationsKept: a redaction away from the links keeps both', async () => {
    const { output, report } = await redactPhrases(annotated, ['Far block']);
    expect(report.annotations_removed).toBe(0);
    expect(links(output)).toEqual([peer.OVERLAPPING_LINK, peer.FARAWAY_LINK]);
    expectRemoved(annotated, output, ['Far block']);
    expect(pdftotext(output)).toContain('Sensitive text to redact');
  });

  it('RedactAreas.multiplePagesGrouped: two areas on page 1 and one on page 3 of three', async () => {
    const input = peer.numberedPages(3);
    const { output, report } = await redactPhrases(input, ['K11Z', 'K13Z', 'K32Z']);
    expect(report).toMatchObject({ pages: 3, areas: 3 });
    expect(pdfPages(output)).toBe(3);
    expectRemoved(input, output, ['K11Z', 'K13Z', 'K32Z']);
    const texts = pageTexts(output);
    expect(texts[0]).toContain('K12Z');
    expect(texts[1]).toMatch(/K21Z[\s\S]*K22Z[\s\S]*K23Z/u);
    expect(texts[2]).toMatch(/K31Z[\s\S]*K33Z/u);
  });

  it('RedactPages.redactsSpecificPages: pages "1,3" of five redacted whole', async () => {
    const input = peer.numberedPages(5);
    const whole = (page: number): PageAreas => ({ page, sensitive: [area(WHOLE_LETTER_PAGE)] });
    const { output } = await redact(input, [whole(1), whole(3)]);
    expect(pdfPages(output)).toBe(5);
    const texts = pageTexts(output).map((text) => text.trim());
    expect([texts[0], texts[2]]).toEqual(['', '']);
    for (const page of [2, 4, 5]) expect(texts[page - 1]).toContain(`K${page}2Z`);
    expectRemoved(input, output, ['K11Z', 'K12Z', 'K13Z', 'K31Z', 'K32Z', 'K33Z']);
  });
});
