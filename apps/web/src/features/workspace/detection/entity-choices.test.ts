import { ENTITY_CATALOGUE, PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import {
  choiceFromSaved,
  entityOptions,
  isChosen,
  isModelUsed,
  isPersonalData,
  namesToSave,
  NO_CHOICES,
  normalizeChoice,
  PERSONAL_DATA_OPTION,
  personalDataChoice,
  shortEntityLabel,
  toggleChoice,
} from './entity-choices';

const everyFast = ENTITY_CATALOGUE[1].map((name) => `${name}_F`);

describe('entity choices', () => {
  it('lists the select-all entry first, then the catalogue with the model suffix', () => {
    const options = entityOptions('standard');
    expect(options[0]).toBe('ALL_STANDARD');
    expect(options).toContain('passport number_S');
    // "postal code" is the same type as POSTAL_CODE and is listed once.
    expect(options).toHaveLength(ENTITY_CATALOGUE[3].length);
    expect(options.filter((id) => shortEntityLabel(id.slice(0, -2)) === 'Postal Code')).toEqual([
      'POSTAL_CODE_S',
    ]);
  });

  it('shows a saved alias as the entry it stands for, and saves that entry', () => {
    const choice = choiceFromSaved('standard', ['PERSON', 'postal code']);
    expect(choice).toEqual(['PERSON_S', 'POSTAL_CODE_S']);
    expect(namesToSave('standard', choice)).toEqual(['PERSON', 'POSTAL_CODE']);
    const everyShown = entityOptions('standard').slice(1);
    expect(normalizeChoice('standard', everyShown)).toEqual(['ALL_STANDARD']);
  });

  it('collapses select-all chosen with others to select-all alone', () => {
    expect(normalizeChoice('fast', ['PERSON_F', 'ALL_FAST', 'EMAIL_ADDRESS_F'])).toEqual([
      'ALL_FAST',
    ]);
  });

  it('collapses a choice of every single entry to select-all', () => {
    expect(normalizeChoice('fast', everyFast)).toEqual(['ALL_FAST']);
    expect(normalizeChoice('fast', everyFast.slice(1))).toEqual(everyFast.slice(1));
  });

  it('keeps catalogue order and drops ids of another model', () => {
    expect(normalizeChoice('fast', ['URL_F', 'PERSON_F', 'PERSON_A'])).toEqual([
      'PERSON_F',
      'URL_F',
    ]);
  });

  it('treats every entry as chosen under select-all, so unchecking one leaves the rest', () => {
    expect(isChosen('fast', ['ALL_FAST'], 'URL_F')).toBe(true);
    const next = toggleChoice('fast', ['ALL_FAST'], 'URL_F');
    expect(next).toEqual(everyFast.filter((id) => id !== 'URL_F'));
    expect(toggleChoice('fast', next, 'URL_F')).toEqual(['ALL_FAST']);
    expect(toggleChoice('fast', ['ALL_FAST'], 'ALL_FAST')).toEqual([]);
    expect(toggleChoice('fast', ['PERSON_F'], 'ALL_FAST')).toEqual(['ALL_FAST']);
  });

  it('shows only select-all when every saved entry is selected, else the saved ones', () => {
    expect(choiceFromSaved('fast', [...ENTITY_CATALOGUE[1]])).toEqual(['ALL_FAST']);
    expect(choiceFromSaved('advanced', ['PERSON', 'HEALTH', 'NOT_A_TYPE'])).toEqual([
      'PERSON_A',
      'HEALTH_A',
    ]);
    expect(choiceFromSaved('standard', [])).toEqual([]);
  });

  it('counts a model as used only with a non-empty entity', () => {
    expect(isModelUsed(NO_CHOICES, 'fast')).toBe(false);
    expect(isModelUsed({ ...NO_CHOICES, fast: ['_F'] }, 'fast')).toBe(false);
    expect(isModelUsed({ ...NO_CHOICES, fast: ['PERSON_F'] }, 'fast')).toBe(true);
  });

  it('saves catalogue names without the suffix, select-all as itself', () => {
    expect(namesToSave('standard', ['passport number_S', 'PERSON_S'])).toEqual([
      'PERSON',
      'passport number',
    ]);
    expect(namesToSave('fast', ['ALL_FAST'])).toEqual(['ALL_FAST']);
  });

  it('title-cases labels and cuts those over 15 characters to 13 and an ellipsis', () => {
    expect(shortEntityLabel('EMAIL_ADDRESS')).toBe('Email Address');
    expect(shortEntityLabel('NO_FODSELSNUMMER')).toBe('Fødselsnummer');
    expect(shortEntityLabel('NO_ORGANIZATION_NUMBER')).toBe('Org. No. (NO)');
    expect(shortEntityLabel('tax identification number')).toBe('Tax Identific…');
    expect(shortEntityLabel('tax identification number')).toHaveLength(14);
  });

  it('offers personal data beside select-all in the fast list only', () => {
    expect(entityOptions('fast').slice(0, 3)).toEqual(['ALL_FAST', 'PERSONAL_DATA_F', 'PERSON_F']);
    expect(entityOptions('standard')).not.toContain(PERSONAL_DATA_OPTION);
  });

  it('chooses exactly the preset’s types with the personal-data entry, and clears them again', () => {
    const preset = PERSONAL_DATA_TYPES.map((type) => `${type}_F`);
    expect(personalDataChoice()).toEqual(preset);
    expect(toggleChoice('fast', ['URL_F'], PERSONAL_DATA_OPTION)).toEqual(preset);
    expect(toggleChoice('fast', ['ALL_FAST'], PERSONAL_DATA_OPTION)).toEqual(preset);
    expect(isChosen('fast', preset, PERSONAL_DATA_OPTION)).toBe(true);
    expect(toggleChoice('fast', preset, PERSONAL_DATA_OPTION)).toEqual([]);
    // One type more or less is no longer the preset, nor is everything.
    expect(isPersonalData('fast', [...preset, 'URL_F'])).toBe(false);
    expect(isPersonalData('fast', preset.slice(1))).toBe(false);
    expect(isChosen('fast', ['ALL_FAST'], PERSONAL_DATA_OPTION)).toBe(false);
    // The entry is never part of what is saved.
    expect(namesToSave('fast', toggleChoice('fast', [], PERSONAL_DATA_OPTION))).toEqual(
      PERSONAL_DATA_TYPES,
    );
  });
});
