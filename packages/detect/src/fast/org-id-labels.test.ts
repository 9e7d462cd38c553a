import { describe, expect, it } from 'vitest';
import { isAfterOrgIdLabel } from './org-id-labels';

/** Whether the number `number` in `line` follows an organisation's registration label. */
function isAfterLabel(line: string, number: string): boolean {
  return isAfterOrgIdLabel(line, line.lastIndexOf(number));
}

describe('isAfterOrgIdLabel', () => {
  it("knows the registers' and tax offices' labels of letterheads and footers", () => {
    const cases: [string, string][] = [
      ['Org.nr. 923 456 789 MVA', '923 456 789'],
      ['Org. nr.: 923456789', '923456789'],
      ['Foretaksregisteret NO 923 456 789 MVA', '923 456 789'],
      ['Org.nr 556123-4567', '556123-4567'],
      ['Momsreg.nr SE 556123456701', '556123456701'],
      ['CVR 45 77 23 58', '45 77 23 58'],
      ['CVR-nr. 66066104', '66066104'],
      ['SE-nr. 12345678', '12345678'],
      ['Amtsgericht München HRB 123456', '123456'],
      ['USt-IdNr.: DE 123 456 789', '123 456 789'],
      ['St.-Nr. 12/345/67890', '12/345/67890'],
      ['Steuernummer: 143/123/45678', '143/123/45678'],
      ['KvK 70505747', '70505747'],
      ['KvK-nummer: 70505747', '70505747'],
      ['KvK Amsterdam 12345678', '12345678'],
      ['BTW-nummer NL 0012.34.567', '0012.34.567'],
      ['Ondernemingsnummer 0123.456.789', '0123.456.789'],
      ['SIRET 187 328 275 08668', '187 328 275 08668'],
      ['RCS Paris B 123 456 789', '123 456 789'],
      ['N° TVA FR 12 345678901', '12 345678901'],
      ['EIN 07-1185389', '07-1185389'],
      ['EIN: 07-1185389', '07-1185389'],
      ['Registered in England and Wales No. 09429963', '09429963'],
      ['Company No. 12345678', '12345678'],
      ['VAT Reg. No. GB 123 4567 89', '123 4567 89'],
      ['ABN 51 824 753 556', '51 824 753 556'],
      ['P.IVA 12345678901', '12345678901'],
      ['NIP 123-456-78-90', '123-456-78-90'],
    ];
    for (const [line, number] of cases) expect(isAfterLabel(line, number), line).toBe(true);
  });

  it('leaves phone labels, words that only look like the acronyms and other lines alone', () => {
    const cases: [string, string][] = [
      ['Tlf. 22 33 44 55', '22 33 44 55'],
      ['Mobil: 040 / 299 24 97', '040 / 299 24 97'],
      ['Tlf. +45 70 37 55 79', '+45 70 37 55 79'],
      // "Ein" is German for "a": only the capitals name the US employer number.
      ['Ein Anruf genügt: 030 1234567', '030 1234567'],
      ['CVR 12345678 Tlf 22 33 44 55', '22 33 44 55'],
      ['Kontor Amsterdam 22 33 44 55', '22 33 44 55'],
      ['CVR 12345678\n22 33 44 55', '22 33 44 55'],
    ];
    for (const [line, number] of cases) expect(isAfterLabel(line, number), line).toBe(false);
  });
});
