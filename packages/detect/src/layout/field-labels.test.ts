import { describe, expect, it } from 'vitest';
import { fieldKindOf, labelWords } from './field-labels';

describe('what a form label says its value is', () => {
  it.each([
    ['1 Ditt navn', 'name'],
    ['Etternavn, fornavn', 'name'],
    ['Barnets fornavn', 'name'],
    ['Søker', 'name'],
    ['form1[0].#subform[0].Pt1Line1a_FamilyName[0]', 'name'],
    ['LastName 🛩', 'name'],
    ['Vorname', 'name'],
    ['Nom de famille', 'name'],
    ['Achternaam', 'name'],
    ['Efternamn', 'name'],
    ['Boligadresse', 'street'],
    ['Street Number and Name', 'street'],
    ['Anschrift', 'street'],
    ['Postnummer', 'postcode'],
    ['Applicant Address Zip Code', 'postcode'],
    ['Code postal', 'postcode'],
    ['Poststed', 'place'],
    ['City or Town', 'place'],
    ['Woonplaats', 'place'],
    ['Telefonnummer', 'phone'],
    ['Applicant Phone 1', 'phone'],
    ['Téléphone portable', 'phone'],
    ['E-postadresse', 'email'],
    ['Fødselsnummer (11 siffer)', 'id-number'],
    ['D-nummer', 'id-number'],
    ['U.S. Social Security Number', 'id-number'],
    ['Kontonummer for utbetaling', 'account'],
    ['IBAN', 'account'],
    ['Bruttoinntekt', 'income'],
    ['Annual salary', 'income'],
    ['Fødselsdato', 'birth-date'],
    ['Applicant DOB M', 'birth-date'],
    ['Date de naissance', 'birth-date'],
    ['Place of Birth', 'birth-place'],
    ['Arbeidsgiver', 'organisation'],
    ['Company or Organization Name', 'organisation'],
    ['Sted og dato', 'signature-date'],
    ['txtPoststad', 'place'],
    ['Sokande_Fornamn', 'name'],
    ['Arsinntekt', 'income'],
    ['Bitte Bruttoeinkommen eintragen', 'income'],
    ['Husstandsindkomst', 'income'],
    ['Rufname', 'name'],
    ['Tilltalsnamn', 'name'],
    ['Aadhaar No.', 'id-number'],
    ['NINumber', 'id-number'],
    ['txtnum_secu', 'id-number'],
    ['Ort_Underskrift', 'signature-place'],
    ['txtPlaats_Ondertekening', 'signature-place'],
    ['4.b Ort', 'place-or-signature'],
    ['Datum', 'date'],
  ])('%s → %s', (label, kind) => {
    expect(fieldKindOf(label)).toBe(kind);
  });

  it.each([
    'File name',
    'Username',
    'Prepared by',
    'Text1',
    'Check Box 2',
    'Illinois, as my Attorney-in',
    'undefined',
    'Total',
    'Antal børn',
    'Number of bedrooms',
  ])('"%s" says nothing about a person', (label) => {
    expect(fieldKindOf(label)).toBeUndefined();
  });

  it('reads labels whose accents LaTeX set as glyphs of their own', () => {
    expect(fieldKindOf('T´el´ephone')).toBe('phone');
    expect(fieldKindOf('n´e le')).toBe('birth-date');
    expect(fieldKindOf('Adresse e-mail')).toBe('email');
  });

  it('reads field names as words: camel case, underscores, numbering and brackets', () => {
    expect(labelWords('Pt1Line6g_PostalCode[0]')).toBe('postal code');
    expect(labelWords('Applicant Address CIty')).toBe('applicant address c ity');
  });
});
