import type { BlockRole } from '../span';

/** Alternatives longest first, so "bill to address" is tried before "bill to". */
const words = (list: string) =>
  list
    .trim()
    .split(/\s*\|\s*/)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.]/g, '\\.').replace(/ /g, '[ \\u00a0]+'))
    .join('|');

/**
 * Words that head a block and say whose it is, in Norwegian (bokmål and nynorsk), English,
 * German, Dutch, French, Swedish, Danish, Spanish and Italian, and the Swiss QR bill's
 * "Zahlbar an" (the creditor) and "Zahlbar durch" (the debtor). A cue counts when it stands alone
 * on its line or ends in a colon, so "til" and "from" in a sentence are no cues.
 */
const ROLE_CUES: readonly (readonly [BlockRole, string])[] = [
  [
    'sender',
    words(`avsender | avsendar | fra | from | sender | absender | abs. | afzender | van |
      expéditeur | avsändare | från | afsender | remitente | mittente | nadawca |
      returadresse | return address | rücksendeadresse | retouradres | adresse de retour |
      returadress | vår ref | vår referanse | vår dato | deres ref | deres referanse |
      saksbehandler | saksbehandlar | our ref | our reference | your ref | your reference |
      unser zeichen | ihr zeichen | onze referentie | uw referentie | notre référence |
      votre référence | vår referens | er referens | vores ref | jeres ref`),
  ],
  [
    'seller',
    words(`selger | seljar | seller | sold by | vendor | supplier | service provider |
      issued by | leverandør | tjenesteyter | fakturautsteder | lieferant | verkäufer |
      rechnungssteller | dienstleister | verkoper | leverancier | verkoopkantoor | vendeur |
      fournisseur | prestataire | säljare | leverantör | sælger | vendedor | proveedor |
      venditore | fornitore | sprzedawca | dostawca | wystawca | zahlbar an | payable to |
      payable à | pagabile a | konto / zahlbar an | account / payable to | compte / payable à |
      conto / pagabile a`),
  ],
  [
    'recipient',
    words(`til | to | mottaker | mottakar | recipient | addressee | empfänger | an | aan |
      geadresseerde | destinataire | mottagare | till | modtager | destinatario |
      send til | sendes til | send to | senden an | zenden aan | envoyer à | skickas till |
      adresat | odbiorca`),
  ],
  [
    'buyer',
    words(`kjøper | kjøpar | kunde | buyer | purchaser | customer | bill to | billed to |
      bill to address | invoice to | ship to | sold to | deliver to | fakturaadresse |
      leveringsadresse | fakturamottaker | käufer | rechnungsempfänger | rechnungsadresse |
      lieferadresse | lieferanschrift | koper | klant | factuuradres | afleveradres |
      factuurontvanger | acheteur | client | facturé à | adresse de facturation |
      adresse de livraison | köpare | kund | faktureringsadress | fakturaadress | leveransadress |
      billing address | invoice address | rechnungsanschrift | køber |
      faktureringsadresse | comprador | cliente | fatturare a | indirizzo di fatturazione |
      facturar a | dirección de facturación | nabywca | płatnik | zahlbar durch | payable by |
      payable par | pagabile da`),
  ],
  [
    'signature',
    words(`med vennlig hilsen | vennlig hilsen | med helsing | mvh | kind regards |
      best regards | yours sincerely | yours faithfully | sincerely | mit freundlichen grüßen |
      mit freundlichen grüssen | freundliche grüße | met vriendelijke groet |
      met vriendelijke groeten | cordialement | bien cordialement | med vänlig hälsning |
      vänliga hälsningar | med venlig hilsen | venlig hilsen | atentamente | cordiali saluti |
      underskrift | signatur | signature | unterschrift | handtekening`),
  ],
];

/**
 * Words of a label or a header that make what it names an organisation's: the payer's, the
 * employer's ("PAYER'S TIN", "c Employer's name, address, and ZIP code", "Firmenadresse").
 */
export const ORGANISATION_OWNER =
  /(?<![\p{L}])(?:payer|payers|employer|employers|company|business|firm|organi[sz]ation|vendor|supplier|seller|issuer|arbeidsgiver|arbeidsgivers|arbeitgeber|firmen|employeur|empresa|empleador|werkgever|arbetsgivare|arbejdsgiver)(?![\p{L}])/u;

/** An article before a party's name ("LE CLIENT", "Der Käufer", "The Buyer"). */
const ARTICLE = String.raw`(?:(?:le|la|les|der|die|das|het|de|el|the)[ \t]+|l['’])?`;

const CUE = new RegExp(
  `^[ \\t]*${ARTICLE}(?:${ROLE_CUES.map(([, cue], index) => `(?<c${index}>${cue})`).join('|')})(?![\\p{L}\\p{N}])[ \\t]*(?<colon>:)?`,
  'iu',
);

/**
 * The role a cue at the start of `line` gives its block, and where the cue ends; undefined when
 * the line does not start with a cue that ends in a colon or stands alone ("Til: Kari", "Bill
 * To", "Med vennlig hilsen"). Closings count without a colon.
 */
export function cueAt(line: string): { role: BlockRole; end: number; alone: boolean } | undefined {
  const match = CUE.exec(line);
  if (!match?.groups) return undefined;
  const index = ROLE_CUES.findIndex((_, at) => match.groups![`c${at}`] !== undefined);
  const role = ROLE_CUES[index]![0];
  const rest = line.slice(match[0].length);
  // A second name for the same part after a slash is part of the cue ("Käufer/Leistungsempfänger").
  const alone = /^(?:[,.]?|\/[ \t]*\p{L}[\p{L}-]*[ \t]*:?)$/u.test(rest.trim());
  if (!match.groups.colon && !alone && role !== 'signature') return undefined;
  return { role, end: match[0].length, alone };
}

/**
 * Public bodies by the shape of their names: "City of Austin", "Göteborgs Stad", "Stadt Köln",
 * German offices in -amt ("Bezirksamt Hamburg-Nord", "Bürgeramt"), Swedish agencies in -kassan,
 * -förmedlingen, -myndigheten, -verket ("Försäkringskassan", "Arbetsförmedlingen"), French
 * caisses, Dutch diensten.
 */
const PUBLIC_BODY_SHAPES =
  /(?<![\p{L}])(?:(?:City|County|State|Town|Borough|Province|Commune|Ville)\s+(?:of|de|d')\s*\p{Lu}|\p{Lu}[\p{L}-]+s\s+(?:Stad|Kommun|Kommune)(?![\p{L}])|(?:Stadt|Kreis|Landkreis|Gemeinde|Provincie|Gemeente)\s+\p{Lu}|\p{Lu}\p{L}*(?<![Gg]es)amt(?![\p{L}])|\p{Lu}\p{L}*(?:kassan|förmedlingen|myndigheten|verket|styrelsen|etaten|direktoratet|tilsynet)(?![\p{L}])|Caisse\s+(?:d'|de\s|des\s|primaire)|Dienst\s+\p{Lu}|\p{Lu}[\p{L}\s]*\s(?:Department|Administration|Revenue|Customs)(?![\p{L}]))/u;

/**
 * Mailboxes and web addresses of governments: "income.services@hackney.gov.uk", "www.nav.no"
 * is named above; domains under .gov, .gov.uk, .gouv.fr, .gob.es, .gv.at, .admin.ch, .bund.de,
 * .gc.ca, .europa.eu and the like are a public body's.
 */
const PUBLIC_BODY_DOMAIN =
  /[@.](?:[\p{L}\p{N}-]+\.)*(?:gov|gouv|gob|govt|gv|admin|bund|gc|europa|mil)\.(?:[a-z]{2})(?![\p{L}\p{N}.-])|[@.](?:[\p{L}\p{N}-]+\.)*(?:gov|mil)(?![\p{L}\p{N}.-])/u;

/**
 * Legal forms of companies and associations that are no other word: "GmbH", "B.V.", "Ltd",
 * "S.p.A.", "A.Ş.", "s.r.o.", "ООО", Belgium's "vzw" and "asbl".
 */
const COMPANY_FORM =
  /(?<![\p{L}\p{N}])(?:GmbH|GMBH|gGmbH|mbH|e\.\s?V\.|e\.\s?K(?:fm|fr)?\.|Ltd\.?|Limited|LLC|L\.L\.C\.|LLP|Inc\.|Incorporated|Corp\.|Corporation|PLC|plc|B\.V\.|b\.v\.|N\.V\.|ApS|A\/S|I\/S|Oyj|SARL|S\.A\.R\.L\.|S\.A\.S\.|S\.A\.|SpA|S\.p\.A\.|Srl|S\.r\.l\.|S\.R\.L\.|SRL|srl|s\.r\.l\.|s\.p\.a\.|snc|s\.n\.c\.|s\.a\.s\.|sarl|s\.a\.r\.l\.|Sagl|SAGL|e\.U\.|Ltda\.?|LTDA\.?|Lda\.?|EIRELI|S\/A|S\.L\.|Sp\.\s?z\s?o\.o\.|GbR|Pty|Pte|KGaA|Stiftung|Stichting|Foundation|Verein|Spółka\s+Akcyjna|Spółka\s+z\s+o\.\s?o\.|sp\.\s?z\s?o\.\s?o\.|Sociedad\s+Anónima|Società\s+per\s+azioni|Aktiengesellschaft|Aksjeselskap|Aktiebolag|Aktieselskab|Osakeyhtiö|A\.Ş\.|Ltd\.?\s?Şti\.?|Anonim\s+Şirketi|Limited\s+Şirketi|s\.\s?r\.\s?o\.|spol\.\s?s\s?r\.\s?o\.|ООО|ОАО|ЗАО|ПАО|S\.L\.U\.|S\.A\.U\.|S\.n\.c\.|S\.a\.s\.|SASU|EURL|IVS|K\/S|P\/S|V\.O\.F\.|vzw|VZW|v\.z\.w\.|ivzw|asbl|ASBL|a\.s\.b\.l\.|BVBA|bvba|SPRL|sprl|CVBA|cvba|VoG)(?![\p{L}\p{N}])|(?:有限公司|有限责任公司|股份有限公司|株式会社|有限会社|合同会社|주식회사|유한회사|\(주\)|㈜)/u;
/**
 * Short legal forms, which are words too ("AS" in "AS FOLLOWS", "DA", "SE"): only at the end of a
 * name, after a capitalised word and before the line's end or a comma ("Nordmann Bygg AS").
 */
const SHORT_COMPANY_FORM =
  /(?<=\p{Lu}[\p{L}&'.-]*[ \u00a0])(?:AS|ASA|ANS|DA|SA|AG|KG|OHG|UG|BV|NV|AB|Ab|HB|KB|Oy|Oyj|SAS|SE|Inc|Corp|Co\.|AŞ|VOF|SL)(?=[ \t]*(?:$|[,;)/]|\n))/mu;

/** What only organisations print: registration and tax numbers, trade registers, boards. */
const REGISTRATION =
  /(?<![\p{L}])(?:org\.?\s?n(?:r|o)\b|organisasjonsnummer|organisationsnummer|foretaksregisteret|merverdiavgift|vat\s?(?:no|number|reg)|ust[-.\s]?id|ust-?idnr|umsatzsteuer-?id|handelsregister|amtsgericht|registergericht|kamer\s+van\s+koophandel|btw[-\s]?(?:nr|nummer|id)|n°\s?tva|company\s+(?:no|number|reg)|registered\s+(?:in|office|number)|reg\.?\s?no|sitz\s+der\s+gesellschaft|geschäftsführer|vorstand|aufsichtsrat|styreleder|daglig\s+leder|p\.\s?iva|partita\s+iva|ondernemingsnummer|y-tunnus|(?:ičo|dič|nipc|cnpj)(?![\p{L}])|uid-?nr\.?)/iu;
/** The same in capitals, which as lower-case words mean something else ("ein", "nip"). */
const REGISTRATION_CODES =
  /(?<![\p{L}])(?:MVA|VAT|HRB|HRA|KvK|KVK|BTW|SIRET|SIREN|RCS|TVA|NIP|REGON|KRS|CVR|ABN|ACN|EIN|CIF|CNPJ|IČO|DIČ)(?![\p{L}])/u;

/** Public bodies known by name or acronym: their letters' and forms' addresses are public. */
const PUBLIC_BODY_NAMES =
  /(?<![\p{L}])(?:NAV|Nav|UDI|UNE|IRS|HMRC|USCIS|UWV|CAF|CPAM|URSSAF|SKAT|Skatteetaten|Skattekontoret|Lånekassen|Husbanken|Statens\s+vegvesen|Politiet|Tolletaten|Kartverket|Brønnøysundregistrene|Helfo|Statsforvalteren|Fylkesmannen|Sivilombudet|Trygderetten|Folkeregisteret|Bufetat|Kemneren|Altinn|Finanzamt|Bundesagentur|Jobcenter|Belastingdienst|Försäkringskassan|Skatteverket|Migrationsverket|Udbetaling\s+Danmark)(?![\p{L}])/u;
/** Norwegian, Swedish and Danish names of public bodies end in these ("Arbeidstilsynet"). */
const PUBLIC_BODY_ENDINGS =
  /(?:kommune|kommun|fylkeskommune|etaten|direktoratet|departementet|tilsynet|verket|styrelsen|myndigheten|ministeriet|sykehus|sykehuset|universitet|universitetet|høgskole|høgskolen|tingrett|lagmannsrett|politidistrikt|helseforetak)(?![\p{L}])/iu;
/**
 * Words that name a public body or an institution in a name ("Ministry of …", "Amtsgericht").
 * A court by its kind or of its place ("County Court", "Court of Appeal"): "Jelly Court" in a UK
 * address is a building.
 */
const PUBLIC_BODY_WORDS =
  /(?<![\p{L}])(?:ministry|agency|council|authority|(?:high|supreme|district|county|crown|family|federal|circuit|superior|municipal|probate|magistrates['’]?|appeals?|tax|labou?r|employment|juvenile|youth)\s+court|court\s+of|university|hospital|police|government|municipality|commission|behörde|ministerium|gericht|gemeinde|landratsamt|stadtverwaltung|gemeente|ministerie|rechtbank|provincie|ministère|préfecture|mairie|tribunal|universiteit|universität|université|domstol|regionen)(?![\p{L}])/iu;

/**
 * Mailboxes of an organisation rather than a person: "post@", "kundeservice@", "sales.nl@", and
 * a team's or a service's after its subject ("income.services@", "rent-team@").
 */
export const ORGANISATION_MAILBOX =
  /(?<![\p{L}\p{N}._-])(?:post|postmottak|postkasse|info|kontakt|contact|firmapost|kundeservice|kundesenter|support|service|office|kontor|mail|sales|salg|billing|invoice|invoices|faktura|rechnung|buchhaltung|accounts|hello|hei|noreply|no-reply|admin|booking|order|orders|ordre|bestilling|customerservice|klantenservice|service-client|kundtjanst|kundeservice)(?:[._-][\p{L}\p{N}]+)?@|(?<![\p{L}\p{N}._-])[\p{L}\p{N}]+[._-](?:services|service|support|team|enquiries|inquiries|helpdesk|office|billing|accounts|sales|info|kontakt|contact)@/iu;

/** Switchboards and service lines: a phone of an organisation. */
const ORGANISATION_LINE =
  /(?:客服|传真|傳真|代表電話|お問い合わせ)|(?<![\p{L}])(?:fax|telefax|BIC|SWIFT|sentralbord|switchboard|zentrale|kundeservice|kundesenter|customer\s+service|hotline|servicetelefon|klantenservice|service\s+client|kundtjänst|åpningstid\w*|opening\s+hours|öffnungszeiten|openingstijden)(?![\p{L}])/iu;

/**
 * Opening hours, a weekday range and a time range: "Mo.-Fr. 08.30 - 12.30 Uhr",
 * "Mon–Fri 9:00–17:00", "man.–fre. 08.00–15.30", "ma-vr 9-17", "lun.-ven. 9h-18h".
 */
const OPENING_HOURS =
  /(?<![\p{L}])(?:mo|mon|man|ma|mån|lun|lu)\.?[ \t]?[-–][ \t]?(?:fr|fri|fre|vr|ven|vi)\.?,?:?[ \t]*(?:kl\.?[ \t]*)?\d{1,2}(?:[.:h]\d{2}|h)?[ \t]?[-–][ \t]?\d{1,2}(?:[.:h]\d{2}|h)?/iu;

/** A web address: persons print them too, so it only adds to other evidence. */
const WEB = /(?<![\p{L}\p{N}@])(?:www\.|https?:\/\/)[\p{L}\p{N}.-]+/iu;

/** What a block prints that says an organisation holds it. */
export type OrganisationEvidence = {
  /** A legal form ("GmbH", "AS"): customers have one too, so it names a company, not whose. */
  companyForm: boolean;
  /** A registration or tax number, a trade register, a board: the issuer's own details. */
  registration: boolean;
  /** A public body or an institution. */
  publicBody: boolean;
  /** An organisation's mailbox, a switchboard, a fax or a web address. */
  weak: boolean;
  /** A switchboard, a fax, a service line or opening hours: an office's, never a person's. */
  staffed: boolean;
  /** A web address, and nothing else of the weak evidence: persons have sites too. */
  webOnly: boolean;
};

/** What in `text` (a block's lines) says that an organisation holds it. */
export function organisationEvidence(text: string): OrganisationEvidence {
  const staffed = ORGANISATION_LINE.test(text) || OPENING_HOURS.test(text);
  const mailbox = ORGANISATION_MAILBOX.test(text);
  return {
    companyForm: hasCompanyForm(text),
    registration: REGISTRATION.test(text) || REGISTRATION_CODES.test(text),
    publicBody:
      PUBLIC_BODY_NAMES.test(text) ||
      PUBLIC_BODY_ENDINGS.test(text) ||
      PUBLIC_BODY_WORDS.test(text) ||
      PUBLIC_BODY_SHAPES.test(text) ||
      PUBLIC_BODY_DOMAIN.test(text),
    weak: mailbox || staffed || WEB.test(text),
    staffed,
    webOnly: !mailbox && !staffed && WEB.test(text),
  };
}

/** A short legal form as a word of its own anywhere in a value: "Kunden AG Mitte". */
const LEGAL_FORM_WORD =
  /(?<![\p{L}\p{N}])(?:AG|AS|ASA|KG|OHG|UG|BV|NV|AB|Oy|SAS|SA|SE|Inc|INC|Corp|CORP|CORPORATION|INCORPORATED|LIMITED|PLC|LLP|Ltd|LTD|LLC|GmbH|GMBH)(?![\p{L}\p{N}])/u;

/**
 * Whether a value that stands alone (a form field's, a line over an address) names a company:
 * it has a legal form, a short one as a word of its own too ("Kunden AG Mitte" under "Name:").
 */
export const namesCompany = (value: string) => hasCompanyForm(value) || LEGAL_FORM_WORD.test(value);

/** Whether a line names a company by its legal form ("Muster GmbH", "Lenze B.V."). */
export function hasCompanyForm(line: string): boolean {
  return COMPANY_FORM.test(line) || SHORT_COMPANY_FORM.test(line);
}
