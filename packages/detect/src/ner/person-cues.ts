import { getNerTagger } from './model-loader';
import { gazetteerFlag } from './gazetteer';
import type { Span } from '../span';

/**
 * Words that make a capitalised phrase a place or an institution, whatever the names in it:
 * "Théâtre Sainte-Adèle", "Stanford Law School", "Metro West Precinct", "Escuela Oficial de
 * Idiomas", "Ministerio de Justicia", "Awdurdod Cyllid Cymru" (a public body's word in the
 * supported languages and Welsh), "Кафедра Инженерной графики" (Russian and Ukrainian words in
 * their case forms). The tagger reads such phrases as people when they hold a person's name.
 * Words that are surnames as well (Park, Hall, Church, Bridge, Bank) are left out.
 */
const INSTITUTION_WORDS =
  /(?<![\p{L}])(?:th[ée][âa]tre|theater|teatro|teater|school|schule|skole|escuela|école|scuola|college|colegio|lycée|gymnasium|university|universit(?:y|é|ät|eit|et|ad|à)|universidad|academy|akademie|institute|institut|instituto|kirke|kirche|église|iglesia|cathedral|hospital|hôpital|klinikk|clinic|klinik|hotel|hôtel|museum|musée|museo|library|bibliothek|bibliothèque|bibliotek|center|centre|centro|senter|zentrum|precinct|department|departement|ministry|minist[eè]re|ministerio|ministero|ministerium|ministerie|ministeri[eo]t|departamento|département|authority|autoridad|autorité|autoridade|behörde|awdurdod|agency|agencia|agence|agentur|tribunal|juzgado|fiscal[ií]a|procuradur[ií]a|secretar[ií]a|ayuntamiento|municipalidad|municipality|gobierno|governo|gouvernement|regierung|directorate|direktorat|stadium|stadion|foundation|stiftung|stiftelse|fondation|association|verein|forening|club|klubb|company|corporation|banque|airport|flughafen|lufthavn|bahnhof|boulevard|certificado|certificate|zertifikat|diploma|üniversitesi|universitesi|lisesi|okulu|fakültesi|hastanesi|uniwersytet|politechnika|szkoła|liceum|universidade|faculdade|escola|yliopisto|lukio|högskola|hogeschool|hochschule|fachhochschule|krankenhaus|klinikum|ziekenhuis|sjukhus|sykehus|ospedale|liceo|collège|univerzita|кафедр(?:а|ы|е|у|ой)|(?:факультет|университет|институт|департамент|отдел|фонд|центр|комитет|суд)(?:а|е|у|ом)?|(?:університет|інститут|коледж|комітет)(?:у|і|ом)?|академи(?:я|и|ю|ей)|академі(?:я|ї|ю)|колледж(?:а|е)?|(?:школ|служб|больниц|прокуратур)(?:а|ы|е|у|ой)|поликлиник(?:а|и|е|у)|отделени(?:е|я|ю|ем)|управлени(?:е|я|ю|ем)|управлінн(?:я|і)|(?:министерств|правительств|агентств)(?:о|а|е|у|ом)|міністерств(?:о|а|і)|лікарн(?:я|і|ю)|администраци(?:я|и|ю|ей)|адміністраці(?:я|ї)|уряд(?:у)?|федераци(?:я|и|ю|ей)|республик(?:а|и|е|у))(?![\p{L}])/iu;

/** The same words at the end of a compound: "Bundesministerium", "Justisdepartementet". */
const INSTITUTION_ENDINGS =
  /\p{L}(?:ministerium|ministeriet|ministerie|behörde|departementet|direktoratet)(?![\p{L}])/iu;

/** A title before a name says it is a person's: "M. David Huggins-Daines", "Mme Bélanger". */
const HONORIFIC_BEFORE =
  /(?:^|[^\p{L}])(?:m\.|mme\.?|mlle\.?|mr\.?|mrs\.?|ms\.?|dr\.?|prof\.?|herr|frau|hr\.|fr\.|fru|sr\.|sra\.|sig\.|sig\.ra|dhr\.|mevr\.)[ \u00a0]+$/iu;
const HONORIFIC_START =
  /^(?:m\.|mme\.?|mlle\.?|mr\.?|mrs\.?|ms\.?|dr\.?|herr|frau|dhr\.|mevr\.)[ \u00a0]+\p{Lu}/iu;
/** As sure as a name a label names. */
const TITLED_SCORE = 0.85;

/** A tagger this doubtful of one word in capitals takes a list's item for a surname. */
const LIST_ITEM_SCORE = 0.7;
const NAME_FLAGS = gazetteerFlag('firstNames') | gazetteerFlag('lastNames');
/** Particles of place and family names, in capitals: "PEÑARANDA DE BRACAMONTE". */
const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LE', 'DA', 'DI', 'VAN', 'VON', 'AF']);

/**
 * Whether a doubtful name is one unknown word in capitals in a list of such words ("SALAMANCA,
 * BÉJAR, CIUDAD RODRIGO, …"): towns, departments or products, not a surname without its name.
 */
function isCapitalsListItem(text: string, span: Span): boolean {
  const words = span.text.split(/[ \u00a0]+/);
  if (!words.every((word) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(word))) return false;
  // One word may be a surname the tagger is sure of; several unknown ones in a list are a place.
  if (words.length === 1 && span.score >= LIST_ITEM_SCORE) return false;
  const gazetteer = getNerTagger().gazetteer;
  const isName = (word: string) =>
    (gazetteer.wordFlags(word.toLocaleLowerCase('nb')) & NAME_FLAGS) !== 0;
  if (words.some((word) => !PARTICLES.has(word) && isName(word))) return false;
  const after = text.slice(span.end, span.end + 3);
  const before = text.slice(Math.max(0, span.start - 3), span.start);
  return /^,[ \u00a0]\p{Lu}/u.test(after) || /^\p{Lu},[ \u00a0]$/u.test(before);
}

/**
 * A name after a title that the tagger did not find, as an address block (the title starts the
 * line) or a salutation writes it: "MR J DOE", "Dear Mrs Jane Smith", "Herr Dr. Hans Muster",
 * "Mme Bélanger", "Kære Hr. Testsen", "Geachte meneer Minderhoud", "Herrn Max Muster"; in
 * running prose the tagger decides alone. Titles are written as
 * titles are ("Ms", not "MS", which is Microsoft; "DR." with its full stop, as "DR" is a
 * broadcaster); the name is one to three capitalised words or initials on the title's line.
 */
const TITLED_NAME =
  /(?<=^[ \t]*|\n[ \t]*|(?:Dear|Kjære|Kære|Käre|Hei|Hej|Liebe[rs]?|Sehr geehrter?|Beste|Geachte|Cher|Chère|Estimado|Estimada|Gentile)[ \u00a0]+)(?:Mr|MR|Mrs|MRS|Ms|Miss|MISS|Dr|DR\.|Prof|PROF\.|Herrn?|HERRN?|Frau|FRAU|Mme|MME|Mlle|Dhr\.|Mevr\.|Hr\.|Fru|Monsieur|Madame|meneer|mevrouw|heer|Sr\.|Sra\.|Señor|Señora|Sig\.|Signor|Signora|Pan|Pani)\.?(?:[ \u00a0]+(?:Dr|Prof)\.?)?[ \u00a0]+((?:\p{Lu}\.?[ \u00a0]+){0,2}\p{Lu}[\p{L}'’-]+(?:[ \u00a0]+\p{Lu}[\p{L}'’-]+){0,2})(?![\p{L}\p{N}])/gu;

function titledNames(text: string, spans: readonly Span[]): Span[] {
  const found: Span[] = [];
  for (const match of text.matchAll(TITLED_NAME)) {
    const name = match[1]!;
    const start = match.index + match[0].length - name.length;
    const end = start + name.length;
    // A doubtful name of the tagger's over the same words gives way, and so does one that took
    // the title or the salutation with it ("Kære Hr. Testsen").
    const withTitle = (span: Span) => span.start < start && span.end >= end;
    const isSurer = (span: Span) =>
      span.entity_type !== 'PERSON' || (span.score >= TITLED_SCORE && !withTitle(span));
    if (spans.some((span) => span.start < end && start < span.end && isSurer(span))) continue;
    found.push({
      start,
      end,
      text: name,
      entity_type: 'PERSON',
      score: TITLED_SCORE,
      engine: 'fast',
    });
  }
  return found;
}

/**
 * The tagger's names, corrected by what the words around them say: a phrase naming an
 * institution is an organisation, an unknown word in a list of capitals no one, and a name
 * after a title a person for certain (found even where the tagger found none).
 */
export function withPersonCues(text: string, spans: readonly Span[]): Span[] {
  const corrected = correctedByCues(text, spans);
  const titled = titledNames(text, corrected);
  if (titled.length === 0) return corrected;
  const replaced = (span: Span) =>
    titled.some((name) => name.start < span.end && span.start < name.end);
  return [...corrected.filter((span) => !replaced(span)), ...titled].sort(
    (a, b) => a.start - b.start,
  );
}

function correctedByCues(text: string, spans: readonly Span[]): Span[] {
  return spans.flatMap((span) => {
    if (span.entity_type !== 'PERSON') return [span];
    if (INSTITUTION_WORDS.test(span.text) || INSTITUTION_ENDINGS.test(span.text))
      return [{ ...span, entity_type: 'ORGANIZATION' }];
    if (isCapitalsListItem(text, span)) return [];
    const before = text.slice(Math.max(0, span.start - 8), span.start);
    const titled = HONORIFIC_BEFORE.test(before) || HONORIFIC_START.test(span.text);
    return [titled && span.score < TITLED_SCORE ? { ...span, score: TITLED_SCORE } : span];
  });
}
