import { byFirstLetter } from './regex-alternatives';

/**
 * The words that say a number is a phone number, in Norwegian (Bokmål and Nynorsk), English,
 * German, French, Dutch, Swedish, Danish, Spanish and Italian, and the common ones of Finnish,
 * Icelandic, Estonian, Polish, Czech, Portuguese, Turkish, Russian, Indonesian, Vietnamese,
 * Arabic and Persian, Chinese, Japanese and Korean; and the words that say a number on
 * the same line is something else (an organisation number beside the fax number).
 */

/** Labels that name a phone number wherever they stand ("Tlf.", "Handy", "Tél.", "☎"). */
const STRONG_LABELS = [
  // Norwegian and Danish
  String.raw`tlf(?:\.?[ \u00a0]?nr)?|telefon(?:nr|nummer|nummeret)?|mobil(?:nr|nummer|telefon)?|mob|faks|telefaks|sentralbord(?:et)?|direktenummer|omstilling|hovednummer|hovudnummer`,
  // English
  String.raw`phone(?:[ \u00a0]?(?:number|no))?|telephone(?:[ \u00a0]number)?|tel|mobile(?:[ \u00a0]phone)?|cell(?:[ \u00a0]?phone)?|fax|direct[ \u00a0](?:line|dial)|switchboard|landline|hotline|whatsapp|contact[ \u00a0](?:number|no|phone)|main[ \u00a0](?:line|number)|general[ \u00a0]enquiries`,
  // German
  String.raw`telefonnummer|telefonzentrale|handy(?:nummer)?|mobiltelefon|telefax|faxnummer|rufnummer|durchwahl|festnetz|mobilfunk|fon`,
  // French
  String.raw`t[ée]l[ée]phone|t[ée]l|portable|t[ée]l[ée]copie|gsm|ligne[ \u00a0]directe|num[ée]ro[ \u00a0]de[ \u00a0]t[ée]l[ée]phone`,
  // Dutch
  String.raw`telefoon(?:nummer)?|mobiel(?:[ \u00a0]nummer)?|doorkies(?:nummer)?|algemeen[ \u00a0]nummer`,
  // Swedish
  String.raw`tfn|mobilnummer|växel(?:n)?|direktnummer|huvudnummer`,
  // Spanish and Italian
  String.raw`tel[ée]fono|tfno|telf|m[óo]vil|celular|cellulare|cel`,
  // Finnish, Icelandic and Estonian: "Puh.", "Puhelin", "Sími", "GSM", "Mobiil"
  String.raw`puh|puhelin(?:numero)?|matkapuhelin|matkapuh|sími|farsími|heimasími|vinnusími|símanúmer|mobiil(?:telefon)?`,
  // Polish, Czech, Portuguese and Turkish: "Tel. kom.", "Komórka", "Telefone", "Telemóvel", "Cep"
  String.raw`tel\.?[ \u00a0]kom|komórka|komórkowy|telefone|telemóvel|telemovel|fone|cep[ \u00a0]telefonu|cep[ \u00a0]tel`,
  // Russian and Ukrainian, Indonesian and Vietnamese: "Телефон", "Тел.", "Моб.", "Telepon", "SĐT"
  String.raw`телефон|тел|моб(?:ильный)?|мобільний|сотовый|telepon|telp|ponsel|handphone|no\.?[ \u00a0]hp|nomor[ \u00a0](?:hp|telepon)|điện[ \u00a0]thoại|sđt|đt|di[ \u00a0]động`,
  // Arabic and Persian: "هاتف", "جوال", "تلفن", "موبایل"
  String.raw`هاتف|الهاتف|جوال|الجوال|تلفون|موبايل|تلفن|موبایل|همراه`,
  // Chinese, Japanese and Korean: "手机号码：", "联系电话", "電話番号", "携帯", "연락처", "휴대폰"
  String.raw`手机号码|手机号|手机|手機|联系电话|聯絡電話|电话号码|电话|電話番号|電話|移动电话|座机|携帯電話|携帯|연락처|전화번호|전화|휴대폰|휴대전화|핸드폰`,
  // A service desk's line: "Kundeservice", "Service client", "Klantenservice", "Kundtjänst"
  String.raw`kunde(?:service|senter)|kunden(?:service|dienst)|customer[ \u00a0](?:service|care)|service[ \u00a0]client(?:s|èle)?|klantenservice|kundtjänst|helpdesk|servicio[ \u00a0]al[ \u00a0]cliente|assistenza[ \u00a0]clienti`,
];

/**
 * Words that name a phone only as a form's label, before a colon or a number ("Office: …",
 * "Desk +1 …", a switchboard's "Zentrale", "Centrale", "Accueil"); single capitals ("T: …",
 * "M +47 …", "T 020 …", Icelandic "S: 555-1234" for "sími") likewise. In running text "office" or "centrale" are ordinary words.
 */
const COLON_LABELS = String.raw`office|desk|direct|direkte|direkt|work|home|main|zentrale|centrale|accueil|standard|fixe|bureau|kontor|arbeid|privat|private|support`;

/** Verbs of calling, followed by the number ("Call us at …", "Ring oss på …"). */
const CALL_VERBS = String.raw`call|ring|ringe|anrufen|appelez|bel|llame|chiama`;

/** Pictographs put before a number in letterheads and signatures. */
const SYMBOLS = String.raw`[☎☏✆📞📱📠]`;

/** "Ph." and "Ph:" before a number, never the "Ph" of "Ph.D.". */
const PH = String.raw`ph\.?(?=[ \u00a0]*[:+(\d])`;

/**
 * A phone label, matched case-insensitively: strong labels anywhere, colon labels only before
 * their colon (single letters only in capitals), verbs of calling, pictographs. That it starts a
 * word is checked by `isLabelStart`: a lookbehind here would cost every position of every page.
 */
export const PHONE_LABEL = new RegExp(
  String.raw`${SYMBOLS}|(?:(?:${byFirstLetter([...STRONG_LABELS, CALL_VERBS])})\.?(?![\p{L}])|${PH}|(?:${byFirstLetter([COLON_LABELS])})\.?(?=[ \u00a0]?:(?![:\d])|[ \u00a0]\(?\+?\d)|[TMFPHWS](?=[ \u00a0]?:(?![:\d])|[ \u00a0](?:\+|\(?0)\d))`,
  'giu',
);

const ONE_LABEL = new RegExp(
  String.raw`^(?:${STRONG_LABELS.join('|')}|${CALL_VERBS}|${COLON_LABELS}|ph|[TMFPHWS])\.?$`,
  'iu',
);
// A set, not a pattern: every label found is asked, and a lookup costs nothing.
const WEAK_LABELS = new Set([...`${COLON_LABELS}|${CALL_VERBS}`.split('|'), ...'tmfphws']);

/**
 * Whether a label names a phone only by where it stands ("Office", "Call", "T"): without its
 * colon, the number after it must also look like a phone number.
 */
export function isWeakLabel(label: string): boolean {
  return WEAK_LABELS.has(label.toLowerCase().replace(/\.$/u, ''));
}

/** Whether one word ("Mobile", "Tlf.", "Desk") is a phone label. */
export function isPhoneLabel(word: string): boolean {
  return ONE_LABEL.test(word);
}

/** Whether a label match starts a word ("Tel", not the "tel" of "Hotel"). */
export function isLabelStart(text: string, at: number): boolean {
  return at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1));
}

/**
 * A single letter as a label is a capital ("T: …", "M +47 …"), or a small letter right before its
 * colon after a comma or at a line's start, as Icelandic writes "sími" ("Jón Jónsson, s: 555-1234");
 * not "t:" inside a sentence.
 */
export function isLabelCase(label: string, text = '', start = 0): boolean {
  if (label.length !== 1 || (label >= 'A' && label <= 'Z') || !/\p{L}/u.test(label)) return true;
  const before = text.slice(Math.max(0, start - 2), start);
  return text[start + 1] === ':' && (start === 0 || /(?:^|\n|,[ \t]?|[|•·][ \t]?)$/u.test(before));
}

/**
 * What may stand between a label and its number: punctuation, a note in brackets ("(privat)"),
 * the words people put there ("Tel. work:", "Phone no.", "Call us at") — never a sentence end.
 */
const GAP_SEPARATOR = String.raw`[ \t\u00a0\u3000:：,/–-]`;
const GAP_WORDS = String.raw`nr|no|number|nummer|num|privat|private|priv|work|home|mobile|mobil|arbeid|jobb|hjem|kontor|direct|direkte|direkt|office|fixe|portable|geschäftlich|dienstlich|privé|werk|thuis|zakelijk|bureau|domicile|casa|ufficio|oficina|trabajo|intern|växel|sentralbord|me|us|oss|meg|at|on|på|til|unter|au|op|al|fax|faks`;
/** The usual gap, ": ", " ", ".: ", read without the words: most labels need no more. */
const PLAIN_GAP = /^[ \t\u00a0\u3000:：.,/–-]*(?=\(?\+?\d)/u;
const WORDY_GAP = new RegExp(
  String.raw`^${GAP_SEPARATOR}*(?:(?:\.|\([\p{L} .]{1,16}\)|(?:${GAP_WORDS})\.?(?![\p{L}]))${GAP_SEPARATOR}*){0,4}(?=\(?\+?\d)`,
  'iu',
);

/** The gap between a label and its number at the start of `after`, or undefined if none. */
export function gapAfterLabel(after: string): string | undefined {
  return (PLAIN_GAP.exec(after) ?? WORDY_GAP.exec(after))?.[0];
}

/** Words that make a line a contact line when they head it: "Kontakt", "Contact details". */
export const CONTACT_WORD =
  /(?<![\p{L}])(?:kontakt(?:info(?:rmasjon)?|informasjon|person|daten|uppgifter|oplysninger)?|contact(?:s|[ \u00a0]details|[ \u00a0]information)?|contactgegevens|coordonnées|contacto|contatt[io])(?![\p{L}])/iu;

/**
 * A label that names some other number, seen just before a number on a contact line: "Org.nr:",
 * "IBAN", "Kontonr.", "ISBN", "pages", "Version". Its number is not a phone even beside one.
 */
const OTHER_NUMBER_WORD =
  /(?:^|[^\p{L}])(?:org|orgnr|organisasjonsnummer|foretaksnummer|mva|vat|moms|ust|ustid|ust-idnr|steuernummer|stnr|tva|siret|siren|btw|kvk|cvr|nip|iban|bic|swift|konto|kontonr|kontonummer|account|acct|bankgiro|plusgiro|bg|pg|kid|faktura|fakturanr|invoice|rechnung|facture|factuur|ordre|order|bestellung|commande|kunde|kundenr|customer|client|klant|ref|referanse|reference|sak|saksnr|case|dato|date|datum|fecha|isbn|issn|ean|version|versjon|ver|v|rev|build|release|page|pages|side|sider|seite|seiten|s|pp|box|boks|postboks|pb|postnr|postcode|zip|plz|fnr|ssn|polise|policy|art|artikel|item|sku|serial|serienummer|iva|piva|cif|nif|hrb|hra|kvk)$/iu;

/** Whether the word before a number (its trailing dot, colon or "#" dropped) names another number. */
export function namesOtherNumber(word: string): boolean {
  const bare = word.replace(/[.:#]+$/u, '');
  return OTHER_NUMBER_WORD.test(bare) || /(?:nr|no|nummer|number|numéro|id)$/iu.test(bare);
}
