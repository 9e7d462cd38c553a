import { describe, expect, it } from 'vitest';
import { cyrillicAddressRecognizer } from './cyrillic-address.recognizer';

const addresses = (text: string) =>
  cyrillicAddressRecognizer
    .find({ text } as Parameters<typeof cyrillicAddressRecognizer.find>[0])
    .map((found) => text.slice(found.start, found.end));

describe('cyrillicAddressRecognizer', () => {
  it('reads a street by its type and house number, with postcode, region, city and flat', () => {
    expect(addresses('123456, г. Москва, ул. Тверская, д. 12, кв. 34')).toEqual([
      '123456, г. Москва, ул. Тверская, д. 12, кв. 34',
    ]);
    expect(addresses('Россия, 190000, Санкт-Петербург, Невский пр., д. 28')).toEqual([
      'Россия, 190000, Санкт-Петербург, Невский пр., д. 28',
    ]);
    expect(addresses('Московская обл., г. Химки, ул. Мира, 10, корп. 2, кв. 45')).toEqual([
      'Московская обл., г. Химки, ул. Мира, 10, корп. 2, кв. 45',
    ]);
    expect(addresses('м. Київ, вул. Хрещатик, 22')).toEqual(['м. Київ, вул. Хрещатик, 22']);
    expect(addresses('проживает по адресу ул. Садовая 15, кв. 3, г. Самара')).toEqual([
      'ул. Садовая 15, кв. 3, г. Самара',
    ]);
  });

  it('reads the value of an address label that holds a number', () => {
    expect(addresses('Адрес регистрации: Екатеринбург, Ленина 24/8\nТелефон')).toEqual([
      'Екатеринбург, Ленина 24/8',
    ]);
    expect(addresses('Адрес: уточняется')).toEqual([]);
  });

  it('leaves a city in a sentence, a year and text in other scripts', () => {
    expect(addresses('В 1990 г. Москва была столицей')).toEqual([]);
    expect(addresses('ул. Тверская')).toEqual([]);
    expect(addresses('Storgatan 12, 114 51 Stockholm')).toEqual([]);
  });
});
