import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';

const fast = createFastEngine();
const PERSONAL = ['PERSON', 'ADDRESS', 'PHONE_NUMBER', 'EMAIL_ADDRESS', 'DATE_OF_BIRTH'];

async function found(text: string): Promise<string[]> {
  const spans = await fast.detect({ text, entities: PERSONAL });
  return spans
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.entity_type} ${span.text}`);
}

describe('personal data in Russian and Ukrainian CVs', () => {
  it('reads the head name, phone, mailbox, address and labelled birth date of a Russian CV', async () => {
    const cv = [
      'RESUME_RU.md',
      'Иван Петров',
      'Разработчик программного обеспечения',
      'Телефон: +7 (916) 123-45-67',
      'Email: ivan.petrov@mail.ru',
      'Адрес: 123456, г. Москва, ул. Тверская, д. 12, кв. 34',
      'Дата рождения: 12 марта 1990 г.',
    ].join('\n');
    expect(await found(cv)).toEqual([
      'PERSON Иван Петров',
      'PHONE_NUMBER +7 (916) 123-45-67',
      'EMAIL_ADDRESS ivan.petrov@mail.ru',
      'ADDRESS 123456, г. Москва, ул. Тверская, д. 12, кв. 34',
      'DATE_OF_BIRTH 12 марта 1990',
    ]);
  });

  it('reads a Ukrainian birth date by its label', async () => {
    expect(await found('Дата народження: 5 травня 1988')).toEqual(['DATE_OF_BIRTH 5 травня 1988']);
  });
});
