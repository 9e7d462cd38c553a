import type { TCodeSetId } from '../rules/exemption-codes';
import type { TLetterLanguage } from './case';

/**
 * How a requester appeals, per code set's jurisdiction and letter language (decision 0090). Each
 * text may use {{organization}} (the body that decided) and {{appeal_body}}; where the template
 * names no appeal body, the jurisdiction's usual one stands in (`APPEAL_BODY`).
 */
export const APPEAL: Record<TCodeSetId, Record<TLetterLanguage, string>> = {
  offentleglova: {
    nb:
      'Du kan klage på avslaget. Klagefristen er tre uker fra du mottok dette svaret, jf. ' +
      'forvaltningsloven § 29 og offentleglova § 32. Klagen sendes til oss, {{organization}}. ' +
      'Dersom vi ikke gir deg medhold, sender vi klagen videre til {{appeal_body}}, som avgjør den.',
    nn:
      'Du kan klage på avslaget. Klagefristen er tre veker frå du fekk dette svaret, jf. ' +
      'forvaltningslova § 29 og offentleglova § 32. Klaga sender du til oss, {{organization}}. ' +
      'Dersom vi ikkje gir deg medhald, sender vi klaga vidare til {{appeal_body}}, som avgjer ho.',
    en:
      'You may appeal against the refusal. The time limit is three weeks from the day you ' +
      'received this reply (section 29 of the Public Administration Act and section 32 of the ' +
      'Freedom of Information Act). Send your appeal to us, {{organization}}. If we do not change ' +
      'our decision, we forward your appeal to {{appeal_body}}, which decides it.',
  },
  foia: {
    nb:
      'Du kan klage på avgjørelsen. Klagen må være poststemplet eller sendt elektronisk innen ' +
      '90 dager etter datoen for dette svaret og rettes til {{appeal_body}}. Du kan også be om ' +
      'hjelp fra vår FOIA Public Liaison eller fra Office of Government Information Services (OGIS).',
    nn:
      'Du kan klage på avgjerda. Klaga må vere poststempla eller send elektronisk innan 90 dagar ' +
      'etter datoen for dette svaret og rettast til {{appeal_body}}. Du kan òg be om hjelp frå ' +
      'vår FOIA Public Liaison eller frå Office of Government Information Services (OGIS).',
    en:
      'You may appeal this determination. Your appeal must be postmarked or electronically ' +
      'transmitted within 90 days of the date of this response and addressed to {{appeal_body}}. ' +
      'You may also seek dispute resolution services from our FOIA Public Liaison or from the ' +
      'Office of Government Information Services (OGIS) at the National Archives and Records ' +
      'Administration.',
  },
  uk_foia: {
    nb:
      'Er du ikke fornøyd med behandlingen av forespørselen, kan du be om en intern ' +
      'gjennomgang. Skriv til {{appeal_body}} innen 40 virkedager fra datoen for dette brevet. ' +
      'Er du ikke fornøyd med resultatet, kan du be Information Commissioner om en avgjørelse ' +
      'etter section 50 i Freedom of Information Act 2000.',
    nn:
      'Er du ikkje nøgd med handsaminga av førespurnaden, kan du be om ein intern ' +
      'gjennomgang. Skriv til {{appeal_body}} innan 40 yrkedagar frå datoen for dette brevet. ' +
      'Er du ikkje nøgd med resultatet, kan du be Information Commissioner om ei avgjerd etter ' +
      'section 50 i Freedom of Information Act 2000.',
    en:
      'If you are dissatisfied with the handling of your request, you may ask for an internal ' +
      'review. Please write to {{appeal_body}} within 40 working days of the date of this ' +
      'letter. If you are not content with the outcome of the internal review, you may apply to ' +
      'the Information Commissioner for a decision under section 50 of the Freedom of ' +
      'Information Act 2000.',
  },
  osl: {
    nb:
      'Du kan overklage avgjørelsen til {{appeal_body}}, jf. 6 kap. 7 § offentlighets- och ' +
      'sekretesslagen. Klagen skal være skriftlig og sendes til oss, {{organization}}, og vi må ' +
      'ha mottatt den innen tre uker fra den dagen du fikk avgjørelsen (44 § förvaltningslagen).',
    nn:
      'Du kan klage på avgjerda til {{appeal_body}}, jf. 6 kap. 7 § offentlighets- och ' +
      'sekretesslagen. Klaga skal vere skriftleg og sendast til oss, {{organization}}, og vi må ' +
      'ha fått ho innan tre veker frå den dagen du fekk avgjerda (44 § förvaltningslagen).',
    en:
      'You may appeal against the decision to {{appeal_body}} (chapter 6 section 7 of the ' +
      'Public Access to Information and Secrecy Act). Your appeal must be in writing, sent to ' +
      'us, {{organization}}, and reach us within three weeks of the day you received the ' +
      'decision (section 44 of the Administrative Procedure Act, förvaltningslagen).',
  },
  offentlighedsloven: {
    nb:
      'Du kan klage på avgjørelsen til {{appeal_body}}, jf. offentlighedsloven § 37. Klagen ' +
      'sendes til oss, {{organization}}. Holder vi fast ved avgjørelsen, sender vi klagen og ' +
      'sakens dokumenter videre til klageinstansen, som regel innen sju virkedager.',
    nn:
      'Du kan klage på avgjerda til {{appeal_body}}, jf. offentlighedsloven § 37. Klaga sender ' +
      'du til oss, {{organization}}. Held vi fast ved avgjerda, sender vi klaga og dokumenta i ' +
      'saka vidare til klageinstansen, som regel innan sju yrkedagar.',
    en:
      'You may complain about the decision to {{appeal_body}} (section 37 of offentlighedsloven, ' +
      'the Danish Access to Public Administration Files Act). Send your complaint to us, ' +
      '{{organization}}. If we uphold the decision, we forward your complaint and the case ' +
      'documents to the appeal body, as a rule within seven working days.',
  },
  none: {
    nb: 'Du kan klage på avgjørelsen til {{appeal_body}}. Klagen sendes til oss, {{organization}}.',
    nn: 'Du kan klage på avgjerda til {{appeal_body}}. Klaga sender du til oss, {{organization}}.',
    en: 'You may appeal against the decision to {{appeal_body}}. Send your appeal to us, {{organization}}.',
  },
};

/** The appeal body a letter names when the organisation's template gives none. */
export const APPEAL_BODY: Record<TCodeSetId, Record<TLetterLanguage, string>> = {
  offentleglova: {
    nb: 'nærmeste overordnede organ',
    nn: 'det nærmaste overordna organet',
    en: 'the superior administrative body',
  },
  foia: {
    nb: 'vår klageinstans for FOIA',
    nn: 'klageinstansen vår for FOIA',
    en: 'our FOIA appeals office',
  },
  uk_foia: {
    nb: 'vår enhet for interne gjennomganger',
    nn: 'eininga vår for interne gjennomgangar',
    en: 'our internal review team',
  },
  osl: {
    nb: 'kammarrätten',
    nn: 'kammarrätten',
    en: 'the Administrative Court of Appeal (kammarrätten)',
  },
  offentlighedsloven: {
    nb: 'den øverste klageinstansen på saksområdet',
    nn: 'den øvste klageinstansen på saksområdet',
    en: 'the highest appeal authority for the matter',
  },
  none: { nb: 'klageinstansen', nn: 'klageinstansen', en: 'the appeal body' },
};
