import { describe, expect, it } from 'vitest';
import { contentsOf, readContents, type MarkRecord } from './mark-record';
import { readXfdf, readXfdfFile, writeXfdf, XfdfError } from './xfdf';

const marks: MarkRecord[] = [
  {
    page: 1,
    rect: { x0: 95, y0: 678, x1: 172, y1: 692 },
    quads: [[95, 692, 172, 692, 95, 678, 172, 678]],
    overlayText: 'Offl. § 13',
    author: 'Kari <saksbehandler> & co',
    contents: contentsOf('NO_FNR', '01017012345'),
  },
  {
    page: 3,
    rect: { x0: 10.5, y0: 20.25, x1: 300, y1: 400 },
    quads: [],
    overlayText: null,
    author: null,
    contents: contentsOf('MANUAL'),
  },
];

describe('XFDF of redaction marks', () => {
  it('names the file an XFDF belongs to however its href is quoted or pathed', () => {
    const annots = '<annots><redact page="0" rect="1,1,9,9"/></annots>';
    for (const [f, href] of [
      ['<f href="brev.pdf"/>', 'brev.pdf'],
      ["<f href='C:\\saker\\brev&amp;vedlegg.pdf'/>", 'brev&vedlegg.pdf'],
      ['<f href="/srv/saker/brev.pdf"/>', 'brev.pdf'],
      ['', null],
    ] as const) {
      const read = readXfdfFile(`<xfdf xmlns="http://ns.adobe.com/xfdf/">${f}${annots}</xfdf>`);
      expect(read.href, f).toBe(href);
      expect(read.marks).toHaveLength(1);
    }
  });

  it('reads back every mark it writes: page, rect, quads, code, reviewer and type', () => {
    const text = writeXfdf({
      fileName: 'brev.pdf',
      ids: ['AB12', 'CD34'],
      marks,
      created: new Date(0),
    });
    expect(text).toContain('<f href="brev.pdf"/>');
    expect(text).toContain('<ids original="AB12" modified="CD34"/>');
    expect(text).toContain('page="0"');
    const read = readXfdf(text);
    expect(read).toEqual(marks.map((mark) => ({ ...mark, subject: 'Redact' })));
    expect(readContents(read[0]!.contents)).toEqual({ entityType: 'NO_FNR', text: '01017012345' });
    expect(readContents(read[1]!.contents)).toEqual({ entityType: 'MANUAL', text: null });
  });

  it('reads Acrobat-style <redact> elements written from the XFDF specification', () => {
    // ISO 19444-1 (XFDF 3.0) § 6.4.x: redact is a markup annotation; page counts from 0; rect
    // and coords are in the page's default user space; overlay-text, title, contents are its own.
    const acrobat = `<?xml version="1.0" encoding="UTF-8" ?>
<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">
 <annots>
  <redact color="#FF0000" creationdate="D:20261120101500+01'00'" flags="print" date="D:20261120101530+01'00'"
    name="3d1f0e9a-5c1b-4f8e-9d0e-0c6a1f2b7e11" page="1" coords="72,700.5,200,700.5,72,688,200,688"
    rect="71,687,201,701.5" subject="Redact" title="Ola Saksbehandler" interior-color="#000000"
    overlay-text="Unntatt offentlighet" repeat="false">
   <contents>Navn på vitne</contents>
  </redact>
  <highlight page="0" rect="1,1,2,2" coords="1,2,2,2,1,1,2,1"/>
  <redact page="0" rect="300 400 100 500"/>
 </annots>
 <f href="Saksdokument.pdf"/>
 <ids original="0F1E2D3C" modified="4B5A6978"/>
</xfdf>`;
    const read = readXfdf(acrobat);
    expect(read).toHaveLength(2);
    expect(read[0]).toEqual({
      page: 2,
      rect: { x0: 71, y0: 687, x1: 201, y1: 701.5 },
      quads: [[72, 700.5, 200, 700.5, 72, 688, 200, 688]],
      overlayText: 'Unntatt offentlighet',
      author: 'Ola Saksbehandler',
      subject: 'Redact',
      contents: 'Navn på vitne',
    });
    expect(readContents(read[0]!.contents, read[0]!.subject).entityType).toBeNull();
    // Corners in either order, separated by spaces: the box that holds them.
    expect(read[1]).toMatchObject({ page: 1, rect: { x0: 100, y0: 400, x1: 300, y1: 500 } });
  });

  it("reads doc_redaction's XFDF: the label in the subject, the text in rich contents", () => {
    const docRedaction = `<?xml version="1.0" ?><xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">
<header pdf-filepath="letter.pdf"/><annots><redact opacity="0.500000" interior-color="#000000"
date="D:20260101120000+01'00'" name="x" page="0" mimetype="Form" rect="56.7,700.1,150.2,712.9"
subject="PERSON" title="PERSON"><contents-richtext><body xmlns="http://www.w3.org/1999/xhtml"
xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/" xfa:APIVersion="Acrobat:25.1.0" xfa:spec="2.0.2">
<p dir="ltr"><span dir="ltr" style="font-size:10.0pt">Kari</span><span>Nordmann</span></p></body>
</contents-richtext><data MODE="filtered" encoding="ascii" length="4">1 w
</data></redact></annots></xfdf>`;
    const [mark] = readXfdf(docRedaction);
    expect(mark).toMatchObject({ page: 1, subject: 'PERSON', contents: 'Kari Nordmann' });
    expect(readContents(mark!.contents, mark!.subject)).toEqual({
      entityType: 'PERSON',
      text: 'Kari Nordmann',
    });
  });

  it('keeps numbers in text as written (no number parsing of values)', () => {
    const text = writeXfdf({
      fileName: 'a.pdf',
      ids: null,
      marks: [{ ...marks[1]!, contents: contentsOf('NO_FNR', '01017012345'), overlayText: '007' }],
      created: new Date(0),
    });
    const [mark] = readXfdf(text);
    expect(mark).toMatchObject({ overlayText: '007', contents: 'NO_FNR: 01017012345' });
  });

  it.each([
    ['not XML', 'hello <', /not well-formed|no <xfdf>/],
    ['another XML', '<?xml version="1.0"?><html><body/></html>', /no <xfdf> element/],
    [
      'entities',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xfdf><annots/></xfdf>',
      /declares a document type/,
    ],
    [
      'no page',
      '<xfdf><annots><redact rect="1,2,3,4"/></annots></xfdf>',
      /mark 1 .* no valid page/,
    ],
    [
      'a bad rect',
      '<xfdf><annots><redact page="0" rect="1,2,x,4"/></annots></xfdf>',
      /no valid rect/,
    ],
    [
      'an empty rect',
      '<xfdf><annots><redact page="0" rect="1,2,1,4"/></annots></xfdf>',
      /empty rect/,
    ],
  ])('refuses %s with a reason', (_name, text, message) => {
    expect(() => readXfdf(text)).toThrow(XfdfError);
    expect(() => readXfdf(text)).toThrow(message);
  });

  it('answers no marks for an XFDF without <redact> elements', () => {
    expect(readXfdf('<xfdf xmlns="http://ns.adobe.com/xfdf/"><annots/></xfdf>')).toEqual([]);
  });
});
