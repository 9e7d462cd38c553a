import { typeByLayout, typesToFind } from './layout';
import type { DetectRequest, Engine, Span } from './span';

/**
 * An engine whose spans are read with the page's layout, as the fast engine's are (issue 65):
 * form fields typed by their labels, table cells by their headers, each block's role and holder
 * on the values in it, an organisation's contact data typed as the organisation's. The standard
 * (GLiNER) and advanced (LLM) engines find better names, and the same document decides whose
 * data they are. A page without words (plain text) is read as text.
 */
export function withLayout(engine: Engine): Engine {
  return {
    name: engine.name,
    status: () => engine.status(),
    async detect(request: DetectRequest): Promise<Span[]> {
      const { text, words, fields, pageSize } = request;
      if (!words || words.length === 0) return engine.detect(request);
      const wanted = new Set(request.entities);
      const found = await engine.detect({ ...request, entities: [...typesToFind(wanted)] });
      return typeByLayout(text, words, found, { fields, pageSize })
        .filter((span) => wanted.has(span.entity_type))
        .map((span) => (span.engine === engine.name ? span : { ...span, engine: engine.name }));
    },
  };
}
