import { describe, expect, it } from 'vitest';
import { findSlavicNames } from './slavic-names';

const names = (text: string) => findSlavicNames(text).map((span) => span.text);

describe('findSlavicNames', () => {
  it('finds surname, given name and patronymic in either order, and a surname with initials', () => {
    expect(names('Пассажир: СОЛОВЬЕВ В. А. Вагон 5')).toEqual(['СОЛОВЬЕВ В. А.']);
    expect(names('Директор МАВРОДИЕВ АЛЕКСАНДР АЛЕКСАНДРОВИЧ, ИНН')).toEqual([
      'МАВРОДИЕВ АЛЕКСАНДР АЛЕКСАНДРОВИЧ',
    ]);
    expect(names('Заявитель Анна Петровна Сидорова подала')).toEqual(['Анна Петровна Сидорова']);
    expect(names('Подписал И.И. Иванов')).toEqual(['И.И. Иванов']);
  });

  it('leaves three capitalised words without a patronymic, and lower-case words', () => {
    expect(names('Российской Федерации Министерство')).toEqual([]);
    expect(names('Красного Текстильщика улица')).toEqual([]);
    expect(names('сын петрович пришёл')).toEqual([]);
  });

  it('finds a known given name beside a capitalised word on its line, in either order', () => {
    expect(names('Резюме\nИван Петров\nТелефон: +7 916 123 45 67')).toEqual(['Иван Петров']);
    expect(names('Заявник: ПЕТРЕНКО ОЛЕНА')).toEqual(['ПЕТРЕНКО ОЛЕНА']);
    expect(names('Иван Петров\nАнна Сидорова')).toEqual(['Иван Петров', 'Анна Сидорова']);
  });

  it('leaves a given name on a line of its own, and two given names side by side', () => {
    expect(names('Иван\nПетров')).toEqual([]);
    expect(names('Иван Мария')).toEqual([]);
    expect(names('Вера Петрова пришла')).toEqual([]);
  });
});
