import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import type { PDFObject } from '../../engine/pdf-object';

/**
 * What to do with one entry of a dictionary or array: 'delete' removes it, 'skip' keeps it
 * without looking inside, undefined keeps it and walks into it (when it is a direct container),
 * `{ renameTo }` moves a dictionary entry to another key and walks into it.
 */
export type EntryRule = (
  container: PDFObject,
  key: string | number,
  value: PDFObject,
) => 'delete' | 'skip' | { renameTo: string } | undefined;

/**
 * Visits every entry of every object in the file: each indirect object, and the dictionaries and
 * arrays nested directly in it (stream dictionaries included, stream data not). Indirect values
 * are not followed here: they are visited as objects of their own. Every entry counts against
 * the budget's objects limit and every level of nesting against its depth limit.
 */
export function walkObjects(document: PDFDocument, budget: TaskBudget, rule: EntryRule): void {
  const count = document.countObjects();
  for (let num = 1; num < count; num++) {
    budget.visit();
    const object = document.newIndirect(num).resolve();
    if (object.isDictionary() || object.isArray()) walkContainer(object, budget, rule, 1);
  }
}

function walkContainer(
  container: PDFObject,
  budget: TaskBudget,
  rule: EntryRule,
  depth: number,
): void {
  budget.checkDepth(depth);
  const doomed: (string | number)[] = [];
  const moves: [string, string, PDFObject][] = [];
  container.forEach((value, key) => {
    budget.visit();
    const verdict = rule(container, key, value);
    if (verdict === 'delete') doomed.push(key);
    else if (verdict !== 'skip' && !value.isIndirect()) {
      if (value.isDictionary() || value.isArray()) walkContainer(value, budget, rule, depth + 1);
    }
    if (typeof verdict === 'object' && typeof key === 'string')
      moves.push([key, verdict.renameTo, value]);
  });
  // Array entries from the end, so the indexes still to delete stay valid.
  for (const key of doomed.reverse()) container.delete(key);
  for (const [from, to, value] of moves) {
    container.delete(from);
    container.put(to, value);
  }
}
