import { ENTITY_CATALOGUE, entityLabel } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineLabel, entityTypeLabel } from './entity-labels';
import { startI18n } from './i18n';

const names = [...new Set(Object.values(ENTITY_CATALOGUE).flat())];

describe('entity type and engine labels', () => {
  beforeEach(() => startI18n());
  afterEach(async () => {
    await startI18n().changeLanguage('en');
  });

  it('names every entity type of every model in Norwegian', async () => {
    await startI18n().changeLanguage('nb');
    expect(entityTypeLabel('date of birth')).toBe('Fødselsdato');
    expect(entityTypeLabel('EMAIL_ADDRESS')).toBe('E-postadresse');
    const untranslated = names.filter(
      (name) => !startI18n().exists(`entityTypes.${name}`, { lng: 'nb' }),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the catalogue labels in English', () => {
    for (const name of names) expect(entityTypeLabel(name)).toBe(entityLabel(name));
  });

  it('names the engines as the detection panel does', async () => {
    expect(engineLabel('fast')).toBe('Fast ML');
    await startI18n().changeLanguage('nb');
    expect(engineLabel('fast')).toBe('Rask ML');
    expect(engineLabel('advanced')).toBe('Avansert KI');
  });
});
