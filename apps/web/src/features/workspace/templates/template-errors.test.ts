import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { nameProblem } from './template-errors';

const t = ((key: string) => key) as unknown as TFunction;

describe('a template name before it is sent', () => {
  it('is refused when empty, too long or holding a control character, and passes otherwise', () => {
    expect(nameProblem(t, '  ')).toBe('workspace.templates.errors.name');
    expect(nameProblem(t, 'x'.repeat(101))).toBe('workspace.templates.errors.nameLength');
    expect(nameProblem(t, 'Skjema\u00001')).toBe('workspace.templates.errors.nameControl');
    expect(nameProblem(t, 'Skjema\t1')).toBe('workspace.templates.errors.nameControl');
    expect(nameProblem(t, ' Skjema 1 ')).toBeNull();
  });
});
