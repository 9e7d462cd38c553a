import { ZResidue, type TResidue } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';

const ZDetails = z.object({ residues: z.array(ZResidue) });

/** The places a failed verification still found redacted text, from the server's refusal. */
export function residuesOf(error: unknown): TResidue[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = ZDetails.safeParse(error.details);
  return parsed.success ? parsed.data.residues : [];
}

const PLACES: Record<string, string> = {
  'page text under a box': 'underBox',
  'page content': 'pageContent',
  'form field': 'formField',
  annotation: 'annotation',
  outline: 'outline',
  link: 'link',
  'structure (alternate text)': 'structure',
  'layer name': 'layer',
  metadata: 'metadata',
  'document info': 'documentInfo',
  'embedded file': 'embeddedFile',
  'drawn content (form XObject)': 'drawnContent',
  'stream data': 'streamData',
  'document structure': 'documentStructure',
  'file data': 'fileData',
  'scanned image': 'scannedImage',
};

const SHOWN = 5;

/**
 * One line naming where the redacted text is still found: each string masked as the server
 * masked it, its place in the reader's language, and its page; at most five, then how many more.
 */
export function residueSummary(t: TFunction, residues: readonly TResidue[]): string {
  const items = residues.slice(0, SHOWN).map((residue) => {
    const key = PLACES[residue.place];
    const place = key ? t(`workspace.redaction.places.${key}`) : residue.place;
    return residue.page === null
      ? t('workspace.redaction.residue', { text: residue.masked, place })
      : t('workspace.redaction.residueOnPage', { text: residue.masked, place, page: residue.page });
  });
  const more = residues.length - SHOWN;
  const list = items.join('; ');
  return more > 0 ? `${list}; ${t('workspace.redaction.residuesMore', { count: more })}` : list;
}
