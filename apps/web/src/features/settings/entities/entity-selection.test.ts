import { describe, expect, it } from 'vitest';
import {
  createSelection,
  customNames,
  deselectAll,
  isAllSelected,
  isOnly,
  selectOnly,
  toggleAll,
  toggleEntity,
} from './entity-selection';

const catalogue = ['PERSON', 'EMAIL_ADDRESS', 'URL'];
const saved = [
  { entity_text: 'PERSON', is_predefined: true },
  { entity_text: 'URL', is_predefined: false },
];

describe('entity selection', () => {
  it('starts from the saved entries, predefined ones included', () => {
    const selection = createSelection(catalogue, saved);
    expect([...selection.selected]).toEqual(['PERSON', 'URL']);
    expect(isAllSelected(selection)).toBe(false);
    expect(customNames(selection)).toEqual(['URL']);
  });

  it('counts a saved alias as the entry it stands for, and stores that entry', () => {
    const aliases: Record<string, string> = { 'e-mail': 'EMAIL_ADDRESS' };
    const selection = createSelection(
      catalogue,
      [...saved, { entity_text: 'e-mail', is_predefined: false }],
      (name) => aliases[name] ?? name,
    );
    expect([...selection.selected]).toEqual(['PERSON', 'URL', 'EMAIL_ADDRESS']);
    expect(customNames(selection)).toEqual(['EMAIL_ADDRESS', 'URL']);
  });

  it('never unchecks a predefined entry', () => {
    const selection = createSelection(catalogue, saved);
    expect(toggleEntity(selection, 'PERSON').selected.has('PERSON')).toBe(true);
    expect([...deselectAll(selection).selected]).toEqual(['PERSON']);
  });

  it('collapses to select-all once every entry is chosen, one by one or at once', () => {
    const oneByOne = toggleEntity(createSelection(catalogue, saved), 'EMAIL_ADDRESS');
    expect(isAllSelected(oneByOne)).toBe(true);
    const atOnce = toggleAll(createSelection(catalogue, saved));
    expect(isAllSelected(atOnce)).toBe(true);
    expect(customNames(atOnce)).toEqual(['EMAIL_ADDRESS', 'URL']);
  });

  it('select-all toggles every non-predefined entry off again', () => {
    const all = toggleAll(createSelection(catalogue, saved));
    expect([...toggleAll(all).selected]).toEqual(['PERSON']);
  });

  it('ignores saved names the catalogue no longer has', () => {
    const selection = createSelection(catalogue, [
      ...saved,
      { entity_text: 'RETIRED', is_predefined: false },
    ]);
    expect(selection.selected.has('RETIRED')).toBe(false);
  });

  it('chooses exactly a preset’s types besides the predefined ones, and tells when it is chosen', () => {
    const selection = createSelection(catalogue, saved);
    expect(isOnly(selection, ['EMAIL_ADDRESS'])).toBe(false);
    const preset = selectOnly(selection, ['EMAIL_ADDRESS', 'NOT_A_TYPE']);
    expect([...preset.selected].sort()).toEqual(['EMAIL_ADDRESS', 'PERSON']);
    expect(customNames(preset)).toEqual(['EMAIL_ADDRESS']);
    expect(isOnly(preset, ['EMAIL_ADDRESS'])).toBe(true);
    expect(isOnly(toggleEntity(preset, 'URL'), ['EMAIL_ADDRESS'])).toBe(false);
  });
});
