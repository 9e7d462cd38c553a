import { describe, expect, it } from 'vitest';
import { withPersonCues } from './person-cues';
import { tagNames } from './index';
import { nameSpan } from '../name-span.test-helper';

const person = nameSpan;

describe('person cues', () => {
  it('makes a phrase naming an institution an organisation', () => {
    for (const [text, name] of [
      ['au Théâtre Sainte-Adèle ce soir', 'Théâtre Sainte-Adèle'],
      ['He taught at Stanford Law School.', 'Stanford Law School'],
      ['Escuela Oficial de Idiomas de Salamanca', 'Escuela Oficial de Idiomas de Salamanca'],
      ['Кафедра Инженерной графики МГТУ', 'Кафедра Инженерной'],
      ['Отделение Фонда пенсионного', 'Отделение Фонда'],
      ['Вооруженных Сил Российской Федерации', 'Вооруженных Сил Российской Федерации'],
      ['Awdurdod Cyllid Cymru\nWelsh Revenue Authority', 'Awdurdod Cyllid Cymru'],
      ['MINISTERIO DE JUSTICIA Y SEGURIDAD', 'MINISTERIO'],
      ['Ministère de la Justice', 'Ministère'],
      ['Bundesministerium der Finanzen', 'Bundesministerium'],
    ]) {
      expect(withPersonCues(text!, [person(text!, name!, 0.9)])[0]!.entity_type, name).toBe(
        'ORGANIZATION',
      );
    }
  });

  it('is sure of a name after a title, and leaves other names as the tagger scored them', () => {
    const text = 'Présents : M. David Huggins-Daines et Ariane Bélanger';
    const [titled, plain] = withPersonCues(text, [
      person(text, 'David Huggins-Daines', 0.47),
      person(text, 'Ariane Bélanger', 0.6),
    ]);
    expect(titled).toMatchObject({ entity_type: 'PERSON', score: 0.85 });
    expect(plain).toMatchObject({ entity_type: 'PERSON', score: 0.6 });
    const own = 'Mme Ariane Bélanger';
    expect(withPersonCues(own, [person(own, own, 0.5)])[0]!.score).toBe(0.85);
  });

  it('keeps a person whose name holds no institution word', () => {
    for (const text of [
      'Kari Parkinson',
      'Jisoo Park',
      'Stuart Hall',
      'Charlotte Church',
      'Иван Судов',
      'Пётр Школьников',
    ]) {
      expect(withPersonCues(text, [person(text, text, 0.8)])[0]!.entity_type, text).toBe('PERSON');
    }
  });

  it('takes no unknown word of a list in capitals for a surname', () => {
    const text = 'Centros: SALAMANCA, BÉJAR, CIUDAD RODRIGO.';
    expect(withPersonCues(text, [person(text, 'SALAMANCA', 0.58)])).toEqual([]);
    const towns = 'SALAMANCA, PEÑARANDA DE BRACAMONTE, SANTA MARTA DE TORMES.';
    expect(withPersonCues(towns, [person(towns, 'PEÑARANDA DE BRACAMONTE', 0.79)])).toEqual([]);
    const staff = 'Present: KARI NORDMANN, OLA HANSEN.';
    expect(withPersonCues(staff, [person(staff, 'KARI NORDMANN', 0.79)])).toHaveLength(1);
    const payee = 'Payee: BØTHUN, KRISTIN';
    expect(withPersonCues(payee, [person(payee, 'BØTHUN', 0.9)])).toHaveLength(1);
    const known = 'HANSEN, OLSEN, BERG';
    expect(withPersonCues(known, [person(known, 'HANSEN', 0.6)])).toHaveLength(1);
  });
});

describe('names after a title the tagger did not find', () => {
  const people = (text: string) =>
    tagNames(text, new Set(['PERSON']))
      .filter((span) => span.score >= 0.5)
      .map((span) => span.text);

  it('takes the name after a title in an address block, in capitals or with initials', () => {
    expect(people('MR J DOE\n1 ANY STREET\nLONDON')).toEqual(['J DOE']);
    expect(people('Herr Dr. Hans Muster\nMusterweg 1')).toEqual(['Hans Muster']);
  });

  it('takes the name after a title in Danish, Dutch, German, French, Spanish and Polish', () => {
    expect(people('Kære Hr. Testsen,\nVedhæftet finder De et billede.')).toEqual(['Testsen']);
    expect(people('Geachte meneer Minderhoud,\nIn deze offerte')).toEqual(['Minderhoud']);
    expect(people('Herrn\nHerrn Max Muster\nMusterweg 1')).toContain('Max Muster');
    expect(people('Monsieur Jean Dupont\n12 rue de la Paix')).toEqual(['Jean Dupont']);
    expect(people('Pan Jan Kowalski\nul. Długa 5')).toEqual(['Jan Kowalski']);
  });

  it('takes no name after a title-like word that is not one', () => {
    expect(people('Open the file in MS Word and save it.')).toEqual([]);
  });
});

describe('institutions in more languages', () => {
  it('makes a phrase with a university, school or hospital word of other languages an organisation', () => {
    for (const name of ['Örnek Üniversitesi', 'Uniwersytet Warszawski', 'Hochschule München']) {
      const corrected = withPersonCues(name, [person(name, name, 0.91)]);
      expect(corrected[0]?.entity_type, name).toBe('ORGANIZATION');
    }
  });
});
