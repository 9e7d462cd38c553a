import { describe, expect, it } from 'vitest';
import { cueAt, hasCompanyForm, organisationEvidence } from './block-cues';

describe('cueAt', () => {
  it('takes a second name for the part after a slash as part of the cue', () => {
    expect(cueAt('Käufer/Leistungsempfänger')).toMatchObject({ role: 'buyer', alone: true });
    expect(cueAt('Kunde / Customer:')).toMatchObject({ role: 'buyer', alone: true });
    expect(cueAt('Käufer/Leistungsempfänger zahlt bis Ende März')).toBeUndefined();
  });

  it('reads a party named with its article as the party’s cue', () => {
    expect(cueAt('LE CLIENT')).toMatchObject({ role: 'buyer', alone: true });
    expect(cueAt('LE FOURNISSEUR')).toMatchObject({ role: 'seller', alone: true });
    expect(cueAt('Der Käufer:')).toMatchObject({ role: 'buyer' });
    expect(cueAt('The client was satisfied')).toBeUndefined();
  });

  it('knows the billing address over the customer in Swedish, English and German', () => {
    for (const cue of [
      'Fakturaadress',
      'Billing address:',
      'Invoice address',
      'Rechnungsanschrift:',
    ]) {
      expect(cueAt(cue), cue).toMatchObject({ role: 'buyer' });
    }
  });
});

describe('hasCompanyForm', () => {
  it('knows a registered merchant (e.K.) as a business name, as it knows a GmbH', () => {
    for (const name of ['Wagner Logistik e.K.', 'Becker Bau e. K.', 'Muster GmbH', 'Lenze B.V.']) {
      expect(hasCompanyForm(name), name).toBe(true);
    }
    expect(hasCompanyForm('Max Mustermann')).toBe(false);
  });

  it('knows a Swedish or Finnish company written in mixed case ("Kundföretag Ab", "Oy Ab")', () => {
    for (const name of ['Kundföretag Ab', 'Tedros-IT & Associate Ab', 'Nokia Oyj']) {
      expect(hasCompanyForm(name), name).toBe(true);
    }
    expect(hasCompanyForm('Anna Ab Lindqvist')).toBe(false);
  });

  it('knows the limited companies of Brazil, Portugal and Latin America', () => {
    for (const name of [
      'KRON INSTRUMENTOS ELETRICOS LTDA',
      'Schneider Electric Brasil Ltda',
      'Sonae Unipessoal Lda.',
      'Construtora Alfa EIRELI',
      'Petroquímica S/A',
      'Distribuidora del Sur S.R.L.',
    ]) {
      expect(hasCompanyForm(name), name).toBe(true);
    }
    expect(hasCompanyForm('Ana Lídia Souza')).toBe(false);
  });

  it('knows the companies of Turkey, Czechia, Russia, Denmark and more', () => {
    for (const name of [
      'Hayali Teknoloji A.Ş.',
      'Örnek Yazılım Ltd. Şti.',
      'Kurgusal Bilişim AŞ',
      'Asseco Central Europe, a.s. / Renomia s.r.o.',
      'МТС Веб Сервисы (ООО "МВС")',
      'Nordisk Byg IVS',
      'Panadería Sol S.L.U.',
      'Student Kick-Off vzw',
      'Les Amis du Quartier asbl',
    ]) {
      expect(hasCompanyForm(name), name).toBe(true);
    }
    expect(hasCompanyForm('Ayşe Yılmaz')).toBe(false);
    expect(hasCompanyForm('Иван Петров')).toBe(false);
  });

  it('knows Italian, French and Swiss forms written in small letters', () => {
    for (const name of [
      'Studio Rossi srl',
      'Rossi s.p.a.',
      'Bianchi snc',
      'Dupont sarl',
      'Ticino Sagl',
    ]) {
      expect(hasCompanyForm(name), name).toBe(true);
    }
    expect(hasCompanyForm('Terme di Saturnia, una spa')).toBe(false);
  });
});

describe('organisationEvidence', () => {
  it('reads a court by its kind or place as a public body, and a building named Court as none', () => {
    for (const text of ['Oslo County Court', 'Court of Appeal', 'High Court of Justice']) {
      expect(organisationEvidence(text).publicBody, text).toBe(true);
    }
    expect(organisationEvidence('PEANUT BUTTER JELLY COURT\nTOAST WHARF').publicBody).toBe(false);
  });

  it('reads a German office in -amt as a public body, and a total ("Gesamt") as none', () => {
    expect(organisationEvidence('Bezirksamt Hamburg-Nord').publicBody).toBe(true);
    expect(organisationEvidence('Gesamt/€\n1.000,00').publicBody).toBe(false);
    expect(organisationEvidence('Insgesamt 300').publicBody).toBe(false);
  });

  it('reads a government’s mail or web domain as a public body’s', () => {
    for (const text of [
      'income.services@hackney.gov.uk',
      'x@irs.gov',
      'www.admin.ch',
      'a@b.gouv.fr',
    ]) {
      expect(organisationEvidence(text).publicBody, text).toBe(true);
    }
    for (const text of ['kari@govtech.no', 'john@gov.example.com', 'ola@gmail.com']) {
      expect(organisationEvidence(text).publicBody, text).toBe(false);
    }
  });

  it('reads the registration numbers of Italy, Belgium, Finland, Czechia, Portugal, Brazil and Spain', () => {
    for (const text of [
      'P.iva 01234567890',
      'Partita IVA 01234567890',
      'Ondernemingsnummer: BE 0886.847.343',
      'Y-tunnus 1234567-8',
      'IČO: 12345678',
      'NIPC 501234567',
      'CNPJ 12.345.678/0001-95',
      'CIF: B12345678',
    ]) {
      expect(organisationEvidence(text).registration, text).toBe(true);
    }
    expect(organisationEvidence('Ivan Dičević\nSlavonska 12').registration).toBe(false);
  });
});

describe('an office’s own lines', () => {
  it('a fax, a switchboard and opening hours in several languages are an office’s', () => {
    for (const text of [
      'Fax.: 01231/99 45678',
      'Mo.-Fr. 08.30 - 12.30 Uhr',
      'Mon–Fri 9:00–17:00',
      'Åpent man.–fre. kl. 08.00–15.30',
      'Bereikbaar ma-vr 9-17',
      'Ouvert lun.-ven. 9h-18h',
    ]) {
      expect(organisationEvidence(text).staffed, text).toBe(true);
    }
  });

  it('a person’s phone, a date range and a web address are not', () => {
    for (const text of ['Tel.: 0123/45678', 'Ma 12-14 og fre 3-5 mai', 'www.kari-nordmann.no']) {
      expect(organisationEvidence(text).staffed, text).toBe(false);
    }
  });
});
