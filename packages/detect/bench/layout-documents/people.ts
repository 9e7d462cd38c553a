/**
 * People, companies and public bodies of the twelve countries, with the e-mail addresses and
 * websites they print: a person's own mailbox (kari.hansen@online.no), an organisation's
 * (post@, kundeservice@, info@).
 */
import { pick, type Random } from '../identifiers';
import type { Country } from './model';

const GIVEN: Record<Country, string[]> = {
  NO: [
    'Kari',
    'Ola',
    'Ingrid',
    'Henrik',
    'Sigrid',
    'Magnus',
    'Astrid',
    'Eirik',
    'Nora',
    'Jonas',
    'Solveig',
    'Håkon',
  ],
  SE: ['Anna', 'Erik', 'Maja', 'Lars', 'Elsa', 'Johan', 'Karin', 'Oskar', 'Linnéa', 'Gustav'],
  DK: ['Mette', 'Søren', 'Freja', 'Mads', 'Ida', 'Rasmus', 'Signe', 'Mikkel', 'Karen', 'Jesper'],
  DE: [
    'Jürgen',
    'Sabine',
    'Lukas',
    'Anna-Lena',
    'Stefan',
    'Katrin',
    'Matthias',
    'Julia',
    'Uwe',
    'Petra',
  ],
  NL: ['Sanne', 'Daan', 'Femke', 'Bram', 'Lotte', 'Joost', 'Anouk', 'Thijs', 'Esther', 'Ruben'],
  FR: [
    'Camille',
    'Lucas',
    'Élodie',
    'Julien',
    'Margaux',
    'Théo',
    'Chloé',
    'Nicolas',
    'Amélie',
    'François',
  ],
  GB: [
    'Emma',
    'James',
    'Olivia',
    'Oliver',
    'Charlotte',
    'Harry',
    'Sophie',
    'George',
    'Eleanor',
    'Thomas',
  ],
  US: [
    'Jennifer',
    'Michael',
    'Ashley',
    'Christopher',
    'Emily',
    'Matthew',
    'Jessica',
    'Daniel',
    'Madison',
    'Tyler',
  ],
  IN: ['Priya', 'Rahul', 'Ananya', 'Arjun', 'Sneha', 'Vikram', 'Kavya', 'Rohan'],
  ES: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Marta', 'Pablo'],
  IT: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro'],
  PL: ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Krzysztof'],
};

const FAMILY: Record<Country, string[]> = {
  NO: [
    'Hansen',
    'Johansen',
    'Olsen',
    'Larsen',
    'Andersen',
    'Pedersen',
    'Nilsen',
    'Kristiansen',
    'Haugen',
    'Bakken',
    'Solberg',
    'Strand',
    'Lunde',
    'Myklebust',
  ],
  SE: [
    'Andersson',
    'Johansson',
    'Karlsson',
    'Nilsson',
    'Lindqvist',
    'Bergström',
    'Sjöberg',
    'Holmberg',
    'Ekström',
  ],
  DK: [
    'Jensen',
    'Nielsen',
    'Hansen',
    'Pedersen',
    'Christensen',
    'Sørensen',
    'Rasmussen',
    'Kjær',
    'Mortensen',
  ],
  DE: [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Becker',
    'Hoffmann',
    'Schäfer',
    'Krüger',
    'Wagner',
  ],
  NL: [
    'de Vries',
    'Jansen',
    'van den Berg',
    'Bakker',
    'Visser',
    'Smit',
    'de Jong',
    'van Dijk',
    'Mulder',
    'Vermeulen',
  ],
  FR: [
    'Dubois',
    'Lefèvre',
    'Moreau',
    'Laurent',
    'Girard',
    'Rousseau',
    'Fontaine',
    'Mercier',
    'Bonnet',
    'Durand',
  ],
  GB: [
    'Smith',
    'Jones',
    'Taylor',
    'Brown',
    'Williams',
    'Wilson',
    'Evans',
    "O'Brien",
    'Hughes',
    'Clarke',
  ],
  US: [
    'Johnson',
    'Miller',
    'Davis',
    'Garcia',
    'Rodriguez',
    'Martinez',
    'Anderson',
    'Thompson',
    'Robinson',
    'Walker',
  ],
  IN: ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Menon'],
  ES: ['García López', 'Fernández', 'Martínez Ruiz', 'Sánchez', 'Romero'],
  IT: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Esposito'],
  PL: ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski'],
};

export type Person = {
  given: string;
  family: string;
  name: string;
  email: string;
  isFemale: boolean;
};

/** The given names above that are women's, for honorifics and salutations. */
const FEMALE = new Set([
  ...['Kari', 'Ingrid', 'Sigrid', 'Astrid', 'Nora', 'Solveig', 'Anna', 'Maja', 'Elsa', 'Karin'],
  ...['Linnéa', 'Mette', 'Freja', 'Ida', 'Signe', 'Karen', 'Sabine', 'Anna-Lena', 'Katrin'],
  ...['Julia', 'Petra', 'Sanne', 'Femke', 'Lotte', 'Anouk', 'Esther', 'Camille', 'Élodie'],
  ...['Margaux', 'Chloé', 'Amélie', 'Emma', 'Olivia', 'Charlotte', 'Sophie', 'Eleanor'],
  ...['Jennifer', 'Ashley', 'Emily', 'Jessica', 'Madison', 'Priya', 'Ananya', 'Sneha', 'Kavya'],
  ...['Lucía', 'Carmen', 'Marta', 'Giulia', 'Francesca', 'Chiara', 'Katarzyna', 'Agnieszka'],
  'Magdalena',
]);

const MAIL_DOMAINS: Record<Country, string[]> = {
  NO: ['online.no', 'gmail.com', 'hotmail.com', 'live.no'],
  SE: ['telia.com', 'gmail.com', 'hotmail.se', 'bredband.net'],
  DK: ['gmail.com', 'outlook.dk', 'mail.dk', 'jubii.dk'],
  DE: ['web.de', 'gmx.de', 't-online.de', 'gmail.com'],
  NL: ['ziggo.nl', 'gmail.com', 'kpnmail.nl', 'hotmail.nl'],
  FR: ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net'],
  GB: ['btinternet.com', 'gmail.com', 'outlook.com', 'yahoo.co.uk'],
  US: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'],
  IN: ['gmail.com', 'rediffmail.com', 'yahoo.co.in'],
  ES: ['gmail.com', 'hotmail.es', 'telefonica.net'],
  IT: ['libero.it', 'gmail.com', 'virgilio.it'],
  PL: ['wp.pl', 'onet.pl', 'gmail.com'],
};

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** A person of a country with the private e-mail address such a person has. */
export function personOf(random: Random, country: Country): Person {
  const given = pick(random, GIVEN[country]);
  const family = pick(random, FAMILY[country]);
  const local = pick(random, [
    `${ascii(given)}.${ascii(family)}`,
    `${ascii(given)}${ascii(family)}${Math.floor(random() * 90) + 10}`,
    `${ascii(given)[0]}.${ascii(family)}`,
    `${ascii(given)}_${ascii(family)}`,
  ]);
  return {
    given,
    family,
    name: `${given} ${family}`,
    email: `${local}@${pick(random, MAIL_DOMAINS[country])}`,
    isFemale: FEMALE.has(given),
  };
}

export type Organisation = {
  name: string;
  /** A public body rather than a company. */
  isPublic: boolean;
  domain: string;
  /** The organisation's mailbox as it prints it (post@…, kundeservice@…). */
  mailbox: string;
  web: string;
};

const COMPANY_STEMS = [
  'Fjordlys',
  'Nordkapp',
  'Blåbær',
  'Tindeberg',
  'Havbris',
  'Skog og Hav',
  'Solsikke',
  'Granitt',
  'Polarstjerne',
  'Elvebakken',
];
const LEGAL_FORMS: Record<Country, string[]> = {
  NO: ['AS', 'AS', 'ASA', 'SA'],
  SE: ['AB', 'AB', 'HB'],
  DK: ['ApS', 'A/S', 'I/S'],
  DE: ['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.'],
  NL: ['B.V.', 'B.V.', 'N.V.', 'V.O.F.'],
  FR: ['SARL', 'SAS', 'SA', 'EURL'],
  GB: ['Ltd', 'Limited', 'PLC', 'LLP'],
  US: ['Inc.', 'LLC', 'Corp.', 'Co.'],
  IN: ['Pvt. Ltd.', 'Private Limited', 'LLP'],
  ES: ['S.L.', 'S.A.'],
  IT: ['S.r.l.', 'S.p.A.'],
  PL: ['sp. z o.o.', 'S.A.'],
};
const TRADES: Record<Country, string[]> = {
  NO: ['Bygg', 'Regnskap', 'Rør', 'Elektro', 'Transport', 'Eiendom', 'Data', 'Maskin'],
  SE: ['Bygg', 'Redovisning', 'El', 'Fastigheter', 'Konsult', 'Måleri'],
  DK: ['Byg', 'Revision', 'VVS', 'Ejendomme', 'Rådgivning', 'Tømrer'],
  DE: ['Bau', 'Steuerberatung', 'Elektrotechnik', 'Immobilien', 'Logistik', 'Software'],
  NL: ['Bouw', 'Administratie', 'Installatietechniek', 'Vastgoed', 'Advies', 'Transport'],
  FR: ['Bâtiment', 'Conseil', 'Électricité', 'Immobilier', 'Transports', 'Informatique'],
  GB: ['Building Services', 'Accountants', 'Electrical', 'Property', 'Logistics', 'Software'],
  US: ['Construction', 'Consulting', 'Electric', 'Realty', 'Logistics', 'Software'],
  IN: ['Infotech', 'Consultancy', 'Exports', 'Engineering'],
  ES: ['Construcciones', 'Asesores', 'Inmobiliaria'],
  IT: ['Costruzioni', 'Consulenza', 'Immobiliare'],
  PL: ['Budownictwo', 'Doradztwo', 'Nieruchomości'],
};
const TLD: Record<Country, string> = {
  NO: 'no',
  SE: 'se',
  DK: 'dk',
  DE: 'de',
  NL: 'nl',
  FR: 'fr',
  GB: 'co.uk',
  US: 'com',
  IN: 'in',
  ES: 'es',
  IT: 'it',
  PL: 'pl',
};
const MAILBOXES: Record<Country, string[]> = {
  NO: ['post', 'kundeservice', 'faktura', 'firmapost'],
  SE: ['info', 'kundtjanst', 'faktura'],
  DK: ['info', 'kontakt', 'faktura'],
  DE: ['info', 'kontakt', 'service', 'rechnung'],
  NL: ['info', 'klantenservice', 'administratie'],
  FR: ['contact', 'accueil', 'service.client', 'facturation'],
  GB: ['info', 'enquiries', 'accounts'],
  US: ['info', 'support', 'billing'],
  IN: ['info', 'support'],
  ES: ['info', 'contacto'],
  IT: ['info', 'amministrazione'],
  PL: ['biuro', 'kontakt'],
};

/** A company of a country with its legal form, domain, mailbox and web address. */
export function companyOf(random: Random, country: Country): Organisation {
  const stem = pick(random, COMPANY_STEMS);
  const trade = pick(random, TRADES[country]);
  const form = pick(random, LEGAL_FORMS[country]);
  const name = pick(random, [
    `${stem} ${trade} ${form}`,
    `${pick(random, FAMILY[country])} ${trade} ${form}`,
  ]);
  const domain = `${ascii(name.replace(new RegExp(`\\s*${form.replace(/[.&/]/g, '\\$&')}$`), ''))}.${TLD[country]}`;
  return {
    name,
    isPublic: false,
    domain,
    mailbox: `${pick(random, MAILBOXES[country])}@${domain}`,
    web: `www.${domain}`,
  };
}

const PUBLIC_BODIES: Record<Country, [name: string, domain: string, mailbox: string][]> = {
  NO: [
    ['NAV', 'nav.no', 'post'],
    ['Skatteetaten', 'skatteetaten.no', 'post'],
    ['Oslo kommune, Bymiljøetaten', 'oslo.kommune.no', 'postmottak'],
    ['Bergen kommune', 'bergen.kommune.no', 'postmottak'],
    ['Lånekassen', 'lanekassen.no', 'post'],
    ['Utlendingsdirektoratet', 'udi.no', 'udi'],
    ['Statens vegvesen', 'vegvesen.no', 'firmapost'],
    ['Trøndelag fylkeskommune', 'trondelagfylke.no', 'postmottak'],
  ],
  SE: [
    ['Försäkringskassan', 'forsakringskassan.se', 'registrator'],
    ['Skatteverket', 'skatteverket.se', 'huvudkontoret'],
    ['Göteborgs Stad', 'goteborg.se', 'info'],
    ['Arbetsförmedlingen', 'arbetsformedlingen.se', 'registrator'],
  ],
  DK: [
    ['Københavns Kommune', 'kk.dk', 'post'],
    ['Skattestyrelsen', 'skat.dk', 'post'],
    ['Udbetaling Danmark', 'atp.dk', 'kontakt'],
    ['Aarhus Kommune', 'aarhus.dk', 'borgerservice'],
  ],
  DE: [
    ['Finanzamt München', 'finanzamt.bayern.de', 'poststelle'],
    ['Jobcenter Berlin Mitte', 'jobcenter-ge.de', 'jobcenter-berlin-mitte'],
    ['Bezirksamt Hamburg-Nord', 'hamburg.de', 'poststelle'],
    ['Stadt Köln – Bürgeramt', 'stadt-koeln.de', 'buergeramt'],
  ],
  NL: [
    ['Belastingdienst', 'belastingdienst.nl', 'info'],
    ['Gemeente Utrecht', 'utrecht.nl', 'info'],
    ['UWV', 'uwv.nl', 'klantenservice'],
    ['Dienst Uitvoering Onderwijs', 'duo.nl', 'info'],
  ],
  FR: [
    ["Caisse d'allocations familiales", 'caf.fr', 'contact'],
    ['Direction générale des Finances publiques', 'impots.gouv.fr', 'contact'],
    ['Mairie de Lyon', 'mairie-lyon.fr', 'accueil'],
    ['URSSAF Île-de-France', 'urssaf.fr', 'contact'],
  ],
  GB: [
    ['HM Revenue & Customs', 'hmrc.gov.uk', 'enquiries'],
    ['Leeds City Council', 'leeds.gov.uk', 'council.tax'],
    ['Driver and Vehicle Licensing Agency', 'dvla.gov.uk', 'enquiries'],
  ],
  US: [
    ['Internal Revenue Service', 'irs.gov', 'info'],
    ['City of Austin', 'austintexas.gov', '311'],
    ['Social Security Administration', 'ssa.gov', 'info'],
  ],
  IN: [['Income Tax Department', 'incometax.gov.in', 'helpdesk']],
  ES: [['Agencia Tributaria', 'agenciatributaria.es', 'informacion']],
  IT: [['Agenzia delle Entrate', 'agenziaentrate.it', 'info']],
  PL: [['Urząd Skarbowy Warszawa-Śródmieście', 'mf.gov.pl', 'us.warszawa']],
};

/** A public body of a country: an agency, a municipality, a tax office. */
export function publicBodyOf(random: Random, country: Country): Organisation {
  const [name, domain, mailbox] = pick(random, PUBLIC_BODIES[country]);
  return { name, isPublic: true, domain, mailbox: `${mailbox}@${domain}`, web: `www.${domain}` };
}

/** A caseworker's or employee's own mailbox at an organisation (a person's, not the body's). */
export function workMailbox(person: Person, organisation: Organisation): string {
  return `${ascii(person.given)}.${ascii(person.family)}@${organisation.domain}`;
}
