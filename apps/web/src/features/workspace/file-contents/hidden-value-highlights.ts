import type { Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { OPACITY } from '../workspace-constants';
import type { HiddenValue } from './hidden-values';

/** The id names the file and the widget, so reading the file again adds no second mark. */
export function hiddenValueId(fileKey: string, value: HiddenValue): string {
  return `hidden-value:${fileKey}:p${value.page}:${value.id}`;
}

/**
 * The form values nobody sees as suggestions to review, each over its widget's place on the page
 * (the part inside the page): accepted, the redaction removes the widget with its value and
 * cleans every other copy of the text (decision 0046). A value whose widget lies wholly off the
 * page has no place to mark and is only listed under "Also in this file".
 */
export function hiddenValueHighlights(
  fileKey: string,
  values: readonly HiddenValue[],
  now = Date.now(),
): Highlight[] {
  const color = highlightColor('MANUAL');
  return values.flatMap((value) => {
    if (value.box === null) return [];
    return [
      {
        ...value.box,
        id: hiddenValueId(fileKey, value),
        fileKey,
        page: value.page,
        type: 'MANUAL',
        color,
        opacity: OPACITY.display,
        timestamp: now,
        creationMode: 'rectangular',
        status: 'suggested',
        text: value.value,
        field: true,
        hiddenValue: { field: value.field, reason: value.reason },
      } satisfies Highlight,
    ];
  });
}
