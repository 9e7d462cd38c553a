import { encodeLatin1 } from '../bytes/bytes';

/**
 * Writes a small PDF by hand with a correct cross-reference table, so tests can put objects
 * exactly where they want them (hostile structures, hidden copies, actions in odd places).
 * Objects are numbered from 1 in the order given; object 1 is the catalog.
 */
export function buildPdf(objects: readonly string[]): Uint8Array {
  const chunks = ['%PDF-1.7\n'];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const text = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(text);
    length += text.length;
  });
  chunks.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) chunks.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  chunks.push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return encodeLatin1(chunks.join(''));
}

export function stream(content: string, dictionary = ''): string {
  return `<< /Length ${content.length} ${dictionary} >>\nstream\n${content}\nendstream`;
}

export const HELVETICA = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Catalog (1), page tree (2), one page (3) with content `4 0 R`, then `more` from object 5. */
export function onePagePdf(
  content: string,
  more: readonly string[] = [],
  extra = { catalog: '', page: '' },
): Uint8Array {
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R ${extra.catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> ${extra.page} >>`,
    stream(content),
    ...more,
  ]);
}
