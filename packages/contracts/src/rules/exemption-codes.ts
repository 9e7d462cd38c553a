import { z } from 'zod';
import { PERSONAL_DATA_TYPES } from '../entities/personal-data';
import {
  controlCharactersMessage,
  hasControlCharacters,
  noControlCharacters,
} from './control-characters';
import { FOIA } from './code-sets/foia';
import { OFFENTLEGLOVA } from './code-sets/offentleglova';
import { OFFENTLIGHEDSLOVEN } from './code-sets/offentlighedsloven';
import { OSL } from './code-sets/osl';
import { UK_FOIA } from './code-sets/uk-foia';

/**
 * Exemption codes: the legal ground a caseworker gives for each redaction, drawn as the label on
 * the redaction and listed in the redaction log (decision 0030).
 */
export const EXEMPTION_CODE_MAX = 80;
export const EXEMPTION_DESCRIPTION_MAX = 300;
export const OWN_CODES_MAX = 200;
export const DEFAULT_CODES_MAX = 200;

export const ZExemptionCodeText = z
  .string({ error: 'A code is text' })
  .trim()
  .min(1, { error: 'A code cannot be empty', abort: true })
  .max(EXEMPTION_CODE_MAX, { error: `A code must be at most ${EXEMPTION_CODE_MAX} characters` })
  // Line breaks, tabs and other control characters cannot be drawn in a one-line label.
  .check(noControlCharacters(controlCharactersMessage('A code')));

export const ZExemptionCode = z.object({
  code: ZExemptionCodeText,
  description: z
    .string({ error: 'A description is text' })
    .trim()
    .max(EXEMPTION_DESCRIPTION_MAX, {
      error: `A description must be at most ${EXEMPTION_DESCRIPTION_MAX} characters`,
    })
    .default(''),
});
export type TExemptionCode = z.infer<typeof ZExemptionCode>;

export const CODE_SET_IDS = [
  'offentleglova',
  'foia',
  'uk_foia',
  'osl',
  'offentlighedsloven',
  'none',
] as const;
export type TCodeSetId = (typeof CODE_SET_IDS)[number];

/**
 * The built-in sets: Norway's offentleglova, the US FOIA, the UK FOIA 2000, Sweden's
 * offentlighets- och sekretesslagen and Denmark's offentlighedsloven, each in its own language.
 */
export const CODE_SETS: Record<TCodeSetId, readonly TExemptionCode[]> = {
  offentleglova: OFFENTLEGLOVA,
  foia: FOIA,
  uk_foia: UK_FOIA,
  osl: OSL,
  offentlighedsloven: OFFENTLIGHEDSLOVEN,
  none: [],
};

export const ZCodeSetId = z.enum(CODE_SET_IDS, {
  error: `The code set must be one of ${CODE_SET_IDS.join(', ')}`,
});

/** A user's codes: a built-in set, their own codes, and the code each entity type gets. */
export const ZExemptionSettings = z.object({
  set: ZCodeSetId,
  own_codes: z
    .array(ZExemptionCode, { error: 'own_codes must be a list of codes' })
    .max(OWN_CODES_MAX, { error: `At most ${OWN_CODES_MAX} own codes` })
    .refine((codes) => new Set(codes.map((entry) => entry.code)).size === codes.length, {
      error: 'Each code can be listed once',
    }),
  defaults: z
    .record(z.string().trim().min(1).max(100), ZExemptionCodeText, {
      error: 'defaults must map entity types to codes',
    })
    .refine((defaults) => Object.keys(defaults).length <= DEFAULT_CODES_MAX, {
      error: `At most ${DEFAULT_CODES_MAX} default codes`,
    })
    // On the map, not its keys: a key's own issue would read only "Invalid key in record".
    .refine((defaults) => !Object.keys(defaults).some(hasControlCharacters), {
      error: controlCharactersMessage('An entity type'),
    }),
});
export type TExemptionSettings = z.infer<typeof ZExemptionSettings>;

/** Numbers that stand for a person as a fødselsnummer does (offentleglova § 26 fifth paragraph). */
const ID_NUMBER_TYPES: ReadonlySet<string> = new Set([
  'NO_FODSELSNUMMER',
  'NO_DUF_NUMBER',
  'ID_NUMBER',
]);

/** Each set's usual ground for personal data, and for identity numbers where it has its own. */
const PERSONAL_GROUNDS: Record<TCodeSetId, { personal?: string; idNumber?: string }> = {
  offentleglova: { personal: OFFENTLEGLOVA[0]!.code, idNumber: 'offl. § 26 femte ledd' },
  foia: { personal: '(b)(6)' },
  uk_foia: { personal: 's. 40(2) FOIA' },
  osl: { personal: '21 kap. 7 § OSL' },
  offentlighedsloven: { personal: 'offentlighedslovens § 30, nr. 1' },
  none: {},
};

/**
 * The code each type of personal data gets in `set` unless the user chose otherwise: a new
 * account redacts a name under the ground a caseworker would cite (issue 64). Types that read the
 * same in the other models share these (codeOf).
 */
export function suggestedDefaults(set: TCodeSetId): Record<string, string> {
  const { personal, idNumber } = PERSONAL_GROUNDS[set];
  const entries = PERSONAL_DATA_TYPES.flatMap((type) => {
    const code = ID_NUMBER_TYPES.has(type) ? (idNumber ?? personal) : personal;
    return code === undefined ? [] : [[type, code] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * The defaults after changing from `settings.set` to `set`: each default still as the old set
 * suggested it becomes the new set's suggestion (or goes, if it has none); one the user chose stays.
 */
export function defaultsForSet(settings: TExemptionSettings, set: TCodeSetId) {
  const before = suggestedDefaults(settings.set);
  const after = suggestedDefaults(set);
  const entries = Object.entries(settings.defaults).flatMap(([type, code]) => {
    if (before[type] !== code) return [[type, code] as const];
    return after[type] === undefined ? [] : [[type, after[type]] as const];
  });
  const chosen = new Set(Object.keys(settings.defaults));
  const added = Object.entries(after).filter(
    ([type]) => !chosen.has(type) && before[type] === undefined,
  );
  return Object.fromEntries([...entries, ...(settings.set === set ? [] : added)]);
}

export const DEFAULT_EXEMPTION_SETTINGS: TExemptionSettings = {
  set: 'offentleglova',
  own_codes: [],
  defaults: suggestedDefaults('offentleglova'),
};

/** The codes a user can choose from: the chosen set's, then their own not already in it. */
export function availableCodes(settings: TExemptionSettings): TExemptionCode[] {
  const builtIn = CODE_SETS[settings.set];
  const known = new Set(builtIn.map((entry) => entry.code));
  return [...builtIn, ...settings.own_codes.filter((entry) => !known.has(entry.code))];
}
