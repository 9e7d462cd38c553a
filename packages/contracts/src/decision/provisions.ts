import { CODE_SETS, type TExemptionCode } from '../rules/exemption-codes';
import type { TCase } from './case';

/**
 * What each code of a case stands for: the chosen set's own texts, then the user's own codes,
 * then any other built-in set's (a mark made before the set was changed keeps its code).
 */
export function provisionTexts(value: Pick<TCase, 'code_set' | 'own_codes'>): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (codes: readonly TExemptionCode[]) => {
    for (const { code, description } of codes) if (!texts.has(code)) texts.set(code, description);
  };
  add(CODE_SETS[value.code_set]);
  add(value.own_codes);
  for (const codes of Object.values(CODE_SETS)) add(codes);
  return texts;
}
