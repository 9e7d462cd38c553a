import type { TDetectionBasis } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import type { Highlight } from '../highlights/highlight';

/** Blocks whose holder is a person unless said otherwise: saying so again tells nothing. */
const PERSON_BLOCKS: ReadonlySet<string> = new Set(['recipient', 'buyer']);

/**
 * Why detection typed a mark so, in the reader's language: the form field that named it
 * ("Field: Telefonnummer") and the block it stands in with whose it is ("Sender block ·
 * organisation"); a recipient's or buyer's block is a person's unless it says otherwise; and
 * why it is less sure than usual (an identity number whose check digit fails).
 */
export function basisText(basis: TDetectionBasis | undefined, t: TFunction): string | undefined {
  if (basis === undefined) return undefined;
  const { label, block, holder, doubt } = basis;
  const isHolderKnown = block !== undefined && PERSON_BLOCKS.has(block) && holder === 'person';
  const parts = [
    label?.trim() ? t('workspace.marks.basis.field', { label: label.trim() }) : undefined,
    block ? t(`workspace.marks.basis.blocks.${block}`) : undefined,
    holder && !isHolderKnown ? t(`workspace.marks.basis.holders.${holder}`) : undefined,
    doubt ? t(`workspace.marks.basis.doubts.${doubt}`) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The basis a row of marks shows: its first mark's that has one. */
export function basisOfMarks(marks: readonly Highlight[]): TDetectionBasis | undefined {
  return marks.find((mark) => mark.basis !== undefined)?.basis;
}
