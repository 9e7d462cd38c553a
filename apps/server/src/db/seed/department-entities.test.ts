import { ENTITY_METHOD_IDS, isCatalogueEntity, PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { DEPARTMENT_SEEDS } from './departments';
import {
  DEPARTMENT_ENTITY_CODES,
  firstChosenEntities,
  predefinedEntities,
} from './department-entities';

describe('predefined entities of departments', () => {
  it('name only departments that exist', () => {
    const codes = new Set(DEPARTMENT_SEEDS.map((department) => department.code));
    for (const code of DEPARTMENT_ENTITY_CODES) expect(codes).toContain(code);
  });

  it('use only entity types of the model they are pinned for', () => {
    for (const { code } of DEPARTMENT_SEEDS) {
      for (const methodId of ENTITY_METHOD_IDS) {
        for (const text of predefinedEntities(code, methodId)) {
          expect(isCatalogueEntity(methodId, text), `${code} ${methodId} ${text}`).toBe(true);
        }
      }
    }
  });

  it('give every user names and checksum-validated identifiers, and a department its own types', () => {
    expect(predefinedEntities(null, 1)).toEqual([
      'PERSON',
      'NO_FODSELSNUMMER',
      'NO_BANK_ACCOUNT',
      'IBAN_CODE',
      'CREDIT_CARD',
      'NO_KID',
      'NO_DUF_NUMBER',
      'ID_NUMBER',
    ]);
    expect(predefinedEntities('DFD', 1)).toEqual([
      ...predefinedEntities(null, 1),
      'EMAIL_ADDRESS',
      'IP_ADDRESS',
    ]);
    expect(predefinedEntities('HOD', 3)).toEqual([
      'PERSON',
      'GOV_ID',
      'HEALTH_INFO',
      'medical condition',
      'medication',
    ]);
    expect(predefinedEntities('KLD', 2)).toEqual(['PERSON', 'NATIONAL_ID']);
  });

  it('start a new account with the personal-data preset for the fast engine, pins among it', () => {
    expect(firstChosenEntities(1)).toEqual(PERSONAL_DATA_TYPES);
    expect(firstChosenEntities(2)).toEqual([]);
    expect(firstChosenEntities(3)).toEqual([]);
    // What every department pins is personal data: a new list is the preset, no more.
    for (const text of predefinedEntities(null, 1)) expect(PERSONAL_DATA_TYPES).toContain(text);
  });
});
