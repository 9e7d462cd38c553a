import type { Provision } from './provision';

/**
 * Grounds of the Danish Access to Public Administration Files Act (offentlighedsloven, lov nr. 606
 * af 12. juni 2013) that authorities cite most, by section, in Danish.
 */
export const OFFENTLIGHEDSLOVEN: readonly Provision[] = [
  { code: 'offentlighedslovens § 23', description: 'Interne dokumenter' },
  { code: 'offentlighedslovens § 24', description: 'Ministerbetjening' },
  { code: 'offentlighedslovens § 27', description: 'Særlige interne dokumenter' },
  {
    code: 'offentlighedslovens § 30, nr. 1',
    description: 'Enkeltpersoners private, herunder økonomiske, forhold',
  },
  {
    code: 'offentlighedslovens § 30, nr. 2',
    description: 'Drifts- eller forretningsforhold af væsentlig økonomisk betydning',
  },
  { code: 'offentlighedslovens § 31', description: 'Statens sikkerhed og forsvar' },
  { code: 'offentlighedslovens § 32', description: 'Udenrigspolitiske interesser' },
  {
    code: 'offentlighedslovens § 33',
    description: 'Forebyggelse og efterforskning af lovovertrædelser m.v.',
  },
  { code: 'offentlighedslovens § 35', description: 'Tavshedspligt i anden lovgivning' },
];
