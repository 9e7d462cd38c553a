/** Word fields that bring in content from another file or program when a reader updates them. */
const INCLUDING_FIELDS = new Set([
  'INCLUDEPICTURE',
  'INCLUDETEXT',
  'INCLUDE',
  'LINK',
  'IMPORT',
  'DDE',
  'DDEAUTO',
  'DATABASE',
]);

/**
 * Fields whose result a converter computes anew (today's date, who prints, the file's name):
 * converted, they would show something the file never said (issue 63: "May 1, 2017" became the
 * day of conversion). Their last result is kept as the file stored it.
 */
const FROZEN_FIELDS = new Set([
  'DATE',
  'TIME',
  'PRINTDATE',
  'SAVEDATE',
  'CREATEDATE',
  'EDITTIME',
  'USERNAME',
  'USERINITIALS',
  'USERADDRESS',
  'FILENAME',
  'FILESIZE',
  // Computed on conditions and values: LibreOffice would evaluate them its own way.
  'IF',
  'COMPARE',
]);

/** URL schemes that name a part of the same package (old OpenOffice files). */
const INSIDE_SCHEMES = /^(?:vnd\.sun\.star\.(?:graphicobject|package)):/i;

/** A field's name: the first word of its instruction, in capitals ("INCLUDEPICTURE"). */
function fieldName(instruction: string): string {
  return (/[a-z]+/i.exec(instruction)?.[0] ?? '').toUpperCase();
}

/** Whether a field instruction ("INCLUDEPICTURE "file:…" \d") includes or links content. */
export function isDangerousField(instruction: string): boolean {
  const name = fieldName(instruction);
  return INCLUDING_FIELDS.has(name) || name.startsWith('INCLUDE');
}

/** Whether a field's result must stay as stored rather than be computed on conversion. */
export function isFrozenField(instruction: string): boolean {
  return FROZEN_FIELDS.has(fieldName(instruction));
}

/** A local file, a share or another machine's file: `file:`, `smb:`, `\\host`, `C:\`. */
export function isLocalReference(value: string): boolean {
  const text = value.trim();
  return /^(?:file|smb|nfs):/i.test(text) || text.startsWith('\\\\') || /^[a-z]:[\\/]/i.test(text);
}

/**
 * Whether a reference (an `xlink:href`, a `src`) names something outside the file: any URL with
 * a scheme but the package's own, a path from the root or the parent folder, a share.
 */
export function isOutside(value: string): boolean {
  const text = value.trim();
  if (text === '' || text.startsWith('#')) return false;
  if (INSIDE_SCHEMES.test(text)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return true;
  return (
    isLocalReference(text) ||
    text.startsWith('/') ||
    text.startsWith('\\') ||
    /^\.\.[\\/]/.test(text)
  );
}

/**
 * Whether an Office Open XML relationship's target, relative to the folder of its part
 * (`word/_rels/document.xml.rels` → `word/`), lies outside the package.
 */
export function isOutsideRelationship(target: string, relsPart: string): boolean {
  const text = target.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || isLocalReference(text) || text.startsWith('//')) {
    return true;
  }
  if (text.startsWith('\\')) return true;
  if (text.startsWith('/')) return false;
  const folders = relsPart.split('/').slice(0, -2);
  let depth = folders.length;
  for (const step of text.split('/')) {
    if (step === '..') depth -= 1;
    else if (step !== '.' && step !== '') depth += 1;
    if (depth < 0) return true;
  }
  return false;
}
