import { paint, pngOf } from '@workbench/pdf/test-images';
import { strToU8, zipSync } from 'fflate';

/**
 * Issue 63's attack: Office, OpenDocument and RTF files that name an image on the server's own
 * disk. Plain `soffice --convert-to pdf` embeds that image in each of them (checked by hand on
 * LibreOffice 7.4 when they were written); the workbench must not.
 */
export interface LinkedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A pure red square: any of it in a converted PDF came from the planted file. */
export const plantedPng = (): Uint8Array => pngOf(paint(40, 40, () => [255, 0, 0]));

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT_TYPE = 'application/vnd.oasis.opendocument.text';

const CONTENT_TYPES = `<?xml version='1.0' encoding='UTF-8' standalone='yes'?><Types xmlns='http://schemas.openxmlformats.org/package/2006/content-types'><Default Extension='rels' ContentType='application/vnd.openxmlformats-package.relationships+xml'/><Default Extension='xml' ContentType='application/xml'/><Default Extension='png' ContentType='image/png'/><Override PartName='/word/document.xml' ContentType='application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'/></Types>`;
const PACKAGE_RELS = `<?xml version='1.0' encoding='UTF-8'?><Relationships xmlns='http://schemas.openxmlformats.org/package/2006/relationships'><Relationship Id='rId1' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument' Target='word/document.xml'/></Relationships>`;

/** A letter with one picture, in single quotes throughout: linked to `url`, or embedded. */
export function docxWithPicture(url: string | { embedded: Uint8Array }): LinkedFile {
  const linked = typeof url === 'string';
  const target = linked ? `Target='${url}' TargetMode='External'` : `Target='media/picture.png'`;
  const blip = linked ? `r:link='rId5'` : `r:embed='rId5'`;
  const document = `<?xml version='1.0' encoding='UTF-8' standalone='yes'?><w:document xmlns:w='http://schemas.openxmlformats.org/wordprocessingml/2006/main' xmlns:r='http://schemas.openxmlformats.org/officeDocument/2006/relationships' xmlns:wp='http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing' xmlns:a='http://schemas.openxmlformats.org/drawingml/2006/main' xmlns:pic='http://schemas.openxmlformats.org/drawingml/2006/picture'><w:body><w:p><w:r><w:t>A picture follows.</w:t></w:r></w:p><w:p><w:r><w:drawing><wp:inline><wp:extent cx='914400' cy='914400'/><wp:docPr id='1' name='Picture 1'/><a:graphic><a:graphicData uri='http://schemas.openxmlformats.org/drawingml/2006/picture'><pic:pic><pic:nvPicPr><pic:cNvPr id='1' name='p.png'/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip ${blip}/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x='0' y='0'/><a:ext cx='914400' cy='914400'/></a:xfrm><a:prstGeom prst='rect'><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p></w:body></w:document>`;
  const rels = `<?xml version='1.0' encoding='UTF-8'?><Relationships xmlns='http://schemas.openxmlformats.org/package/2006/relationships'><Relationship Id='rId5' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/image' ${target}/></Relationships>`;
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(PACKAGE_RELS),
    'word/_rels/document.xml.rels': strToU8(rels),
    'word/document.xml': strToU8(document),
  };
  if (!linked) parts['word/media/picture.png'] = url.embedded;
  return { name: linked ? 'linked.docx' : 'embedded.docx', type: DOCX_TYPE, bytes: zipSync(parts) };
}

/** A text with one picture, its link under another prefix than xlink and in single quotes. */
export function odtWithPicture(url: string | { embedded: Uint8Array }): LinkedFile {
  const linked = typeof url === 'string';
  const href = linked ? url : 'Pictures/picture.png';
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:L="http://www.w3.org/1999/xlink" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3"><office:body><office:text><text:p>A picture follows.</text:p><text:p><draw:frame draw:name="Picture" svg:width="2cm" svg:height="2cm"><draw:image L:href='${href}' L:type="simple" L:show="embed" L:actuate="onLoad"/></draw:frame></text:p></office:text></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${ODT_TYPE}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>${linked ? '' : '<manifest:file-entry manifest:full-path="Pictures/picture.png" manifest:media-type="image/png"/>'}</manifest:manifest>`;
  const parts: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8(ODT_TYPE), { level: 0 }],
    'content.xml': strToU8(content),
    'META-INF/manifest.xml': strToU8(manifest),
  };
  if (!linked) parts['Pictures/picture.png'] = url.embedded;
  return { name: linked ? 'linked.odt' : 'embedded.odt', type: ODT_TYPE, bytes: zipSync(parts) };
}

/** An RTF letter whose INCLUDEPICTURE field names `url`. */
export function rtfIncludingPicture(url: string): LinkedFile {
  const rtf = `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\\pard A picture follows.\\par{\\field{\\*\\fldinst INCLUDEPICTURE "${url}" \\\\* MERGEFORMAT \\\\d}{\\fldrslt }}\\par}`;
  return { name: 'linked.rtf', type: 'application/rtf', bytes: strToU8(rtf) };
}
