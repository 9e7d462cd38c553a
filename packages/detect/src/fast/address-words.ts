/**
 * The words postal addresses are made of, per country family: street types, unit and box words,
 * regions and countries. The address modules build their patterns and look-ups from these lists.
 */

const words = (list: string): string[] => list.trim().split(/\s+/);
const lowerSet = (list: string): ReadonlySet<string> =>
  new Set(words(list).map((word) => word.toLowerCase()));

/** Regex alternatives of a list, longest first so "Avenue" is tried before "Ave". */
export function alternatives(list: string | readonly string[]): string {
  const items = typeof list === 'string' ? words(list) : [...list];
  return items
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/_/g, ' '))
    .join('|');
}

/** How sure a street form alone makes us: sure ones pass the default threshold of 0.5. */
export const STREET_SCORES = { sure: 0.55, plain: 0.45, weak: 0.3 } as const;

/**
 * Endings of one-word street names: German, Dutch, Swedish, Danish, Finnish and Icelandic
 * ("Hauptstraße", "Algade", "Mannerheimintie", "Laugavegur").
 */
export const STREET_ENDINGS = words(`
  straße strasse str. weg gasse platz allee damm ufer chaussee steig pfad markt ring
  straat laan gracht plein kade singel dijk steeg dreef
  gatan vägen gränd torget stigen backen allén leden
  gade gaden vej vejen stræde strædet plads pladsen torv torvet vænget boulevard boulevarden
  katu tie kuja polku väylä raitti kaari aukio tori
  vegur gata stígur braut`);
/** Endings that leave no doubt, so the street alone passes the threshold ("Musterweg 1"). */
export const SURE_STREET_ENDINGS = words(`
  straße strasse str. gasse allee straat gracht laan gatan vägen vej vejen stræde
  katu kuja polku väylä vegur stígur`);
/** Endings that close ordinary words too ("Spring", "Brigade"): only after a longer stem. */
export const LONG_STEM_ENDINGS = new Set([
  'ring',
  'markt',
  'platz',
  'kade',
  'damm',
  'tie',
  'tori',
  'gata',
  'braut',
  'kaari',
]);

/** Street words written apart, after the name ("Berliner Straße 5", "Baker Street 221B"). */
export const STREET_WORDS_AFTER = lowerSet(`
  straße strasse str. weg gasse platz allee ring damm ufer chaussee
  straat laan gracht plein kade singel dijk väg vägen gränd torg torget
  gade vej allé plads torv boulevard street road avenue lane drive`);

/** English street types after the name; the first group leaves little doubt. */
export const ENGLISH_TYPES_SURE = words(`
  Street St. St Road Rd. Rd Avenue Ave. Ave Lane Ln. Ln Drive Dr. Boulevard Blvd. Blvd
  Terrace Crescent Parkway Pkwy Highway Hwy Mews Marg`);
export const ENGLISH_TYPES_WEAK = words(`
  Court Ct. Ct Place Pl. Way Close Square Sq. Row Gardens Grove Walk Circle Cir. Trail Hill
  Nagar Colony Layout Salai Cross Main`);

/** French street types, before the name ("12 rue de la Paix", "1069, boulevard de Sainte-Adèle"). */
export const FRENCH_TYPES = words(`
  rue avenue av. boulevard bd bd. place chemin impasse allée quai route cours square passage
  Rue Avenue Boulevard Place Chemin Impasse Allée Quai Route Cours`);

/**
 * Street types that come before the name, the number after: Spanish, Italian, Polish, Portuguese,
 * and Belgian French ("Calle Mayor 5", "Via Roma 10", "ul. Długa 5", "Rue de la Loi 16").
 */
export const TYPES_FIRST = lowerSet(`
  calle c/ avenida avda. avda av. paseo pº plaza pza. camino carretera ctra. ronda travesía
  glorieta rambla via viale v.le piazza p.za piazzale corso c.so largo vicolo strada
  lungomare lungotevere contrada borgo salita ul. ulica al. aleja aleje pl. plac os. osiedle
  rua travessa praça rue avenue boulevard chemin quai impasse laan`);
/** Types-first words that are ordinary words of other languages: a street only with more. */
export const WEAK_TYPES_FIRST = new Set(['via', 'al.', 'pl.', 'os.', 'largo', 'strada']);
/** Small words inside street and place names ("Calle de la Paz", "Żwirki i Wigury"). */
export const NAME_PARTICLES = lowerSet(`
  de del della delle dei degli dello di da do dos das i e y la le les las los des du d' l'
  van von der den am an al alla sul sull' sur`);
/** German street names led by a preposition ("Am Markt 3", "An der Alster 12"). */
export const GERMAN_PREPOSITIONS = new Set(['am', 'im', 'zum', 'zur', 'an', 'auf', 'in', 'unter']);
/** Words that lead a one-word street name ("Västra Hamngatan", "Nieuwe Binnenweg"). */
export const QUALIFIERS = lowerSet(`
  Alte Neue Obere Untere Große Kleine Hohe Lange Nieuwe Oude Korte Hoge Lage Grote
  Västra Östra Norra Södra Stora Lilla Gamla Nya Vester Øster Nørre Søndre Store Lille Gamle Nye
  Gammel Gl. Ny Sankt St. Sint`);

/**
 * Capitalised words that a number follows in headings, references and product names
 * ("Article 5", "Windows 10"): never the name of a street read without a street word.
 */
export const NOT_STREET_NAMES = lowerSet(`
  article artikel art. section sec. chapter kapittel kapitel page side seite page paragraph
  clause item step phase level grade class version release model type part volume vol. no.
  nr. nr no number table tabell figure fig. annex appendix vedlegg anlage schedule rule
  regulation act law form room floor rom etasje building gate terminal platform flight
  windows office iphone android ios python java excel word windows server edition series
  season episode round group team block unit lot case sak ticket order invoice faktura total
  sum beløp amount year år jahr week uke month monat day dag tag top under over and or og
  the der die das den het een le la el il lo une un et und og eller mellom from to til fra
  von bis kl. klokka januar februar mars april mai juni juli august september oktober
  november desember january february march may june july october december
  address adresse adres adress anschrift dirección direccion indirizzo adresa`);

/** A post-office box: the strong words need nothing else, the weak ones a postcode after. */
export const BOX_WORDS_SURE = [
  'P.O. Box',
  'P. O. Box',
  'PO Box',
  'P.O.Box',
  'POB',
  'Post Office Box',
  'Postfach',
  'Postbus',
  'Boîte postale',
  'Case postale',
  'B.P.',
  'Apartado de correos',
  'Apartado',
  'Apdo.',
  'Casella postale',
  'Casella Postale',
  'Skrytka pocztowa',
];
export const BOX_WORDS_WEAK = ['Box', 'BP', 'CP', 'C.P.', 'PSC', 'CMR', 'Unit'];

/** US states and territories, and the armed forces' codes, as the two letters before a ZIP. */
export const US_STATES = words(`
  AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ
  NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP AA AE AP`);
/** US states written out before a ZIP ("Sterling, Virginia 20166-1199"). */
export const US_STATE_NAMES = words(`
  Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia
  Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts
  Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada New_Hampshire New_Jersey
  New_Mexico New_York North_Carolina North_Dakota Ohio Oklahoma Oregon Pennsylvania
  Rhode_Island South_Carolina South_Dakota Tennessee Texas Utah Vermont Virginia Washington
  West_Virginia Wisconsin Wyoming`);
/** Indian states and union territories, written before the PIN ("Karnataka 560001"). */
export const INDIAN_STATES = words(`
  Andhra_Pradesh Arunachal_Pradesh Assam Bihar Chhattisgarh Goa Gujarat Haryana
  Himachal_Pradesh Jharkhand Karnataka Kerala Madhya_Pradesh Maharashtra Manipur Meghalaya
  Mizoram Nagaland Odisha Punjab Rajasthan Sikkim Tamil_Nadu Telangana Tripura Uttar_Pradesh
  Uttarakhand West_Bengal Delhi New_Delhi Jammu_and_Kashmir Ladakh Puducherry Chandigarh`);
/** Italy's province codes, written after the place ("00184 Roma RM", "80121 Napoli (NA)"). */
export const ITALIAN_PROVINCES = words(`
  AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN
  FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA
  PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN
  TO TP TR TS TV UD VA VB VC VE VI VR VT VV`);
/** Regions that close an address without a postcode: Hong Kong's, written after the district. */
export const REGIONS = words(`
  N.T. New_Territories Kowloon Hong_Kong_Island Lantau_Island`);

/**
 * Country names as an address's last line prints them: each country in its own language(s),
 * English, and the languages letters are written in here (nb, nn, sv, da, de, fr, nl), since a
 * sender writes the country in their own language ("SUÈDE", "ZWEDEN", "VEREINIGTES KÖNIGREICH").
 */
const COUNTRY_NAMES = {
  NO: 'Norway Norge Noreg Norwegen Norvège Norvege Noorwegen',
  SE: 'Sweden Sverige Schweden Suède Suede Zweden',
  DK: 'Denmark Danmark Dänemark Danemark Denemarken',
  DE: 'Germany Deutschland Tyskland Allemagne Duitsland',
  NL: `Netherlands The_Netherlands Nederland Niederlande Pays-Bas Nederländerna Nederlandene
    Holland`,
  FR: 'France Frankrike Frankreich Frankrijk Frankrig',
  GB: `United_Kingdom UK U.K. Great_Britain England Scotland Wales Northern_Ireland Storbritannia
    Storbritannien Großbritannien Grossbritannien Vereinigtes_Königreich Royaume-Uni
    Grande-Bretagne Verenigd_Koninkrijk Groot-Brittannië Förenade_kungariket
    Det_Forenede_Kongerige Det_forente_kongeriket Sameinte_kongeriket`,
  US: `United_States United_States_of_America USA U.S.A. US Vereinigte_Staaten
    Vereinigte_Staaten_von_Amerika États-Unis Etats-Unis États-Unis_d'Amérique Verenigde_Staten
    Verenigde_Staten_van_Amerika Förenta_staterna De_forente_stater Amerikas_forente_stater
    De_Forenede_Stater Dei_sameinte_statane`,
  IN: 'India Indien Inde',
  ES: 'Spain España Espana Spania Spanien Espagne Spanje',
  IT: 'Italy Italia Italien Italie Italië',
  PL: 'Poland Polska Polen Pologne',
  OTHER: `Hong_Kong HK Hong_Kong_SAR South_Africa RSA Sør-Afrika Ireland Irland Éire Belgium
    België Belgique Belgia Belgien Switzerland Schweiz Suisse Svizzera Sveits Austria Österreich
    Østerrike Finland Suomi Finnland Portugal Canada Kanada Australia Australien Luxembourg
    Luxemburg Iceland Island Ísland China Japan`,
};
export const COUNTRIES = [...new Set(Object.values(COUNTRY_NAMES).flatMap(words))];
/** Country names that are Norway's: such an address is NO_ADDRESS, not ADDRESS. */
export const NORWAY_NAMES = lowerSet(COUNTRY_NAMES.NO);

/** Capitalised words after a postcode that are a heading or a sum, not a place ("2020 TOTAL"). */
export const NOT_PLACES = lowerSet(`
  total totalt totaal gesamt summe sum summa subtotal nok eur usd gbp sek dkk chf pln inr kr
  mva vat moms mwst tva iva euro euros dollar dollars pounds kroner kronor stück stk pcs units
  pages seiten sider items annual report edition version jahre years år ans anni años
  januar februar march april may june july august september october november december
  january february mars juni juli oktober desember dezember mai
  vi du jeg han hun det dette er og i på we the it in on at if for and he she they you his her
  its our your this that see se please pay call wir sie ich die der das es er ein eine und
  nous vous je il elle et en som til fra`);
