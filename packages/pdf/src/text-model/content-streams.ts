import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { resolveObject, type PDFObject } from '../engine/pdf-object';

/**
 * The object numbers of every stream of drawing instructions: page contents, forms (appearance
 * streams among them), tiling patterns and Type 3 glyph procedures.
 */
export function contentStreams(document: PDFDocument, budget: TaskBudget): number[] {
  const streams: number[] = [];
  const add = (item: PDFObject) => {
    if (item.isIndirect()) streams.push(item.asIndirect());
  };
  for (let index = 0; index < document.countPages(); index++) {
    const contents = document.findPage(index).get('Contents');
    if (resolveObject(contents).isArray()) resolveObject(contents).forEach(add);
    else add(contents);
  }
  const count = document.countObjects();
  for (let num = 1; num < count; num++) {
    budget.visit();
    const reference = document.newIndirect(num);
    const object = reference.resolve();
    if (!object.isDictionary()) continue;
    const procs = resolveObject(object.get('CharProcs'));
    if (procs.isDictionary()) procs.forEach(add);
    if (!reference.isStream()) continue;
    if (object.get('Subtype').asName() === 'Form' || object.get('PatternType').isNumber())
      streams.push(num);
  }
  return [...new Set(streams)];
}
