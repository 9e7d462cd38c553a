import type { Span } from '../span';

/**
 * Words that make a capitalised phrase a place or an institution, whatever the names in it:
 * "Théâtre Sainte-Adèle", "Stanford Law School", "Metro West Precinct", "Escuela Oficial de
 * Idiomas". The tagger reads such phrases as people when they hold a person's name. Words that
 * are surnames as well (Park, Hall, Church, Bridge, Bank) are left out.
 */
const INSTITUTION_WORDS =
  /(?<![\p{L}])(?:th[ée][âa]tre|theater|teatro|teater|school|schule|skole|escuela|école|scuola|college|colegio|lycée|gymnasium|university|universit(?:y|é|ät|eit|et|ad|à)|universidad|academy|akademie|institute|institut|instituto|kirke|kirche|église|iglesia|cathedral|hospital|hôpital|klinikk|clinic|klinik|hotel|hôtel|museum|musée|museo|library|bibliothek|bibliothèque|bibliotek|center|centre|centro|senter|zentrum|precinct|department|departement|ministry|stadium|stadion|foundation|stiftung|stiftelse|fondation|association|verein|forening|club|klubb|company|corporation|banque|airport|flughafen|lufthavn|bahnhof|boulevard|certificado|certificate|zertifikat|diploma)(?![\p{L}])/iu;

/** A title before a name says it is a person's: "M. David Huggins-Daines", "Mme Bélanger". */
const HONORIFIC_BEFORE =
  /(?:^|[^\p{L}])(?:m\.|mme\.?|mlle\.?|mr\.?|mrs\.?|ms\.?|dr\.?|prof\.?|herr|frau|hr\.|fr\.|fru|sr\.|sra\.|sig\.|sig\.ra|dhr\.|mevr\.)[ \u00a0]+$/iu;
const HONORIFIC_START =
  /^(?:m\.|mme\.?|mlle\.?|mr\.?|mrs\.?|ms\.?|dr\.?|herr|frau|dhr\.|mevr\.)[ \u00a0]+\p{Lu}/iu;
/** As sure as a name a label names. */
const TITLED_SCORE = 0.85;

/**
 * The tagger's names, corrected by what the words around them say: a phrase naming an
 * institution is an organisation, and a name after a title a person for certain.
 */
export function withPersonCues(text: string, spans: readonly Span[]): Span[] {
  return spans.map((span) => {
    if (span.entity_type !== 'PERSON') return span;
    if (INSTITUTION_WORDS.test(span.text)) return { ...span, entity_type: 'ORGANIZATION' };
    const before = text.slice(Math.max(0, span.start - 8), span.start);
    const titled = HONORIFIC_BEFORE.test(before) || HONORIFIC_START.test(span.text);
    return titled && span.score < TITLED_SCORE ? { ...span, score: TITLED_SCORE } : span;
  });
}
