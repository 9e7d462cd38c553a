import type { TRedactionSchema } from '@workbench/contracts';
import { byPage, entityTypeOf, toBBox, type Highlight } from '../highlights/highlight';
import { codeOf } from '../marks/exemption';

/** The SHA-256 hex digest of a file name: all the history keeps of it (decision 0010). */
export async function hashFileName(name: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(name));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a history record keeps of a redaction: boxes, types, sources and models, never text. */
export function redactionSchema(
  highlights: readonly Highlight[],
  removeImages: boolean,
  defaultCodes: Readonly<Record<string, string>> = {},
): TRedactionSchema {
  return {
    version: 1,
    pages: byPage(highlights, (highlight) => {
      const code = codeOf(highlight, defaultCodes);
      return {
        entity_type: entityTypeOf(highlight),
        bbox: toBBox(highlight),
        source: highlight.type,
        ...(highlight.model !== undefined && { model: highlight.model }),
        ...(code && { code }),
      };
    }),
    options: { remove_images: removeImages },
  };
}
