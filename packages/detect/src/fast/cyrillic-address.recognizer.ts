import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

const SP = String.raw`[ \u00a0]`;
/** A Cyrillic name of a place or street, of one to three words ("Тверская", "Нижний Новгород"). */
const NAME = String.raw`(?:\d{1,2}-(?:я|й|го)${SP})?\p{Lu}[\p{Script=Cyrillic}ʼ'’-]+(?:${SP}\p{Lu}[\p{Script=Cyrillic}ʼ'’-]+){0,2}`;
/** Street types of Russia, Ukraine and Belarus, written before or after the name. */
const STREET_TYPE = String.raw`(?:ул\.|улица|вул\.|вулиця|пр-т|пр-кт|просп\.|проспект|пр\.|пер\.|переулок|пров\.|провулок|наб\.|набережная|набережна|ш\.|шоссе|б-р|бул\.|бульвар|пл\.|площадь|площа|пр-д|проезд|туп\.|тупик|мкр\.|микрорайон|аллея|алея|тракт)`;
/** A city, town or village by its type word: "г. Москва", "м. Київ", "пос. Лесной". */
const CITY = String.raw`(?:г\.|город|м\.|місто|пос\.|посёлок|п\.|с\.|село|пгт|смт|дер\.)${SP}?${NAME}`;
/** A region or district: "Московская обл.", "обл. Ленинградская", "Пушкинский р-н". */
const REGION = String.raw`(?:${NAME}${SP}(?:обл\.|область|край|р-н|район|АО)|(?:обл\.|область|р-н|район)${SP}${NAME}|Республика${SP}${NAME})`;
const COUNTRY = String.raw`(?:Россия|Российская${SP}Федерация|РФ|Україна|Украина|Беларусь|Казахстан)`;
/** The house: "д. 12", "дом 5а", "буд. 3", or the bare number after the street's comma. */
const HOUSE = String.raw`(?:,?${SP}*(?:д\.|дом|буд\.|будинок)${SP}?|,${SP}*|${SP})\d{1,4}(?:${SP}?[а-яА-ЯіїєІЇЄ](?![\p{L}]))?(?:\/\d{1,3}[а-я]?)?`;
/** A building, block and flat or office after the house: ", корп. 2", ", стр. 1", ", кв. 34". */
const UNIT = String.raw`(?:,?${SP}*(?:корп\.|корпус|к\.|стр\.|строение|лит\.|литера|кв\.|квартира|оф\.|офис|пом\.|помещение)${SP}?\d{1,4}[а-яА-Я]?)`;
const STREET = String.raw`(?:${STREET_TYPE}${SP}?${NAME}|${NAME}${SP}${STREET_TYPE})${HOUSE}${UNIT}{0,3}`;
/** What leads the street: postcode, country, region, city; a city without "г." after a postcode. */
const LEAD = String.raw`(?:(?:${COUNTRY},${SP}*)?(?:\d{6},?${SP}*)?(?:${COUNTRY},${SP}*)?(?:${REGION},${SP}*)?(?:(?:${CITY}|(?<=\d{6},?${SP}*)${NAME}),${SP}*)?)`;
const TAIL = String.raw`(?:,${SP}*${CITY})?(?:,${SP}*(?:${REGION}))?(?:,${SP}*\d{6})?(?:,${SP}*${COUNTRY})?`;
/**
 * A street address in Russian, Ukrainian or Belarusian form: its street by a street type ("ул.
 * Тверская", "Невский пр.") and house number, with the postcode, country, region and city
 * before or after it ("123456, г. Москва, ул. Тверская, д. 12, кв. 34").
 */
const ADDRESS = new RegExp(`(?<![\\p{L}\\p{N}])${LEAD}${STREET}${TAIL}(?![\\p{L}\\p{N}])`, 'gu');
/** The value of an address's label: "Адрес: …", "Адрес регистрации: …", "Адреса: …". */
const LABELLED = new RegExp(
  String.raw`(?<![\p{L}])(?:адрес(?:${SP}(?:регистрации|проживания|места${SP}жительства))?|место${SP}жительства|адреса(?:${SP}проживання)?|місце${SP}проживання)${SP}*:${SP}*([^\n|]{6,100})`,
  'giu',
);
const SCORE = 0.85;
const LABELLED_SCORE = 0.8;

export const cyrillicAddressRecognizer: Recognizer = {
  entity: 'ADDRESS',
  context: compileContext(''),
  find: ({ text }: ScanInput): Candidate[] => {
    if (!/\p{Script=Cyrillic}/u.test(text)) return [];
    return [
      ...collectMatches(text, ADDRESS, (match) => ({
        start: match.index,
        end: match.index + match[0].length,
        score: SCORE,
      })),
      ...collectMatches(text, LABELLED, (match) => {
        const value = match[1]!.trimEnd().replace(/[.;]$/u, '');
        // A label's value is an address when it is one: Cyrillic words and a number.
        if (!/\p{Script=Cyrillic}/u.test(value) || !/\d/u.test(value)) return undefined;
        const start = match.index + match[0].length - match[1]!.length;
        return { start, end: start + value.length, score: LABELLED_SCORE };
      }),
    ];
  },
};
