import { describe, expect, it } from 'vitest';
import { pdftotext, qpdfUncompressed } from './test/pdf-tools';
import {
  search,
  redactHits,
  redactPhrases,
  expectRemoved,
  toolOutput,
  once,
  startPeerSuite,
} from './test/peer-suite-api';
import * as peer from './test/peer-suite-pdfs';

/**
 * Issue 62, item 7: pdf-redactor's redaction tests reproduced against our HTTP API. Each case names
 * the peer test it reproduces (file and test) and asserts what that test asserts, in our terms:
 * a redacted word is gone from what pdftotext and mutool read and from every decoded object
 * (findWithTools), the words beside it are still where they were, and what was drawn under a
 * box (pictures, vector art) is blanked when rendered. The inputs are built in
 * ./test/peer-suite-pdfs; the peer's files are not copied. Read at github.com/JoshData/pdf-redactor @ 12ad5c68ab4174ccf579d43be005ac90b28d7d5f.
 */

startPeerSuite('peer-pdf-redactor');

// -------------------------------------------------------------------------------------------
// pdf-redactor
// -------------------------------------------------------------------------------------------

describe('pdf-redactor tests/test_redactor.py (RedactorTest), on its fixture test-ssns.pdf rebuilt', () => {
  // JoshData/pdf-redactor, tests/test_redactor.py, class RedactorTest; its fixture
  // tests/test-ssns.pdf is rebuilt by redactorFixture. pdf-redactor rewrites text by regex
  // (content_filters), metadata (metadata_filters, xmp_filters), links (link_filters) and comments:
  // each of its tests is split into the behaviours it checks, titled by the test.
  const fixture = peer.redactorFixture();
  /** pdf-redactor's SSN pattern with its dash variants; its OCR look-alikes as digits. */
  const SSN =
    '[OoIli0-9]{3}[-\u2212\u2013\u2014~\u2010][OoIli0-9]{2}[-\u2212\u2013\u2014~\u2010][OoIli0-9]{4}';

  const ssnsRedacted = once(async () => {
    const hits = await search(fixture, SSN, { regex: 'true' });
    return { hits, ...(await redactHits(fixture, hits)) };
  });

  it('test_text_ssns: the plain SSNs found by the regex are removed, the lines around them kept', async () => {
    const { hits, output } = await ssnsRedacted();
    expect(hits.map((hit) => hit.text)).toEqual(expect.arrayContaining(peer.PLAIN_SSNS));
    expectRemoved(fixture, output, peer.PLAIN_SSNS);
    const text = pdftotext(output);
    expect(text).toContain(peer.REDACTOR_KEPT_LINES[0]);
    expect(text).toContain('This PDF demonstrates some text that can be redacted.');
  });

  it('test_text_ssns: SSNs with OCR look-alikes (O, I, l, o, i) and other dashes (− – — ~ ‐) are removed', async () => {
    const { hits, output } = await ssnsRedacted();
    expect(hits.map((hit) => hit.text)).toEqual(expect.arrayContaining(peer.OCR_SSNS));
    const text = pdftotext(output);
    for (const ssn of peer.OCR_SSNS) expect(pdftotext(fixture)).toContain(ssn);
    for (const ssn of peer.OCR_SSNS) expect(text).not.toContain(ssn);
    expectRemoved(fixture, output, peer.OCR_SSN_TAILS);
    expect(text).toContain(peer.REDACTOR_KEPT_LINES[1]);
  });

  it('test_text_ssns ("an XX character in both fonts"): an SSN drawn in two fonts is removed whole', async () => {
    const { hits, output } = await ssnsRedacted();
    expect(hits.map((hit) => hit.text)).toContain(peer.TWO_FONT_SSN.join(''));
    expectRemoved(fixture, output, peer.TWO_FONT_SSN);
    const text = pdftotext(output);
    expect(text).toContain(peer.REDACTOR_KEPT_LINES[2]);
    expect(text).toContain('Two fonts:');
  });

  it('test_metadata: none of the document information (title, subject, creator, producer, dates) is left', async () => {
    const { output, report } = await ssnsRedacted();
    const before = toolOutput('pdfinfo', [], fixture);
    const after = toolOutput('pdfinfo', [], output);
    for (const value of Object.values(peer.REDACTOR_INFO)) {
      expect(before).toContain(value);
      expect(after).not.toContain(value);
    }
    expect(before).toMatch(/CreationDate:.*2018/u);
    expect(after).not.toMatch(/2018/u);
    expect(report.dropped).toMatchObject({ 'Trailer /Info': 1 });
    expectRemoved(fixture, output, ['LibreOffice', 'this is a test pdf']);
  });

  it('test_xmp: the XMP metadata stream is gone (no "Writer" as creator tool)', async () => {
    const { output, report } = await ssnsRedacted();
    expect(toolOutput('pdfinfo', ['-meta'], fixture)).toContain('<xmp:CreatorTool>Writer');
    expect(toolOutput('pdfinfo', ['-meta'], output)).not.toMatch(/xmpmeta|Writer/u);
    expect(report.dropped).toMatchObject({ 'Catalog /Metadata': 1 });
  });

  const linkAndName = once(() => redactPhrases(fixture, ['link to issue #13', 'Kari Nordmann']));
  const html = (bytes: Uint8Array) =>
    toolOutput('pdftohtml', ['-stdout', '-i', '-noframes'], bytes);

  it('test_link: the link text is removed, "Here is a link:" kept', async () => {
    const { output } = await linkAndName();
    expectRemoved(fixture, output, ['link to issue #13']);
    expect(pdftotext(output)).toMatch(/Here is a link:\s+Project home/u);
  });

  it('test_link: the link over the removed text goes (no "github" in pdftohtml), the other link stays', async () => {
    const { output } = await linkAndName();
    expect(html(fixture)).toContain(`href="${peer.ISSUE_LINK}"`);
    expect(html(output)).not.toContain('github');
    expect(html(output)).toContain(`href="${peer.HOME_LINK}"`);
    expectRemoved(fixture, output, ['github.com', 'pdf-redactor/issues']);
  });

  it('test_comment: a comment whose text quotes the redacted name goes; "I have a comment!" stays', async () => {
    const { output } = await linkAndName();
    expectRemoved(fixture, output, ['Kari Nordmann', 'before Friday']);
    expect(qpdfUncompressed(output)).toContain('(I have a comment!)');
  });

  it('test_comment: a comment by the redacted name (its title, /T) goes; "Unknown Author" stays', async () => {
    const { output } = await linkAndName();
    expectRemoved(fixture, output, ['Checked twice']);
    expect(qpdfUncompressed(output)).toContain('(Unknown Author)');
  });
});
