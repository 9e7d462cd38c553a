import { describe, expect, it } from 'vitest';
import { dateTimeRecognizer } from './date-time.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

const found = (text: string): string[] => texts(dateTimeRecognizer, text);

describe('dateTimeRecognizer: month names of European languages', () => {
  it('reads a date written out in German, French, Spanish, Portuguese, Italian, Dutch and Polish', () => {
    expect(
      found('3. März 1975, 1er mars 1990, 6 de septiembre de 1998, 12 de março de 1985'),
    ).toEqual(['3. März 1975', '1er mars 1990', '6 de septiembre de 1998', '12 de março de 1985']);
    expect(found('4 maggio 2001, 5 mei 2020, 6 września 1998')).toEqual([
      '4 maggio 2001',
      '5 mei 2020',
      '6 września 1998',
    ]);
  });
});

describe('dateTimeRecognizer: a month’s name between separators', () => {
  it('reads "12-Mar-1990", "12/MAR/1990" and "03.Feb.21", and no day the month has not', () => {
    expect(found('Seen 12-Mar-1990, 12/MAR/1990 and 03.Feb.21')).toEqual([
      '12-Mar-1990',
      '12/MAR/1990',
      '03.Feb.21',
    ]);
    expect(found('31-Feb-1990 and 12-Mar/1990')).toEqual([]);
  });
});

describe('dateTimeRecognizer: numeric dates', () => {
  it('finds day-first dates with dots, slashes and dashes', () => {
    expect(found('Møte 01.02.2023, 1.2.23, 01/02/2023 og 01-02-2023.')).toEqual([
      '01.02.2023',
      '1.2.23',
      '01/02/2023',
      '01-02-2023',
    ]);
  });

  it('finds ISO dates and date-times', () => {
    expect(found('Logget 2023-02-01T14:30:00Z og 2023-02-01 14:30, sist 2023-02-01.')).toEqual([
      '2023-02-01T14:30:00Z',
      '2023-02-01 14:30',
      '2023-02-01',
    ]);
  });

  it('keeps the date of an ISO date-time whose time is impossible', () => {
    expect(found('2023-02-01T25:61:00')).toEqual(['2023-02-01']);
  });

  it('accepts American month-first order only with slashes', () => {
    expect(found('12/31/2023')).toEqual(['12/31/2023']);
    expect(found('12.31.2023')).toEqual([]);
  });

  it('rejects impossible dates', () => {
    expect(found('31.02.2023 29.02.2023 32.01.2023 01.13.2023 2023-02-30 2023-13-01')).toEqual([]);
    expect(found('29.02.2024')).toEqual(['29.02.2024']);
  });

  it('does not match amounts, versions or digits inside longer runs', () => {
    expect(found('Beløp 12.50 kr, versjon 1.2.3, 1.234.567 og 01.02.20234')).toEqual([]);
    expect(found('01-02-23 og 101.02.2023')).toEqual([]);
  });

  it('scores a four-digit year above a two-digit one', () => {
    const [full, short] = run(dateTimeRecognizer, '01.02.2023 1.2.23');
    expect(full!.score).toBeGreaterThan(short!.score);
  });
});

describe('dateTimeRecognizer: written dates', () => {
  it('finds Norwegian day-month forms, with weekday and abbreviations', () => {
    expect(found('Fra 1. februar 2023, 1. feb. 2023, mandag 1. februar og 15.mai.')).toEqual([
      '1. februar 2023',
      '1. feb. 2023',
      'mandag 1. februar',
      '15.mai',
    ]);
  });

  it('finds English forms', () => {
    expect(found('On February 1, 2023, Feb 1st, 2023, 1 February 2023 and May 5.')).toEqual([
      'February 1, 2023',
      'Feb 1st, 2023',
      '1 February 2023',
      'May 5',
    ]);
  });

  it('finds a month with a year', () => {
    expect(found('I februar 2023 og March 2024.')).toEqual(['februar 2023', 'March 2024']);
  });

  it('rejects impossible written dates and month words inside other words', () => {
    expect(found('31. februar 2023, 30. feb, 31 April')).toEqual([]);
    expect(found('3 marsjerte, 2 desimaler, jan 5 og mai 12')).toEqual([]);
  });
});

describe('dateTimeRecognizer: times', () => {
  it('finds times after kl., with a colon, and with am/pm', () => {
    expect(found('Møtet kl. 14.30, kl 9, 14:30, 14:30:05, 2:30 pm og 11am.')).toEqual([
      '14.30',
      '9',
      '14:30',
      '14:30:05',
      '2:30 pm',
      '11am',
    ]);
  });

  it('rejects impossible times and dotted pairs without kl.', () => {
    expect(found('kl. 25.00, 24:00, 14:60, 13:30 pm og 14.30')).toEqual([]);
  });
});
