export type DepartmentSeed = {
  code: string;
  name: string;
  description: string;
  isActive: boolean;
};

/**
 * Norwegian ministries and agencies. The inactive ones were merged or renamed and stay so
 * that users who chose them keep a valid department.
 */
export const DEPARTMENT_SEEDS: readonly DepartmentSeed[] = [
  {
    code: 'SMK',
    name: 'Statsministerens kontor',
    description: 'Sekretariat for statsministeren og regjeringen.',
    isActive: true,
  },
  {
    code: 'AID',
    name: 'Arbeids- og inkluderingsdepartementet',
    description: 'Arbeidsmarked, arbeidsmiljø, pensjoner, velferd og integrering.',
    isActive: true,
  },
  {
    code: 'BFD',
    name: 'Barne- og familiedepartementet',
    description: 'Barnevern, familievern, barnetrygd og forbrukerpolitikk.',
    isActive: true,
  },
  {
    code: 'DFD',
    name: 'Digitaliserings- og forvaltningsdepartementet',
    description: 'Digitalisering av offentlig sektor, statlig forvaltning og personvern.',
    isActive: true,
  },
  {
    code: 'ED',
    name: 'Energidepartementet',
    description: 'Energiforsyning, petroleumsvirksomhet og vassdrag.',
    isActive: true,
  },
  {
    code: 'FIN',
    name: 'Finansdepartementet',
    description: 'Statsbudsjettet, skatter og avgifter, finansmarkedene og Statens pensjonsfond.',
    isActive: true,
  },
  {
    code: 'FD',
    name: 'Forsvarsdepartementet',
    description: 'Forsvarspolitikk og forvaltning av Forsvaret.',
    isActive: true,
  },
  {
    code: 'HOD',
    name: 'Helse- og omsorgsdepartementet',
    description: 'Spesialisthelsetjenesten, folkehelse og omsorgstjenester.',
    isActive: true,
  },
  {
    code: 'JD',
    name: 'Justis- og beredskapsdepartementet',
    description: 'Domstolene, politiet, kriminalomsorgen, innvandring og samfunnssikkerhet.',
    isActive: true,
  },
  {
    code: 'KLD',
    name: 'Klima- og miljødepartementet',
    description: 'Klima, naturmangfold, forurensning og kulturmiljø.',
    isActive: true,
  },
  {
    code: 'KDD',
    name: 'Kommunal- og distriktsdepartementet',
    description: 'Kommuneøkonomi, boligpolitikk, distriktspolitikk og valg.',
    isActive: true,
  },
  {
    code: 'KUD',
    name: 'Kultur- og likestillingsdepartementet',
    description: 'Kultur, medier, frivillighet, idrett og likestilling.',
    isActive: true,
  },
  {
    code: 'KD',
    name: 'Kunnskapsdepartementet',
    description: 'Barnehager, grunnopplæring, høyere utdanning og forskning.',
    isActive: true,
  },
  {
    code: 'LMD',
    name: 'Landbruks- og matdepartementet',
    description: 'Landbruk, skogbruk, reindrift og mattrygghet.',
    isActive: true,
  },
  {
    code: 'NFD',
    name: 'Nærings- og fiskeridepartementet',
    description: 'Næringspolitikk, fiskeri, havbruk og statlig eierskap.',
    isActive: true,
  },
  {
    code: 'SD',
    name: 'Samferdselsdepartementet',
    description: 'Veg, jernbane, luftfart, post og elektronisk kommunikasjon.',
    isActive: true,
  },
  {
    code: 'UD',
    name: 'Utenriksdepartementet',
    description: 'Utenrikspolitikk, utviklingspolitikk og konsulære tjenester.',
    isActive: true,
  },
  {
    code: 'NAV',
    name: 'Arbeids- og velferdsetaten (Nav)',
    description: 'Arbeidsformidling, trygdeytelser og pensjon.',
    isActive: true,
  },
  {
    code: 'SKATT',
    name: 'Skatteetaten',
    description: 'Fastsetting og innkreving av skatter og avgifter, og Folkeregisteret.',
    isActive: true,
  },
  {
    code: 'UDI',
    name: 'Utlendingsdirektoratet',
    description: 'Behandling av søknader om opphold, beskyttelse og statsborgerskap.',
    isActive: true,
  },
  {
    code: 'POD',
    name: 'Politidirektoratet',
    description: 'Faglig ledelse og styring av politiet.',
    isActive: true,
  },
  {
    code: 'ARKIV',
    name: 'Arkivverket',
    description: 'Bevaring og tilgjengeliggjøring av offentlige og private arkiver.',
    isActive: true,
  },
  {
    code: 'OED',
    name: 'Olje- og energidepartementet',
    description: 'Tidligere departement for olje og energi; ble Energidepartementet i 2024.',
    isActive: false,
  },
  {
    code: 'KMD',
    name: 'Kommunal- og moderniseringsdepartementet',
    description: 'Tidligere departement; delt i 2022 mellom KDD og DFD.',
    isActive: false,
  },
  {
    code: 'FAD',
    name: 'Fornyings-, administrasjons- og kirkedepartementet',
    description: 'Tidligere departement; nedlagt i 2014.',
    isActive: false,
  },
];
