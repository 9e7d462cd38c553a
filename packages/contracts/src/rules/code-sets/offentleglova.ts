import type { Provision } from './provision';

/** The Norwegian Freedom of Information Act's common grounds, as caseworkers cite them. */
export const OFFENTLEGLOVA: readonly Provision[] = [
  {
    code: 'offl. § 13 jf. fvl. § 13 første ledd nr. 1',
    description: 'Taushetsplikt: noens personlige forhold',
  },
  {
    code: 'offl. § 13 jf. fvl. § 13 første ledd nr. 2',
    description: 'Taushetsplikt: forretningshemmeligheter',
  },
  { code: 'offl. § 14 første ledd', description: 'Organinterne dokumenter' },
  {
    code: 'offl. § 15 første ledd',
    description: 'Dokumenter innhentet til intern saksforberedelse',
  },
  { code: 'offl. § 20 første ledd', description: 'Norges utenrikspolitiske interesser' },
  { code: 'offl. § 21', description: 'Nasjonal sikkerhet og forsvar' },
  { code: 'offl. § 23 første ledd', description: 'Det offentliges forhandlingsposisjon' },
  { code: 'offl. § 24 andre ledd', description: 'Melding, tips o.l. om lovbrudd fra private' },
  { code: 'offl. § 25 første ledd', description: 'Tilsettingssaker' },
  { code: 'offl. § 26 femte ledd', description: 'Fødselsnummer og lignende nummer' },
];
