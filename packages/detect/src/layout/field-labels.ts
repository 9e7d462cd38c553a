/**
 * What a form's label says its value is: a person's name, a part of their address, a phone, an
 * identity number, an income. Labels are read in Norwegian (bokmål, nynorsk), English, German,
 * Dutch, French, Swedish and Danish, with Spanish and Italian where cheap; letters are compared
 * without their accents, so field names written in ASCII ("Arsinntekt", "Sokande_Fornamn") read
 * as their words.
 */
export type FieldKind =
  | 'birth-date'
  | 'birth-place'
  | 'id-number'
  | 'organisation'
  | 'email'
  | 'phone'
  | 'account'
  | 'income'
  | 'postcode'
  | 'place'
  | 'place-or-signature'
  | 'street'
  | 'name'
  | 'signature-date'
  | 'signature-place'
  | 'date';

/**
 * "å" reads "a", "ø" "o", "ß" "ss": labels and the lexicon compared without accents. LaTeX's
 * accents drawn as glyphs of their own ("T´el´ephone", "n´e le") go too.
 */
export function fold(text: string): string {
  return text
    .replace(SPACING_ACCENTS, '')
    .toLocaleLowerCase('nb')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Accents set apart from their letters: acute, grave, diaeresis, circumflex, tilde, cedilla, caron, breve, ring. */
const SPACING_ACCENTS = /[\u00b4`\u00a8\u02c6^\u02dc~\u00b8\u02c7\u02d8\u02da\u02dd]/gu;

const alternatives = (list: string) =>
  list
    .trim()
    .split(/\s*\|\s*/)
    .map(fold)
    .sort((a, b) => b.length - a.length)
    .join('|');

/** Kinds in the order they are tried: the more specific first ("date of birth" before "date"). */
const KINDS: readonly (readonly [FieldKind, string])[] = [
  [
    'birth-date',
    `date of birth | birth date | birthdate | dob | fødselsdato | fodselsdato | foedselsdato | fødselsdag | fødselsår |
     født | fødd | geburtsdatum | geboren | geb | geboortedatum | date de naissance | né le |
     née le | födelsedatum | född | fecha de nacimiento | data di nascita`,
  ],
  [
    'birth-place',
    `place of birth | birthplace | birth place | city of birth | country of birth | fødested |
     fødestad | geburtsort | geboorteplaats | lieu de naissance | födelseort | födelseplats |
     lugar de nacimiento | luogo di nascita`,
  ],
  [
    'signature-place',
    `place of signature | signature place | signed at | underskriftssted | stad for underskrift |
     sted for underskrift | ort der unterschrift | unterschriftsort | plaats van ondertekening |
     lieu de signature | fait à | underskriftsort | underskriftssted`,
  ],
  [
    'signature-date',
    `date of signature | signature date | signed on | date signed | underskriftsdato |
     dato for underskrift | datum underskrift | datum der unterschrift | datum ondertekening |
     date de signature | underskriftsdatum | sted og dato | place and date | ort und datum |
     datum und ort | plaats en datum | lieu et date | ort och datum | lugar y fecha |
     luogo e data`,
  ],
  [
    'id-number',
    `fødselsnummer | fodselsnummer | foedselsnummer | fnr | personnummer | person nr | personnr |
     d nummer | d number |
     national id | national identity number | national insurance number | ni number | nino |
     identity number | identity card | id number | id nr | id no | social security | ssn |
     passport | passnummer | passport number | tax id | taxpayer id | tin | itin | aadhaar |
     aadhaar no | pan | pan number | steuer id | identifikationsnummer |
     steuerliche identifikationsnummer | steueridentifikationsnummer |
     sozialversicherungsnummer | versichertennummer | bsn | burgerservicenummer |
     numéro de sécurité sociale | sécurité sociale | num secu | numero secu | nir | nie | dni |
     nif | cuit | cuil | codice fiscale | cpr | cpr nummer | samordningsnummer | alien number |
     alien registration number | uscis online account number | duf nummer`,
  ],
  [
    'organisation',
    `company name | company | organisation name | organization name | organisation |
     organization | employer | employer name | name of employer | business name | trade name |
     dba | dba name | d/b/a | doing business as |
     firm | firmanavn | foretak | foretaksnavn | virksomhet | virksomhetens navn | verksemd |
     namn på verksemda | arbeidsgiver | arbeidsgivers navn | arbeidsgjevar | firma | firmenname |
     unternehmen | arbeitgeber | name des arbeitgebers | bedrijf | bedrijfsnaam | werkgever |
     naam werkgever | entreprise | employeur | raison sociale | nom de la société | société |
     företag | företagets namn | företagsnamn | arbetsgivare | virksomhed | virksomhedens navn |
     arbejdsgiver | empresa | empleador | azienda | datore di lavoro | ragione sociale`,
  ],
  [
    'email',
    `e mail | email | e mail address | email address | epost | e post | e postadresse |
     epostadresse | courriel | adresse électronique | adresse mail | correo |
     correo electrónico | mailadres | mailadresse | e mailadresse | posta elettronica`,
  ],
  [
    'phone',
    `phone | phone number | telephone | telephone number | tel | tel nr | tlf | tlf nr | mobil |
     mobile | mobile number | cell | cell phone | fax | telefax | handy | handynummer |
     téléphone | portable | telefoon | telefoonnummer | mobiel | mobiele nummer | teléfono |
     telefono | cellulare | phone no | daytime phone | evening phone | telefonnr`,
  ],
  [
    'account',
    `iban | account number | bank account | bank account number | account no | kontonummer |
     konto nr | kontonr | bankkonto | bankkontonummer | kontonummer for utbetaling | konto |
     rekeningnummer | rekening | bankrekening | numéro de compte | compte bancaire |
     bankverbindung | kontoverbindung | cuenta | número de cuenta | conto corrente |
     routing number | sort code`,
  ],
  [
    'income',
    `income | annual income | gross income | net income | salary | wage | wages | earnings |
     amount | lønn | løn | beløp | betrag | salaris | loon | bedrag | revenu | revenus | salaire |
     montant | rémunération | lön | belopp | beløb | ingresos | salario | importe | reddito |
     stipendio | importo | jaarinkomen | bruto jaarinkomen | netto jaarinkomen`,
  ],
  [
    'postcode',
    `post code | postcode | postal code | zip | zip code | postnummer | postnr | post nr | plz |
     postleitzahl | code postal | postinummer | código postal | cap | pin code | pincode`,
  ],
  [
    'place',
    `city | town | city or town | poststed | post sted | poststad | bosted | bustad | wohnort |
     stadt | woonplaats | ville | localité | commune | postort | postdistrikt | ciudad |
     localidad | città | comune | municipality | kommune`,
  ],
  // A place alone: the signature's next to a date or a signature, else the address's.
  ['place-or-signature', `sted | stad | ort | plaats | lieu | place | by | luogo | lugar`],
  [
    'street',
    `address | address line | mailing address | home address | street | street address |
     street number and name | street name | house number | apartment | apt | suite | flat |
     care of | in care of | c o | adresse | boligadresse | bostedsadresse | postadresse |
     hjemmeadresse | gateadresse | vegadresse | gate | gatenavn | husnummer | leilighet |
     bolignummer | anschrift | straße | strasse | hausnummer | adres | straat | huisnummer |
     rue | voie | adresse postale | adress | gatuadress | utdelningsadress | vej | vejnavn |
     dirección | domicilio | calle | indirizzo | via | commonly known as | located at |
     situated at | residing at | resident at | whose address is | bosatt i | bosatt på`,
  ],
  [
    'name',
    `name | full name | first name | given name | last name | family name | surname |
     middle name | maiden name | forename | first | last | middle | given | family | navn |
     fullt navn | namn | naam | nom | prénom | nom de famille | nom de naissance | vorname |
     rufname | nachname | familienname | voornaam | voornamen | voorletters | tilltalsnamn |
     nombre | apellido | apellidos | cognome | nome | sobrenome | imię | nazwisko | jméno |
     příjmení | etunimi | sukunimi | soyadı | adı soyadı | фамилия | имя | отчество | фио |
     氏名 | 姓名 | 이름 | 성명 | account holder | kontoinnehaver |
     kontohaver | kontoinhaber`,
  ],
  ['date', `date | dato | datum | fecha | data | le`],
];

/**
 * Roots that end compound words in Norwegian, Swedish, Danish, German and Dutch: "Barnets
 * fornavn", "Bruttoeinkommen", "Husstandsindkomst", "Mobiltelefon", "Hjemmeadresse".
 */
const COMPOUND_ENDINGS: readonly (readonly [FieldKind, string])[] = [
  ['income', `inntekt | inntekter | einkommen | inkomen | indkomst | inkomst | gehalt | lohn`],
  [
    'name',
    `fornavn | etternavn | mellomnavn | førenamn | etternamn | förnamn | efternamn | efternavn |
     mellemnavn | fornamn | forenamn | voornaam | achternaam | vorname | nachname |
     familienname | tilltalsnamn`,
  ],
  ['phone', `telefon | telefonnummer | telefoon | telefoonnummer | mobilnummer`],
  ['street', `adresse | adresser | adress | anschrift`],
];

/**
 * Who a value is rather than what: "Søker", "Child", "Witness". Only a short label of its own
 * says so; in a sentence ("as my Attorney-in-Fact") the word is prose.
 */
const PERSON_ROLES = new RegExp(
  `^(?:[\\p{L}'’]+ ){0,2}?(?:${alternatives(`applicant | søker | søkar | søkjar | antragsteller |
    aanvrager | demandeur | sökande | ansøger | solicitante | richiedente | child | barn |
    barnets | kind | enfant | parent | mother | father | mor | far | spouse | ektefelle |
    partner | principal | attorney | witness | vitne | guardian | verge | signer | signatory`)})(?: [\\p{L}\\p{N}'’]+){0,2}$`,
  'u',
);

/**
 * Labels that name one part of a person's name ("Etternavn", "Last name", "Apellido",
 * "Barnets fornavn"): what stands under them is a name part, whatever a lexicon knows of it. A
 * plain "Name" or "Payee name" may hold a company's.
 */
const NAME_PARTS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternatives(`first name | first names | given name | given names | last name |
    family name | surname | surnames | middle name | maiden name | forename | forenames |
    nom de famille | nom de naissance | prénom | prénoms | apellido | apellidos | cognome |
    sobrenome | imię | nazwisko | jméno | příjmení | etunimi | sukunimi | soyadı | фамилия |
    имя | отчество`)})(?![\\p{L}\\p{N}])|(?:${alternatives(`fornavn | etternavn | mellomnavn | førenamn |
    etternamn | förnamn | efternamn | efternavn | mellemnavn | voornaam | voornamen | achternaam |
    vorname | nachname | familienname | rufname | tilltalsnamn`)})(?![\\p{L}\\p{N}])`,
  'u',
);

/** Whether a label names one part of a person's name, not a name that may be a company's. */
export function namesNamePart(label: string): boolean {
  return NAME_PARTS.test(labelWords(label));
}

/**
 * A table's column of people, named by who they are: "Patient", "Employee", "Mottaker",
 * "Mitglied". A cell under one is a person's name when it is written like one (surname first, or
 * with a known given name or surname).
 */
const COLUMN_ROLES = new RegExp(
  `^(?:${alternatives(`patient | patients | employee | employees | staff member | physician | doctor |
    practitioner | member | student | pupil | tenant | resident | donor | contributor | recipient |
    beneficiary | payee | applicant | claimant | insured | policyholder | debtor | defendant |
    plaintiff | witness | child | parent | guardian | spouse | passenger | guest | participant |
    attendee | candidate | voter | worker | pasient | ansatt | arbeidstaker | medlem | elev |
    leietaker | mottaker | giver | lege | søker | deltaker | passasjer | verge | mitarbeiter |
    arbeitnehmer | arzt | ärztin | mitglied | schüler | mieter | empfänger | spender | teilnehmer |
    antragsteller | patiënt | werknemer | arts | lid | leerling | huurder | ontvanger | deelnemer |
    salarié | employé | médecin | membre | élève | locataire | bénéficiaire | donateur | passager |
    paciente | empleado | médico | socio | alumno | inquilino | beneficiario | donante | aportante |
    participante | pasajero | anställd | läkare | hyresgäst | mottagare | deltagare | ansat | læge |
    lejer | modtager | deltager`)})$`,
  'u',
);

/** Whether a table header names a column of people by their role ("Patient", "Mottaker"). */
export function namesPeople(header: string): boolean {
  return COLUMN_ROLES.test(labelWords(header));
}

/**
 * A table's column of goods and services: "Artikel", "Description", "Varebeskrivelse",
 * "Désignation", also after the number's header drawn with it ("Art.Nr. Artikel"). What stands under one is a product or a service, which the tagger may read as
 * a name ("Ferritringkern Mn-Zn").
 */
const COLUMN_ITEMS = new RegExp(
  `(?:^|\\s)(?:${alternatives(`item | items | article | product | products | description | item description |
    product description | service | services | goods | artikel | artikelbezeichnung | bezeichnung |
    beschreibung | produkt | leistung | leistungen | ware | beskrivelse | varebeskrivelse | vare |
    varer | varetekst | tjeneste | tjenester | produkt | ytelse | beskrivning | benämning | tjänst |
    omschrijving | artikel omschrijving | dienst | désignation | designation | libellé | produit |
    prestation | descripción | concepto | producto | artículo | descrizione | articolo | prodotto |
    descrição | produto | nazwa | nazwa towaru | towar | usługa | kuvaus | tuote | nimike`)})$`,
  'u',
);

/** Whether a table header names a column of goods or services ("Artikel", "Description"). */
export function namesItems(header: string): boolean {
  return COLUMN_ITEMS.test(labelWords(header));
}

/** Words that make a "name" label something else's name ("file name", "user name"). */
const NOT_A_PERSON =
  /\b(?:file|user|product|item|street|road|project|course|school|vessel|ship|brand|program|domain|host|device|bank|form|document|field|model|plan|fund|event|city|town|country|state|county|trade|business|company|account)\s?name\b|\b(?:brukernavn|filnavn|stedsnavn|benutzername|dateiname|nom d'utilisateur|username|filename)\b/;

const wordPattern = (list: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(list)})(?![\\p{L}\\p{N}])`, 'u');
const endingPattern = (list: string) =>
  new RegExp(`(?:${alternatives(list)})(?![\\p{L}\\p{N}])`, 'u');

const PATTERNS = KINDS.map(([kind, list]) => [kind, wordPattern(list)] as const);
const ENDINGS = COMPOUND_ENDINGS.map(([kind, list]) => [kind, endingPattern(list)] as const);

/** Words of tools, not of the form: "Textfeld 12", "topmostSubform", "Champ de texte 29". */
const TOOL_WORDS = new Set(
  `txt fld feld veld felt tekstfelt textfeld textfalt champ texte text tekst field fill undefined
   topmost subform page form`.split(/\s+/),
);

/**
 * A label as words in lower case without accents: "Pt1Line1a_FamilyName[0]" reads "family
 * name", "txtPoststad" "poststad", "4.b Ort" "ort", "E-post:" "e post"; numbering, brackets,
 * tool words and prefixes go.
 */
export function labelWords(label: string): string {
  const words = fold(
    label
      .replace(/\[\d+\]/g, ' ')
      .replace(/^\s*\d+(?:\.\d+)*[.)]?\s*[a-z]?[.)]?\s+/i, '')
      .replace(
        /(^|[._\s])(?:txt|fld)(?=[A-Za-z_])|(^|[._\s])(?:tb|tf|chk|cmb|lbl)(?=[A-Z_])/g,
        '$1$2',
      )
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2'),
  )
    .replace(/[^\p{L}\p{N}'’]+/gu, ' ')
    .split(' ');
  return words.filter((word) => word !== '' && !/\d/.test(word) && !TOOL_WORDS.has(word)).join(' ');
}

/** Words of a signature, in the languages read: "Underskrift", "Unterschrift", "Ondertekening". */
export const SIGNATURE =
  /(?<![\p{L}])(?:underskrift|underskrifter|unterschrift|signatur|signature|handtekening|ondertekening|firma|signed|signert)/u;
const PLACE_WORD = /(?<![\p{L}])(?:sted|stad|ort|plaats|lieu|place|by|luogo|lugar)(?![\p{L}])/u;
const DATE_WORD = /(?<![\p{L}])(?:dato|datum|date|fecha|data)(?![\p{L}])/u;

/** Kinds whose words mean something else in longer labels ("Prepared by", "Le montant"). */
const ALONE_ONLY: ReadonlySet<FieldKind> = new Set(['place-or-signature', 'date']);

/**
 * What a label says its value is, or undefined when it says nothing this knows. `roles`: a short
 * label of who ("Søker", "Child") names a person too.
 */
export function fieldKindOf(label: string, { roles = true } = {}): FieldKind | undefined {
  const words = labelWords(label);
  if (words === '') return undefined;
  const count = words.split(' ').length;
  // "Ort_Underskrift", "Plaats ondertekening", "Underskrift dato": the signature's place or date.
  if (SIGNATURE.test(words)) {
    if (PLACE_WORD.test(words)) return 'signature-place';
    if (DATE_WORD.test(words)) return 'signature-date';
  }
  for (const [kind, pattern] of PATTERNS) {
    if (!pattern.test(words) || (ALONE_ONLY.has(kind) && count > 1)) continue;
    if (kind === 'name' && NOT_A_PERSON.test(words)) return undefined;
    return kind;
  }
  for (const [kind, pattern] of ENDINGS) if (pattern.test(words)) return kind;
  return roles && PERSON_ROLES.test(words) && count <= 3 ? 'name' : undefined;
}
