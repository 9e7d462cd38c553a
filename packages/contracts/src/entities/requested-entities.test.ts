import { describe, expect, it } from 'vitest';
import { ENTITY_CATALOGUE } from './catalogue';
import { PERSONAL_DATA_TYPES } from './personal-data';
import { requestedOf } from './requested-entities';

describe('requested entity types', () => {
  it('reads PERSONAL_DATA, bare or with the fast suffix, as the preset’s types of the fast engine', () => {
    for (const name of ['PERSONAL_DATA', 'PERSONAL_DATA_F', ' PERSONAL_DATA ']) {
      const fast = requestedOf('fast', [name]);
      expect(fast.entities).toEqual(PERSONAL_DATA_TYPES);
      expect(fast.claimed).toEqual([name.trim()]);
    }
    expect(requestedOf('fast', ['PERSONAL_DATA']).entities).toContain('EMAIL_ADDRESS');
    expect(requestedOf('fast', ['PERSONAL_DATA']).entities).not.toContain('ORGANIZATION_EMAIL');
  });

  it('gives the preset to no other engine', () => {
    for (const engine of ['standard', 'advanced'] as const) {
      expect(requestedOf(engine, ['PERSONAL_DATA', 'PERSONAL_DATA_S', 'PERSONAL_DATA_A'])).toEqual({
        entities: [],
        claimed: [],
      });
    }
  });

  it('adds single types to the preset, in catalogue order, each once', () => {
    const fast = requestedOf('fast', ['URL_F', 'PERSONAL_DATA', 'PERSON']);
    expect(fast.entities).toEqual(
      ENTITY_CATALOGUE[1].filter((type) => type === 'URL' || PERSONAL_DATA_TYPES.includes(type)),
    );
    expect(fast.claimed).toEqual(['URL_F', 'PERSONAL_DATA', 'PERSON']);
  });

  it('reads select-all and suffixed names as before, and claims nothing it does not know', () => {
    expect(requestedOf('fast', ['ALL_FAST']).entities).toEqual(ENTITY_CATALOGUE[1]);
    expect(requestedOf('standard', ['PERSON_S', 'NOPE', 'PERSON_F'])).toEqual({
      entities: ['PERSON'],
      claimed: ['PERSON_S'],
    });
  });
});
