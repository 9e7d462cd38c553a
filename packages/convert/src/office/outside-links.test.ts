import CFB from 'cfb';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ConversionError } from '../conversion-error';
import { neutraliseDoc } from './doc-links';
import { withoutOutsideLinks } from './outside-links';
import { neutraliseRtf } from './rtf-links';
import { neutraliseXml } from './xml-links';

const SECRET = 'file:///srv/data/secret.png';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

describe('references to content outside an Office package', () => {
  it('drops an outside relationship however it is quoted, and keeps hyperlinks and parts', () => {
    const rels = `<?xml version='1.0' encoding='UTF-8'?>
<Relationships xmlns='http://schemas.openxmlformats.org/package/2006/relationships'>
<Relationship Id='rId1' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/image' Target='${SECRET}' TargetMode='External'/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/" TargetMode="External"/>
<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="&#102;ile:///srv/templates/a.dotx"/>
<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXml" Target="../customXml/item1.xml"/>
<Relationship Id="rId6" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../../../../etc/a.png"/>
</Relationships>`;
    const { text, links } = neutraliseXml('word/_rels/document.xml.rels', rels);
    expect(links.map((link) => [link.kind, link.target])).toEqual([
      ['image', SECRET],
      ['attached template', 'file:///srv/templates/a.dotx'],
      ['image', '../../../../etc/a.png'],
    ]);
    expect(text).not.toContain('rId1');
    expect(text).not.toContain('rId4');
    expect(text).not.toContain('rId6');
    for (const kept of ['media/image1.png', 'https://example.org/', '../customXml/item1.xml']) {
      expect(text).toContain(kept);
    }
  });

  it('empties an OpenDocument image, section or table source under any prefix, and keeps links in text', () => {
    const content = `<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:L="http://www.w3.org/1999/xlink">
<text:p><draw:frame><draw:image L:href='${SECRET}'/></draw:frame></text:p>
<text:section text:name="s"><text:section-source L:href="../other.odt"/></text:section>
<text:p><text:a L:href="https://example.org/">a link</text:a><draw:frame><draw:image L:href="Pictures/kept.png"/></draw:frame></text:p>
</office:document-content>`;
    const { text, links } = neutraliseXml('content.xml', content);
    expect(links.map((link) => link.target)).toEqual([SECRET, '../other.odt']);
    expect(text).toContain('<draw:image L:href=""/>');
    expect(text).toContain('<text:section-source L:href=""/>');
    expect(text).toContain('L:href="https://example.org/"');
    expect(text).toContain('Pictures/kept.png');
  });

  it('empties the instruction of an including Word field, simple or split over runs, and keeps its result', () => {
    const document = `<w:document ${W}><w:body>
<w:p><w:fldSimple w:instr=' INCLUDEPICTURE "${SECRET}" \\d'><w:r><w:t>kept result</w:t></w:r></w:fldSimple></w:p>
<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDE</w:instrText></w:r><w:r><w:instrText>TEXT "c:\\srv\\a.docx"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>second result</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>
<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>
</w:body></w:document>`;
    const { text, links } = neutraliseXml('word/document.xml', document);
    expect(links.map((link) => link.target)).toEqual([
      ` INCLUDEPICTURE "${SECRET}" \\d`,
      'INCLUDETEXT "c:\\srv\\a.docx"',
    ]);
    expect(text).toContain('<w:fldSimple w:instr="">');
    expect(text).not.toContain('INCLUDE');
    expect(text).not.toContain('srv');
    expect(text).toContain('kept result');
    expect(text).toContain('second result');
    expect(text).toContain('<w:instrText> PAGE </w:instrText>');
  });

  it('refuses a part that declares entities or is not XML, naming the part', () => {
    const entities = `<!DOCTYPE w [<!ENTITY x "${SECRET}">]><w:document ${W}/>`;
    for (const text of [entities, `<w:document ${W}><w:body></w:document>`]) {
      expect(() => neutraliseXml('word/document.xml', text)).toThrowError(ConversionError);
      expect(() => neutraliseXml('word/document.xml', text)).toThrowError(/"word\/document.xml"/);
    }
  });

  it('reads every part of a package and the packages inside it, and names each link in the notes', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="${SECRET}"/></svg>`;
    const inner = zipSync({
      'xl/connections.xml': strToU8(
        `<connections><connection><textPr sourceFile="/srv/data/list.csv"/></connection><connection><webPr url="file:///srv/query.iqy"/></connection></connections>`,
      ),
      // Where Excel last saved the workbook: not a reference anything loads.
      'xl/workbook.xml': strToU8(
        `<workbook xmlns:x15ac="http://schemas.microsoft.com/office/spreadsheetml/2010/11/ac"><x15ac:absPath url="/Users/kari/Documents/"/></workbook>`,
      ),
    });
    const outer = zipSync({
      'word/document.xml': strToU8(`<w:document ${W}/>`),
      'word/media/image2.svg': strToU8(svg),
      'word/embeddings/Book1.xlsx': inner,
      'word/media/image1.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    const { bytes, notes } = withoutOutsideLinks(outer, 'docx');
    expect(notes).toEqual([
      `link to content outside the file left out: image href "${SECRET}" (in word/media/image2.svg)`,
      'link to content outside the file left out: textPr sourceFile "/srv/data/list.csv" (in word/embeddings/Book1.xlsx/xl/connections.xml)',
      'link to content outside the file left out: webPr url "file:///srv/query.iqy" (in word/embeddings/Book1.xlsx/xl/connections.xml)',
    ]);
    const parts = unzipSync(bytes);
    expect(strFromU8(parts['word/media/image2.svg']!)).not.toContain('secret');
    expect(
      strFromU8(unzipSync(parts['word/embeddings/Book1.xlsx']!)['xl/connections.xml']!),
    ).not.toContain('list.csv');
    expect(Array.from(parts['word/media/image1.png']!)).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('passes a package without outside links unchanged, byte for byte', () => {
    const clean = zipSync({
      'word/document.xml': strToU8(`<w:document ${W}><w:body/></w:document>`),
    });
    expect(withoutOutsideLinks(clean, 'docx')).toEqual({ bytes: clean, notes: [], texts: [] });
  });
});

describe('references in RTF and Word 97 files', () => {
  const rtf = (body: string) => strToU8(`{\\rtf1\\ansi\\deff0 ${body}\\par}`);

  it('empties an including RTF field however its name is split or escaped, and keeps its result', () => {
    for (const instruction of [
      `INCLUDEPICTURE "${SECRET}" \\\\d`,
      `{INCLUDE}{PICTURE "${SECRET}"}`,
      `\\'49NCLUDEPICTURE "${SECRET}"`,
      `\\u73?NCLUDEPICTURE "${SECRET}"`,
      `{\\*\\junk X}INCLUDETEXT "${SECRET}"`,
    ]) {
      const { bytes, links } = neutraliseRtf(
        rtf(`{\\field{\\*\\fldinst ${instruction}}{\\fldrslt kept result}}`),
      );
      const text = strFromU8(bytes);
      expect(links, instruction).toHaveLength(1);
      expect(text, instruction).not.toContain('secret');
      expect(text).toContain('{\\fldrslt kept result}');
    }
  });

  it('keeps a hyperlink or page field, and takes out a template, a linked object and a shape picture', () => {
    const kept = rtf('{\\field{\\*\\fldinst HYPERLINK "https://example.org/"}{\\fldrslt x}}');
    expect(neutraliseRtf(kept)).toEqual({ bytes: kept, links: [] });
    const { bytes, links } = neutraliseRtf(
      rtf(
        `{\\*\\template C:\\\\srv\\\\a.dot}{\\object\\objautlink{\\*\\objdata 01}}{\\shp{\\*\\shpinst{\\sp{\\sn pibName}{\\sv ${SECRET}}}}}`,
      ),
    );
    expect(links.map((link) => link.kind)).toEqual(['template', 'shape picture', 'linked object']);
    const text = strFromU8(bytes);
    expect(text).not.toContain('srv');
    expect(text).toContain('\\object\\objemb');
  });

  it('overwrites a Word 97 field instruction with spaces, byte for byte, in 8-bit and UTF-16 text', () => {
    const container = CFB.utils.cfb_new();
    const instruction = ` INCLUDEPICTURE "${SECRET}" `;
    const text = Buffer.concat([
      Buffer.from(`Before\x13${instruction}\x14result\x15 and \x13 PAGE \x14 1\x15`, 'latin1'),
      Buffer.from(`\x13 LINK Excel.Sheet.8 "C:\\\\srv\\\\book.xls"\x14result\x15`, 'utf16le'),
    ]);
    CFB.utils.cfb_add(container, 'WordDocument', text);
    const bytes = new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
    const safe = neutraliseDoc(bytes);
    expect(safe.links.map((link) => link.target)).toEqual([
      instruction.trim(),
      'LINK Excel.Sheet.8 "C:\\\\srv\\\\book.xls"',
    ]);
    const stream = Buffer.from(
      CFB.find(CFB.read(Buffer.from(safe.bytes), { type: 'buffer' }), 'WordDocument')!
        .content as Uint8Array,
    );
    expect(stream.length).toBe(text.length);
    expect(stream.toString('latin1')).toContain(`\x13${' '.repeat(instruction.length)}\x14result`);
    expect(stream.toString('latin1')).toContain('\x13 PAGE \x14');
    expect(stream.toString('utf16le')).not.toContain('srv');
  });
});

describe('what LibreOffice draws its own way, named before it converts', () => {
  const docx = (parts: Record<string, string>) =>
    zipSync({
      'word/document.xml': strToU8(`<w:document ${W}><w:body><w:p/></w:body></w:document>`),
      ...Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])),
    });

  it("gives a SmartArt diagram's words to the text check, entities decoded", () => {
    const data = `<dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst><dgm:pt><dgm:t><a:p><a:r><a:t>Kari Nordmann</a:t></a:r></a:p></dgm:t></dgm:pt><dgm:pt><dgm:t><a:p><a:r><a:t xml:space="preserve">Saksbehandler &amp; leder</a:t></a:r></a:p></dgm:t></dgm:pt></dgm:ptLst></dgm:dataModel>`;
    const safe = withoutOutsideLinks(docx({ 'word/diagrams/data1.xml': data }), 'docx');
    expect(safe.texts).toEqual(['Kari Nordmann', 'Saksbehandler & leder']);
    expect(safe.notes).toEqual([]);
  });

  it('says pivot tables are computed again and conditional fields evaluated by LibreOffice', () => {
    const xlsx = zipSync({
      'xl/workbook.xml': strToU8('<workbook/>'),
      'xl/pivotTables/pivotTable1.xml': strToU8('<pivotTableDefinition name="Pivot1"/>'),
      'xl/pivotTables/pivotTable2.xml': strToU8('<pivotTableDefinition name="Pivot2"/>'),
    });
    expect(withoutOutsideLinks(xlsx, 'xlsx').notes).toEqual([
      expect.stringMatching(/^2 pivot tables were computed again by LibreOffice/),
    ]);
    const odt = zipSync({
      mimetype: strToU8('application/vnd.oasis.opendocument.text'),
      'content.xml': strToU8(
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>Før <text:hidden-text text:condition="ooow:1" text:string-value="Intern merknad"/></text:p></office:text></office:body></office:document-content>',
      ),
    });
    expect(withoutOutsideLinks(odt, 'odt').notes).toEqual([
      expect.stringMatching(/^a field shows or hides its text on a condition/),
    ]);
  });
});
