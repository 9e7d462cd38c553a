import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';
import { LABELLED_TYPES } from './labelled-types';

const TYPES = new Set(LABELLED_TYPES.map((type) => type.entity));

/** Found values as "text|TYPE" at the default threshold. */
function found(text: string): string[] {
  return recognizeIdentifiers(text, TYPES)
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.text}|${span.entity_type}`);
}

describe('customer, subscriber and client numbers', () => {
  it('reads them in nine languages, alphanumeric values included', () => {
    const cases: [string, string][] = [
      // The French invoice: the subscriber's login and number.
      ['Identifiant : 12345678', '12345678'],
      ['N° abonné : FO1234567890', 'FO1234567890'],
      ["N° d'abonné : FO12345678", 'FO12345678'],
      ['Numéro d’abonné : 0123456789', '0123456789'],
      ['Référence client : CL-004521', 'CL-004521'],
      ['Code client : 4711', '4711'],
      ['Kundenummer: 10045', '10045'],
      ['Abonnementsnummer 4711-0815', '4711-0815'],
      ['Klientnummer: K-2291', 'K-2291'],
      ['Subscriber ID: XGH123456789', 'XGH123456789'],
      ['Client No. C-10023', 'C-10023'],
      ['Account holder no. 123456789', '123456789'],
      ['Kunden-ID: 77-1234', '77-1234'],
      ['Teilnehmernummer 0815-4711', '0815-4711'],
      ['Mandantennummer: 20391', '20391'],
      ['Relatienummer: 98765432', '98765432'],
      ['Abonneenummer 1234567', '1234567'],
      ['Kundnummer 556677', '556677'],
      ['Abonnemangsnummer: 80012345', '80012345'],
      ['Nº de cliente: 00012345', '00012345'],
      ['Codice cliente: 1234567', '1234567'],
    ];
    for (const [text, value] of cases) {
      expect(found(text), text).toEqual([`${value}|CUSTOMER_NUMBER`]);
    }
  });

  it('leaves the French tax and company identifiers to other types', () => {
    expect(found('Identifiant fiscal : 1234567890123')).toEqual([]);
    expect(found('Identifiant SIRET : 123 456 789 00012')).toEqual([]);
  });
});

describe('member and patient numbers', () => {
  it('reads member numbers, the insured person’s number among them', () => {
    const cases: [string, string][] = [
      ['Medlemsnummer: MBR-884213', 'MBR-884213'],
      ['Medlemsnr. 120045', '120045'],
      ['Member ID: MBR-884213', 'MBR-884213'],
      ['Membership No. 00-4471', '00-4471'],
      ['Mitgliedsnummer: 884213', '884213'],
      ['Versichertennummer: A123456780', 'A123456780'],
      ['Lidnummer 12345678', '12345678'],
      ["N° d'adhérent : AD-5521", 'AD-5521'],
      ['Número de socio: 4521', '4521'],
    ];
    for (const [text, value] of cases) {
      expect(found(text), text).toEqual([`${value}|MEMBER_NUMBER`]);
    }
  });

  it('reads the numbers of staff, students, candidates and applicants in a register', () => {
    const cases: [string, string][] = [
      ['Employee ID: EMP-2019-088', 'EMP-2019-088'],
      ['Employee ID:\n443', '443'],
      ['Staff No. 10045', '10045'],
      ['Ansattnummer: 4471', '4471'],
      ['Medarbejder : 51554', '51554'],
      ['Personalnummer: 004711', '004711'],
      ['Matricule : 12-3456', '12-3456'],
      ['Studentnummer: 73', '73'],
      ['Student ID 2023-11871', '2023-11871'],
      ['Matrikelnummer 3012345', '3012345'],
      ['Kandidatnummer: 1042', '1042'],
      ['Applicant No. A-55102', 'A-55102'],
    ];
    for (const [text, value] of cases) {
      expect(found(text), text).toEqual([`${value}|MEMBER_NUMBER`]);
    }
    // A staff member's name is no number.
    expect(found('Medarbejder: Anders Hansen')).toEqual([]);
  });

  it('reads patient numbers', () => {
    const cases: [string, string][] = [
      ['Pasient-ID: 123456', '123456'],
      ['Pasientnummer 0045-12', '0045-12'],
      ['Patient No. 00412-7', '00412-7'],
      ['Patient ID: P-2024-0042', 'P-2024-0042'],
      ['MRN: 10293847', '10293847'],
      ['Patienten-ID: P-2024-0042', 'P-2024-0042'],
      ['Patiëntnummer 7712345', '7712345'],
      ['N° de patient : 2024-00871', '2024-00871'],
      ['Número de paciente: 55123', '55123'],
    ];
    for (const [text, value] of cases) {
      expect(found(text), text).toEqual([`${value}|PATIENT_NUMBER`]);
    }
  });
});

describe('contract, order and case numbers in more languages', () => {
  it('types each by its label', () => {
    const cases: [string, string][] = [
      ['Vertragsnummer: V-2023-0045', 'V-2023-0045|POLICY_NUMBER'],
      ['Numéro de contrat : A-2023-0045', 'A-2023-0045|POLICY_NUMBER'],
      ['Avtalsnummer 123-456', '123-456|POLICY_NUMBER'],
      ['Aftalenummer: 55012', '55012|POLICY_NUMBER'],
      ['Vertragskonto 800012345', '800012345|POLICY_NUMBER'],
      ['Número de póliza: 99-1234567', '99-1234567|POLICY_NUMBER'],
      ['N° de commande : CMD-2024-00871', 'CMD-2024-00871|ORDER_NUMBER'],
      ['Commande n° 4589-221', '4589-221|ORDER_NUMBER'],
      ['Beställningsnummer: 300123', '300123|ORDER_NUMBER'],
      ['PO #: 4500012345', '4500012345|ORDER_NUMBER'],
      ['Booking reference: AB12CD34', 'AB12CD34|ORDER_NUMBER'],
      ['Ticket number: 1257797706706', '1257797706706|ORDER_NUMBER'],
      ['N° e-billet : 909755582', '909755582|ORDER_NUMBER'],
      ['Lipun numero: 121', '121|ORDER_NUMBER'],
      ['Billettnummer 4471-2209', '4471-2209|ORDER_NUMBER'],
      ['| Confirmation: HTK-2024-78956', 'HTK-2024-78956|ORDER_NUMBER'],
      ['Número de pedido: 112-445', '112-445|ORDER_NUMBER'],
      ['Claim No. CLM-2024-118', 'CLM-2024-118|CASE_NUMBER'],
      ['Skadenummer: 24-118822', '24-118822|CASE_NUMBER'],
      ['Schadennummer 4711/2024', '4711/2024|CASE_NUMBER'],
      ['N° de sinistre : 2024SIN0012', '2024SIN0012|CASE_NUMBER'],
    ];
    for (const [text, expected] of cases) expect(found(text), text).toEqual([expected]);
  });

  it('reads a label that a table cell wrapped onto two lines', () => {
    expect(found('N° de\ncommande\nCMD-2024-00871')).toEqual(['CMD-2024-00871|ORDER_NUMBER']);
    expect(found('Customer\nnumber: 10045')).toEqual(['10045|CUSTOMER_NUMBER']);
  });
});

describe('labels that name no identifier', () => {
  it('takes nothing from prose or from a label followed by another label', () => {
    for (const text of [
      'The order number is printed on the label.',
      'Your customer number is on the back of the card.',
      'Bitte geben Sie Ihre Mitgliedsnummer an.',
      'Oppgi pasient-ID og fødselsnummer ved henvendelse.',
      'Customer number\nInvoice number',
      'Member ID\nDate of birth',
      'We value our order\nnumber one is quality',
    ]) {
      expect(found(text), text).toEqual([]);
    }
    // The value belongs to the last label before it.
    expect(found('Kundenummer: Fakturanummer: 12345')).toEqual(['12345|INVOICE_NUMBER']);
  });

  it('takes no date, sum, time or percentage after a label', () => {
    for (const text of [
      'Kundenummer: 12.03.2024',
      'Member ID: 01/02/2024',
      'Ordrenummer: NOK 1 200',
      'Ordrenummer: 1.234,50',
      'Ordrenummer 1 200 kr',
      'Patient No. 12:30',
      'Medlemsnummer 15 %',
      'N° de commande : 12/03/2024',
    ]) {
      expect(found(text), text).toEqual([]);
    }
    // A plain number before another column's sum is still the identifier.
    expect(found('Fakturanr 10045 NOK 4500')).toEqual(['10045|INVOICE_NUMBER']);
  });
});

describe('dates of birth', () => {
  it('reads the date a birth label names, in forms and in prose', () => {
    const cases: [string, string][] = [
      ['Date of birth: 11 December 1989', '11 December 1989'],
      ['Fødselsdato\n12.12.2018', '12.12.2018'],
      ['DOB: 12/31/1975', '12/31/1975'],
      ['Birth date 1989-12-11', '1989-12-11'],
      ['Kari ble født 3. mai 1975 i Bergen.', '3. mai 1975'],
      ['He was born on March 4, 1962.', 'March 4, 1962'],
      ['Geburtsdatum: 01.02.1960', '01.02.1960'],
      ['Date de naissance : 14/07/1982', '14/07/1982'],
      ['Födelsedatum 1990-05-17', '1990-05-17'],
      ['Nacido el 6 de septiembre de 1998.', '6 de septiembre de 1998'],
      ['Geburtsdatum: 3. März 1975', '3. März 1975'],
      ['né le 1er mars 1990 à Lyon', '1er mars 1990'],
      ['Data urodzenia: 6 września 1998 r.', '6 września 1998'],
      ['Data de nascimento: 12 de março de 1985', '12 de março de 1985'],
      ['Date of Birth (mm/dd/yyyy)\n09 / 21 / 1970', '09 / 21 / 1970'],
      ['Fødselsdato: 14051980', '14051980'],
      ['Geburtsdatum 19800514', '19800514'],
    ];
    for (const [text, value] of cases) {
      expect(found(text), text).toEqual([`${value}|DATE_OF_BIRTH`]);
    }
  });

  it('is a date of birth before it is any date, and needs a real date', () => {
    const spans = recognizeIdentifiers(
      'Fødselsdato: 11.12.1989',
      new Set(['DATE', 'DATE_OF_BIRTH']),
    );
    expect(spans.map((span) => `${span.text}|${span.entity_type}`)).toEqual([
      '11.12.1989|DATE_OF_BIRTH',
    ]);
    expect(found('Date of birth: 45.13.1989')).toEqual([]);
    expect(found('Date of birth: 12345678')).toEqual([]);
    expect(found('Fødselsdato: se vedlegg')).toEqual([]);
    expect(found('The date of the birth certificate 2019')).toEqual([]);
  });
});

describe('a driving licence by its label', () => {
  it('is an identity number in the languages the labels know', () => {
    expect(found("Driver's Licence #: 1234567")).toEqual(['1234567|ID_NUMBER']);
    expect(found('Førerkortnummer: 12345678901')).toEqual(['12345678901|ID_NUMBER']);
    expect(found('Führerscheinnummer: B072RRE2I55')).toEqual(['B072RRE2I55|ID_NUMBER']);
    expect(found('Permis de conduire : 123456789012')).toEqual(['123456789012|ID_NUMBER']);
    expect(found('DL# D1234567')).toEqual(['D1234567|ID_NUMBER']);
    expect(found("Driver's license class: B")).toEqual([]);
  });
});

describe('health identifiers and dates of birth as clinical documents print them', () => {
  it('reads an IHI, a Medicare number with its reference digit and "12/Mar/1990"', () => {
    expect(found('IHI: 8003608166690503')).toEqual(['8003608166690503|ID_NUMBER']);
    expect(found('Medicare No: 2123 45670 1')).toEqual(['2123 45670 1|ID_NUMBER']);
    expect(found('DOB: 12/Mar/1990')).toEqual(['12/Mar/1990|DATE_OF_BIRTH']);
    expect(found('DOB: 31-Feb-1990')).toEqual([]);
  });
});

describe('labels inside compounds', () => {
  it('reads no label from the tail of a compound word', () => {
    expect(found('USt-IdNr. DE238574172')).toEqual([]);
    expect(found('ID-Nr. 12345678')).toEqual(['12345678|ID_NUMBER']);
  });
});

describe('a date a label names as a birth, when every type is asked', () => {
  it('is a date of birth, not a date', () => {
    const types = new Set(['DATE_TIME', 'DATE_OF_BIRTH']);
    const typed = (text: string) =>
      recognizeIdentifiers(text, types).map((span) => `${span.entity_type} ${span.text}`);
    expect(typed('Fødselsdato: 12.12.2018')).toEqual(['DATE_OF_BIRTH 12.12.2018']);
    expect(typed('born on 21/02/1987 in Mijas')).toEqual(['DATE_OF_BIRTH 21/02/1987']);
    expect(typed('Dato: 12.12.2018')).toEqual(['DATE_TIME 12.12.2018']);
  });
});
