import { DEFAULT_REDACTION_TEXT } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { onePagePdf, stream } from '../../test/build-pdf';
import { readCorpus } from '../../test/fixtures';
import { boxOf, rebuilt, wordsOf } from '../../test/redact-helpers';
import { leftoverLength, verifyRedaction } from './verify-redaction';

const labels = [DEFAULT_REDACTION_TEXT];

describe('verifyRedaction', () => {
  it('fails a file whose text is still under a box', async () => {
    const bytes = rebuilt(await readCorpus('norwegian_soknad-kontantstotte_synthetic-person.pdf'));
    const name = wordsOf(bytes).words.find((word) => word.text === 'NAVNESEN')!;
    const verification = verifyRedaction(bytes, {
      areasByPage: new Map([[0, [boxOf(name)]]]),
      needles: ['NAVNESEN'],
      labels,
    });
    expect(verification.passed).toBe(false);
    expect(verification.text_left_in_areas).toBe('NAVNESEN'.length);
    expect(verification.residues).toEqual([
      {
        masked: 'N·······',
        length: 8,
        page: 1,
        place: 'page text under a box',
        bbox: boxOf(name),
      },
    ]);
  });

  it('fails a file that still holds a redacted string where nobody sees it', async () => {
    const bytes = await readCorpus('metadata_xmp-and-info-author-name_tcpdf-form.pdf');
    const verification = verifyRedaction(bytes, {
      areasByPage: new Map(),
      needles: ['Brendan Dahl'],
      labels,
    });
    expect(verification).toMatchObject({ passed: false, leaks: ['Brendan Dahl'] });
    const places = verification.residues.map(({ masked, place }) => `${masked} ${place}`);
    expect(places).toContain('B··········· metadata');
    expect(places).toContain('B··········· document info');
    expect(JSON.stringify(verification.residues)).not.toContain('Brendan');
  });

  it('reports a redacted string that is still visible elsewhere instead of calling it a leak', async () => {
    const bytes = rebuilt(await readCorpus('tiny_minimal-one-page_763-bytes.pdf'));
    const verification = verifyRedaction(bytes, {
      areasByPage: new Map(),
      needles: ['Potato'],
      labels,
    });
    expect(verification).toMatchObject({
      passed: true,
      leaks: [],
      still_visible_elsewhere: ['Potato'],
    });
  });
});

describe('verifyRedaction on words drawn in pieces', () => {
  const drawn = 'BT /F1 12 Tf 72 700 Td [(Zahlen)] TJ 30 0 Td [(theorie)] TJ ET';
  const claim = { areasByPage: new Map(), needles: ['Zahlen'], labels };

  it('takes a string the page shows inside a longer word, drawn in pieces, for that word', () => {
    const bytes = rebuilt(onePagePdf(drawn));
    expect(verifyRedaction(bytes, claim)).toMatchObject({ passed: true, leaks: [] });
  });

  it('still finds the same string in a stream no page draws', () => {
    const hidden = stream(
      'BT /F1 12 Tf 72 600 Td (Zahlen) Tj ET',
      '/Type /XObject /Subtype /Form /BBox [0 0 10 10]',
    );
    const bytes = onePagePdf(drawn, [hidden], { catalog: '/Private 5 0 R', page: '' });
    expect(verifyRedaction(bytes, claim)).toMatchObject({ passed: false, leaks: ['Zahlen'] });
  });
});

describe('leftoverLength', () => {
  it('accepts the overlay label, several labels and a label shortened with an ellipsis', () => {
    expect(leftoverLength('', ['[REDACTED]'])).toBe(0);
    expect(leftoverLength('[REDACTED]', ['[REDACTED]'])).toBe(0);
    expect(leftoverLength('[REDACTED] [REDACTED]', ['[REDACTED]'])).toBe(0);
    expect(leftoverLength('[RED…', ['[REDACTED]'])).toBe(0);
  });

  it('counts anything else, even letters that also occur in the label', () => {
    expect(leftoverLength('DEAR', ['[REDACTED]'])).toBe(4);
    expect(leftoverLength('[REDACTED]Kari', ['[REDACTED]'])).toBe(4);
    expect(leftoverLength('Kari', [])).toBe(4);
    expect(leftoverLength('[XY…', ['[REDACTED]'])).toBe(4);
  });

  it('accepts every code drawn on the page, as the font shows it', () => {
    const labels = ['offl. § 13', 'offl. § 13 jf. fvl. § 13 første ledd nr. 1', '(b)(6)'];
    expect(leftoverLength('offl.§13jf.fvl.§13førsteleddnr.1 (b)(6)', labels)).toBe(0);
    expect(leftoverLength('offl. § 13 jf. fvl…', labels)).toBe(0);
    expect(leftoverLength('(b)(6)Kari', labels)).toBe(4);
    // WinAnsi has no CJK glyphs: the label reads back with question marks.
    expect(leftoverLength('§ ??', ['§ 秘密'])).toBe(0);
  });
});
