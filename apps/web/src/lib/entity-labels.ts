import { entityLabel } from '@workbench/contracts';
import i18n from 'i18next';

/**
 * An entity type in the reader's language ("Fødselsdato" for "date of birth" in Norwegian); a
 * type the locale files do not name yet is shown as the catalogue's English label.
 */
export function entityTypeLabel(name: string): string {
  // Before i18next starts (modules used outside the app, tests) the English label is the answer.
  if (!i18n.isInitialized) return entityLabel(name);
  return i18n.t(`entityTypes.${name}`, { defaultValue: entityLabel(name) });
}

/** A detection engine by the name the detection panel gives it ("Rask ML" for "fast"). */
export function engineLabel(engine: string): string {
  if (!i18n.isInitialized) return engine;
  return i18n.t(`workspace.detection.models.${engine}`, { defaultValue: engine });
}
