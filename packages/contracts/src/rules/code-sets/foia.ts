import type { Provision } from './provision';

/** The nine exemptions of the US Freedom of Information Act, 5 U.S.C. § 552(b). */
export const FOIA: readonly Provision[] = [
  { code: '(b)(1)', description: 'Classified national defense or foreign policy information' },
  { code: '(b)(2)', description: 'Internal personnel rules and practices' },
  { code: '(b)(3)', description: 'Information exempted by another statute' },
  { code: '(b)(4)', description: 'Trade secrets and confidential commercial information' },
  { code: '(b)(5)', description: 'Privileged inter- or intra-agency communications' },
  { code: '(b)(6)', description: 'Personal privacy' },
  { code: '(b)(7)(C)', description: 'Law enforcement records: personal privacy' },
  { code: '(b)(7)', description: 'Law enforcement records' },
  { code: '(b)(8)', description: 'Supervision of financial institutions' },
  { code: '(b)(9)', description: 'Geological and geophysical information about wells' },
];
