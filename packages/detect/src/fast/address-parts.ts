/**
 * The lines and pieces of an address block besides its street and postcode, as regex sources:
 * units and floors, Indian house codes and sectors, c/o lines, military boxes, house and building
 * names. The block builder reads them before and after a street, box or postcode line.
 */

const SP = String.raw`[ \u00a0]`;
export const NAME = String.raw`(?:(?:\p{Lu}\.){2,}|(?:St|Ste|Mt|Ft)\.|\p{Lu}[\p{L}'’-]*)`;
const END = String.raw`(?![\p{L}\p{N}])`;

const UNIT_WORD = String.raw`(?:Apt|Apartment|Suite|Ste|Unit|Flat|Fl|Floor|Room|Rm|Bldg|Building|Block|Tower|lgh|Lgh|Whg|Wohnung|m|lok|bus|int|scala|piano|Piso|Puerta|App|Appt|Appartement|Bâtiment|Bât|Escalier|Esc)`;
/** A unit's number or letter: "4B", "12", "C", "B2"; one letter alone ("Bâtiment SA" is a company). */
const UNIT_ID = String.raw`(?:\d[\dA-Za-z-]{0,5}|[A-Z](?:-?\d[\dA-Za-z-]{0,4})?)`;
/** Spanish floor and door: "3º B", "3.º B", "1º 2ª", "2º izda.", "6ª planta", "4-A", "bajo". */
const SPANISH_FLOOR = String.raw`(?:\d{1,2}\.?[ºª°](?:${SP}?(?:[A-Z](?![\p{L}])|\d{1,2}\.?[ºª]|[Ii]zq(?:da|uierda)?\.?|[Ii]zda\.?|[Dd]cha\.?|[Dd]er(?:echa)?\.?|[Cc]entro|[Pp]lanta|[Pp]iso))?|\d{1,2}-[A-Z]|bajo|ático)`;
/** Danish floor and side: "2. th.", "st. tv.", "3. mf."; a floor alone ("4.") only before a separator. */
const DANISH_FLOOR = String.raw`(?:st|kl|\d{1,2})\.(?:${SP}?(?:th|tv|mf)\.?|(?=[ \t\u00a0]*(?:[,;·•|\r\n]|$)))`;
/** Swedish floors ("2 tr") and Dutch house-number additions ("hs" for the ground floor). */
const OTHER_FLOOR = String.raw`\d{1,2}${SP}tr\.?|hs|bg`;

/** A flat, suite, floor or door, in the forms of the countries read. */
export const UNIT = String.raw`(?:${UNIT_WORD}\.?${SP}?(?:No\.?${SP}?)?${UNIT_ID}|#${SP}?\d[\dA-Za-z-]{0,5}|\d{1,3}\/F|${SPANISH_FLOOR}|${DANISH_FLOOR}|${OTHER_FLOOR}|\d{1,2}(?:st|nd|rd|th)${SP}Floor)${END}`;

/** Indian localities with a number ("Sector 15", "B-12"), and house codes ("H.No. 8-2-367/96"). */
export const SECTOR = String.raw`(?:(?:Sector|Sec\.|Phase|Block|Pocket|Plot|Ward)${SP}[\dA-Z]{1,4}|[A-Z]{1,2}-\d{1,4}[A-Z]?|(?:H|D|Door|Plot|Flat)\.?${SP}?No\.?${SP}?[\d][\dA-Z/-]{0,10})${END}`;

/**
 * A c/o line: the address is the host's ("c/o Hansen", "p/a Jansen", "chez Dupont"). "z. Hd."
 * (for the attention of) names a person, not a place, so it is no part of the address.
 */
export const CARE_OF = String.raw`(?:c\/o|C\/O|c\.o\.|care${SP}of|p\/a|chez|℅)${SP}[^\n,]{2,60}`;

/** Military and ship lines before an APO/FPO/DPO line ("PSC 1234", "Unit 2050 Box 4190"). */
export const SERVICE_BOX = String.raw`(?:(?:PSC|CMR|Unit|UMR)${SP}\d{1,5}(?:,?${SP}Box${SP}\d{1,5})?|Box${SP}\d{1,5}|(?:USS|USNS|USCGC)${SP}${NAME}(?:${SP}${NAME}){0,3}(?:${SP}\([A-Z]{2,4}[ -]?\d{1,4}\))?)${END}`;

/** Labels that may stand before an address on its line ("Address The Old Rectory, …"). */
const LABEL = String.raw`(?:Address|Adresse|Adres|Adress|Anschrift|Dirección|Indirizzo)${END}`;
const DWELLING = String.raw`(?:Cottage|Cottages|House|Rectory|Vicarage|Farm|Farmhouse|Barn|Manor|Bungalow|Mansions|Apartments|Heights)`;
/** Words that are surnames too ("David Lodge"): a house name with them starts with "The". */
const DWELLING_AFTER_THE = String.raw`(?:${DWELLING}|Lodge|Villa|Hall|Mill)`;
/**
 * A house or building name printed as an address line: "Rose Cottage", "The Old Rectory",
 * "Sai Krupa Apartments", "Résidence Les Pins". A name line above an address is none of these.
 */
export const BUILDING = String.raw`(?:(?:Résidence|Residence|Immeuble|Domaine|Villa|Haus|Huize)${SP}${NAME}(?:${SP}${NAME}){0,3}|(?!${LABEL})(?:The${SP}(?:${NAME}${SP}){0,2}${DWELLING_AFTER_THE}|(?:${NAME}${SP}){1,2}${DWELLING}))`;

/**
 * A street line of India's, read before the postcode line it leads to: "Anna Salai", "5th
 * Cross", "3rd Main Road", "Road No. 18".
 */
export const INDIAN_STREET = String.raw`(?:(?:\p{Lu}[\p{L}.]*|\d{1,2}(?:st|nd|rd|th))${SP}){1,3}(?:Road|Street|Marg|Lane|Salai|Nagar|Colony|Layout|Cross|Main)|Road${SP}No\.?${SP}?\d{1,3}`;
