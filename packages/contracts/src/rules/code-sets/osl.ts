import type { Provision } from './provision';

/**
 * Grounds of the Swedish Public Access to Information and Secrecy Act (offentlighets- och
 * sekretesslagen, 2009:400) that authorities cite most, by chapter and section, in Swedish.
 */
export const OSL: readonly Provision[] = [
  { code: '15 kap. 1 § OSL', description: 'Utrikessekretess' },
  { code: '15 kap. 2 § OSL', description: 'Försvarssekretess' },
  { code: '18 kap. 1 § OSL', description: 'Förundersökning och brottsbekämpning' },
  { code: '19 kap. 1 § OSL', description: 'Myndighetens affärs- eller driftförhållanden' },
  { code: '19 kap. 3 § OSL', description: 'Upphandling' },
  { code: '21 kap. 1 § OSL', description: 'Enskilds hälsa eller sexualliv' },
  { code: '21 kap. 3 § OSL', description: 'Enskilds bostadsadress och liknande (förföljd person)' },
  {
    code: '21 kap. 7 § OSL',
    description: 'Personuppgifter vars utlämnande strider mot dataskyddsregleringen',
  },
  { code: '22 kap. 1 § OSL', description: 'Folkbokföring: enskilds personliga förhållanden' },
  { code: '25 kap. 1 § OSL', description: 'Hälso- och sjukvård' },
  { code: '26 kap. 1 § OSL', description: 'Socialtjänst: enskilds personliga förhållanden' },
  { code: '27 kap. 1 § OSL', description: 'Skatteuppgifter' },
  { code: '28 kap. 1 § OSL', description: 'Socialförsäkring' },
  { code: '35 kap. 1 § OSL', description: 'Enskilds förhållanden i brottsutredning' },
  {
    code: '39 kap. 3 § OSL',
    description: 'Personaladministration: enskilds personliga förhållanden',
  },
];
