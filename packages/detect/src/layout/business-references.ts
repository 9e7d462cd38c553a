import type { Span } from '../span';
import type { RoledBlock } from './roled-block';

/** An organisation's business reference: a number one company gives another. */
export const ORGANIZATION_REFERENCE = 'ORGANIZATION_REFERENCE';

/** Numbers a label names that tie a document to its customer. */
export const REFERENCE_TYPES: readonly string[] = [
  'CUSTOMER_NUMBER',
  'ORDER_NUMBER',
  'INVOICE_NUMBER',
  'REFERENCE_NUMBER',
];

const REFERENCES = new Set(REFERENCE_TYPES);

/**
 * On a page whose customer is a company — every recipient's or buyer's block headed by a
 * company's name ("Kunden AG Mitte", "MUSTER-KUNDE GMBH") — the customer, order, invoice and
 * reference numbers are one company's references to another, nobody's personal data: typed
 * `ORGANIZATION_REFERENCE`. A page with no customer block, or one customer who is a person or a
 * public body's client, keeps them as they are.
 */
export function typeBusinessReferences(
  spans: readonly Span[],
  blocks: readonly RoledBlock[],
): Span[] {
  const customers = blocks.filter((block) => block.role === 'recipient' || block.role === 'buyer');
  if (customers.length === 0 || customers.some((block) => !block.company)) return [...spans];
  return spans.map((span) =>
    REFERENCES.has(span.entity_type)
      ? {
          ...span,
          entity_type: ORGANIZATION_REFERENCE,
          basis: { ...span.basis, holder: 'organisation' as const },
        }
      : span,
  );
}
