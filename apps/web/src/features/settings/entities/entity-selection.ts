/**
 * The choice of entity types of one model. Predefined entries (from the department) are
 * always in it and cannot be unchecked; the select-all entry stands for every entry and is
 * never stored (accounts §4 "Saved entity selection").
 */
export type EntitySelection = {
  catalogue: readonly string[];
  predefined: ReadonlySet<string>;
  selected: ReadonlySet<string>;
};

/** `entryOf` maps a saved name to the catalogue entry it stands for (an alias to its entry). */
export function createSelection(
  catalogue: readonly string[],
  saved: readonly { entity_text: string; is_predefined: boolean }[],
  entryOf: (name: string) => string = (name) => name,
): EntitySelection {
  const entry = (row: { entity_text: string }) => entryOf(row.entity_text);
  const predefined = new Set(saved.filter((e) => e.is_predefined).map(entry));
  const known = new Set(catalogue);
  const selected = new Set(saved.map(entry).filter((text) => known.has(text)));
  return { catalogue, predefined, selected };
}

/** Every entry is chosen: only the select-all entry is shown. */
export function isAllSelected({ catalogue, selected }: EntitySelection): boolean {
  return catalogue.every((text) => selected.has(text));
}

export function toggleEntity(selection: EntitySelection, text: string): EntitySelection {
  if (selection.predefined.has(text)) return selection;
  const selected = new Set(selection.selected);
  if (selected.has(text)) selected.delete(text);
  else selected.add(text);
  return { ...selection, selected };
}

export function selectAll(selection: EntitySelection): EntitySelection {
  return { ...selection, selected: new Set(selection.catalogue) };
}

/** Unchecks everything the user may uncheck; predefined entries stay. */
export function deselectAll(selection: EntitySelection): EntitySelection {
  return { ...selection, selected: new Set(selection.predefined) };
}

/** The select-all entry toggles every non-predefined entry. */
export function toggleAll(selection: EntitySelection): EntitySelection {
  return isAllSelected(selection) ? deselectAll(selection) : selectAll(selection);
}

/** The names to store: the chosen ones the department does not pin already. */
export function customNames({ catalogue, predefined, selected }: EntitySelection): string[] {
  return catalogue.filter((text) => selected.has(text) && !predefined.has(text));
}

/**
 * Chooses exactly `types` (a preset, such as personal data) and the predefined entries, which
 * cannot be unchecked; types outside the catalogue are left out.
 */
export function selectOnly(selection: EntitySelection, types: readonly string[]): EntitySelection {
  const known = new Set(selection.catalogue);
  return {
    ...selection,
    selected: new Set([...types.filter((text) => known.has(text)), ...selection.predefined]),
  };
}

/** Whether the choice is exactly `types` with the predefined entries. */
export function isOnly(selection: EntitySelection, types: readonly string[]): boolean {
  const expected = selectOnly(selection, types).selected;
  return (
    expected.size === selection.selected.size &&
    [...expected].every((text) => selection.selected.has(text))
  );
}
