import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { buildHighlight } from '../test-fixtures';
import { basisOfMarks, basisText } from './mark-basis';

afterEach(() => i18n.changeLanguage('en'));

describe('why a mark was typed so', () => {
  it('names the form field and the block with its holder, in English', () => {
    const { t } = startI18n();
    expect(basisText({ label: ' Telefonnummer ' }, t)).toBe('Field: Telefonnummer');
    expect(basisText({ block: 'sender', holder: 'organisation' }, t)).toBe(
      'Sender block · organisation',
    );
    expect(basisText({ block: 'letterhead' }, t)).toBe('Letterhead');
    expect(basisText({ block: 'signature', holder: 'person' }, t)).toBe('Signature block · person');
    expect(basisText({ block: 'footer', holder: 'organisation' }, t)).toBe('Footer · organisation');
    expect(basisText({ doubt: 'checksum' }, t)).toBe('Check digit fails: a test number or a typo?');
  });

  it('says a recipient’s or buyer’s block is a person’s only when it is not', () => {
    const { t } = startI18n();
    expect(basisText({ block: 'recipient', holder: 'person' }, t)).toBe('Recipient block');
    expect(basisText({ block: 'buyer', holder: 'person' }, t)).toBe('Buyer block');
    expect(basisText({ block: 'recipient', holder: 'organisation' }, t)).toBe(
      'Recipient block · organisation',
    );
    expect(basisText({ block: 'seller', holder: 'person' }, t)).toBe('Seller block · person');
  });

  it('speaks Norwegian to a Norwegian reader', async () => {
    const { t } = startI18n();
    await i18n.changeLanguage('nb');
    expect(basisText({ label: 'Telefonnummer' }, t)).toBe('Felt: Telefonnummer');
    expect(basisText({ doubt: 'checksum' }, t)).toBe(
      'Kontrollsifferet stemmer ikke: et testnummer eller en skrivefeil?',
    );
    expect(basisText({ block: 'sender', holder: 'organisation' }, t)).toBe(
      'Avsenderblokk · virksomhet',
    );
    expect(basisText({ block: 'recipient', holder: 'person' }, t)).toBe('Mottakerblokk');
    expect(basisText({ block: 'buyer', holder: 'organisation' }, t)).toBe(
      'Kjøperblokk · virksomhet',
    );
    expect(basisText({ block: 'letterhead' }, t)).toBe('Brevhode');
    expect(basisText({ block: 'footer' }, t)).toBe('Bunntekst');
    expect(basisText({ block: 'seller' }, t)).toBe('Selgerblokk');
    expect(basisText({ block: 'signature' }, t)).toBe('Signaturblokk');
  });

  it('says nothing without a basis, and a row takes its first mark’s that has one', () => {
    const { t } = startI18n();
    expect(basisText(undefined, t)).toBeUndefined();
    expect(basisText({ label: '  ' }, t)).toBeUndefined();
    const search = buildHighlight({ id: 's', type: 'SEARCH' });
    const found = buildHighlight({ id: 'd', type: 'ENTITY', basis: { block: 'sender' } });
    expect(basisOfMarks([search, found])).toEqual({ block: 'sender' });
    expect(basisOfMarks([search])).toBeUndefined();
  });
});
