import type { LabelledType } from './labelled-values';
import { checkNationalId } from './national-id-checks';

/** "nr", "nr.", "-nr.", " no.", "-ID": how a label's number word is abbreviated. */
const NO = String.raw`[ \u00a0-]?(?:nr|no|nummer|number|id|#)\.?`;
/** English " number", " no.", " ID", " #" after a noun: "Member ID", "Patient No.". */
const NO_EN = String.raw`[ \u00a0]?(?:number|no\.?|id|#)`;
/** "N°", "N° de", "Numéro d'", "Nº": the French number word before its noun. */
const NUMBER_FR = String.raw`(?:n[°º]|no\.?|num[ée]ro|num\.?)[ \u00a0]?(?:de[ \u00a0]|du[ \u00a0]|d['’])?`;
/** "Nº de", "N.º", "Número de": the Spanish one. */
const NUMBER_ES = String.raw`(?:n\.?[º°]|n[úu]m(?:ero|\.)?)[ \u00a0]?(?:de(?:l)?[ \u00a0])?`;
/** "Numero", "N.", "Nr.", "Codice" with "di", "d'": the Italian one. */
const NUMBER_IT = String.raw`(?:numero|n\.|nr\.?|codice)[ \u00a0]?(?:di[ \u00a0]|d['’]|del[ \u00a0])?`;

/**
 * Labels that name a value, in Norwegian (Bokmål and Nynorsk), English, German, Dutch, French,
 * Swedish and Danish (with Spanish and Italian for the common ones), as regular-expression
 * alternatives matched case-insensitively as whole words. The value stands after the label on its line, to its right or under it (a table column).
 */
export const LABELLED_TYPES: readonly LabelledType[] = [
  {
    entity: 'CUSTOMER_NUMBER',
    value: 'id',
    labels: [
      String.raw`kunde(?:nummer|nr\.?|-?id|${NO})`,
      String.raw`kund(?:nummer|nr\.?)`,
      String.raw`kunden(?:nummer|-?nr\.?)`,
      String.raw`kd\.?-?nr\.?`,
      String.raw`customer(?:[ \u00a0]?(?:number|no\.?|id|#|ref(?:erence)?|code)|-id)`,
      String.raw`client[ \u00a0]?(?:number|no\.?|id|#|ref(?:erence)?|code)`,
      String.raw`account(?:[ \u00a0]holder)?[ \u00a0](?:number|no\.?|id)`,
      String.raw`klant(?:nummer|nr\.?|[ \u00a0-]?id)|relatie(?:nummer|nr\.?)|cli[eë]nt(?:nummer|nr\.?)`,
      String.raw`${NUMBER_FR}(?:client|abonn[ée])|(?:code|réf(?:érence)?\.?|compte)[ \u00a0](?:client|abonn[ée])`,
      // The French invoice's login and subscriber identifier: "Identifiant : 12345678".
      String.raw`identifiant(?:[ \u00a0](?:client|abonn[ée]))?(?![ \u00a0](?:fiscal|tva|siret|siren|intracommunautaire|national))`,
      // Subscribers and clients are the customer under another name: "Abonnementsnummer",
      // "Subscriber ID", "Teilnehmernummer", "Klientnummer", "Mandantennummer".
      String.raw`abonn(?:ent(?:en)?|ee|ements?|emangs?)(?:nummer|[ \u00a0-]?nr\.?|-?id)|abo-?(?:nummer|nr\.?)`,
      String.raw`subscri(?:ber|ption)${NO_EN}|teilnehmer(?:nummer|-?nr\.?)|mandanten(?:nummer|-?nr\.?)`,
      String.raw`klient(?:nummer|nr\.?|-?id)|kund-?id|kunden(?:-?id|kennung)`,
      String.raw`${NUMBER_ES}(?:cliente|abonado)|c[óo]digo[ \u00a0]de[ \u00a0]cliente|${NUMBER_IT}(?:cliente|abbonato)`,
      // A debtor (the customer in the seller's books): "Debiteurnummer", "Deb.nr.", "Debitor-Nr.".
      String.raw`deb(?:iteur|itor(?:en)?)?(?:nummer|[ \u00a0.-]?nr\.?)`,
      // Poland's, Finland's, Turkey's, Czechia's and Portugal's: "Numer klienta", "ID Nabywcy",
      // "Asiakasnumero", "Müşteri No", "Číslo zákazníka", "Número do cliente".
      String.raw`(?:numer|nr\.?|id)[ \u00a0]klienta|id[ \u00a0]nabywcy|asiakas(?:numero|nro\.?)`,
      String.raw`müşteri[ \u00a0](?:no|numarası)|číslo[ \u00a0]zákazníka|(?:n[úu]mero|c[óo]digo)[ \u00a0]do[ \u00a0]cliente`,
      // A direct debit's mandate names the customer's account: "Mandatsreferenz: M-K01…".
      String.raw`mandats?referenz|mandat(?:s?nummer|-?nr\.?)?|mandate[ \u00a0]ref(?:erence)?|r[ée]f[ée]rence[ \u00a0](?:unique[ \u00a0])?du[ \u00a0]mandat`,
      // The account an invoice is addressed to, when it is a number: "Sold to: 7402956928".
      String.raw`(?:bill|sold|ship)[ \u00a0]to|fakturer(?:es)?(?:[ \u00a0]til)?|solgt[ \u00a0]til|tjenestemottaker`,
    ].join('|'),
  },
  {
    entity: 'INVOICE_NUMBER',
    value: 'id',
    labels: [
      String.raw`faktura(?:nummer|nr\.?|${NO})`,
      String.raw`invoice(?:[ \u00a0]?(?:number|no\.?|#|id|ref))`,
      String.raw`rechnungs?(?:nummer|-?nr\.?|[ \u00a0](?:nr\.?|#))`,
      String.raw`factuur(?:nummer|nr\.?|[ \u00a0]nr\.?)`,
      String.raw`${NUMBER_FR}facture`,
      String.raw`facture[ \u00a0]n°`,
    ].join('|'),
  },
  {
    entity: 'ORDER_NUMBER',
    value: 'id',
    labels: [
      String.raw`ordre(?:nummer|nr\.?|${NO})`,
      String.raw`order(?:nummer|nr\.?|[ \u00a0]?(?:number|no\.?|#|id|ref))`,
      String.raw`bestillings(?:nummer|nr\.?)`,
      String.raw`bestell(?:nummer|-?nr\.?)`,
      String.raw`auftrags(?:nummer|-?nr\.?)`,
      String.raw`bestel(?:nummer|nr\.?)`,
      String.raw`${NUMBER_FR}commande`,
      String.raw`(?:your|uw|ihre|deres|dykkar|din)[ \u00a0](?:order|bestelling|bestellung|bestilling)`,
      String.raw`leverbon(?:nummer|nr\.?)?|lieferschein(?:nummer|-?nr\.?)?|følgeseddel(?:nummer|nr\.?)?`,
      String.raw`delivery[ \u00a0]note(?:[ \u00a0](?:number|no\.?))?`,
      String.raw`commande[ \u00a0]?(?:n[°º]|no\.?|numéro)|réf(?:érence)?\.?[ \u00a0]commande`,
      String.raw`beställnings(?:nummer|nr\.?)|${NUMBER_ES}pedido|${NUMBER_IT}ordine`,
      String.raw`purchase[ \u00a0]order(?:${NO_EN})?|po${NO_EN}`,
      // A booking is an order of a journey or a room: "Booking reference", "Buchungsnummer".
      String.raw`booking(?:${NO_EN}|[ \u00a0]ref(?:erence)?)|buchungs(?:nummer|-?nr\.?)|reservation${NO_EN}|reservasjons(?:nummer|nr\.?)|bestillingsreferanse`,
      // A ticket, and a booking's confirmation, name the traveller who holds them: "Ticket
      // number", "N° e-billet", "Lipun numero", "Billettnummer", "Confirmation: HTK-2024-78956".
      String.raw`(?:e-?)?ticket(?:${NO_EN}|nummer|-?nr\.?)|billett(?:nummer|nr\.?)|biljett(?:nummer|nr\.?)|fahrschein(?:nummer|-?nr\.?)`,
      String.raw`${NUMBER_FR}(?:e-)?billet|billet[ \u00a0]n[°º]|lipun[ \u00a0]numero|lippu(?:numero|nro\.?)|${NUMBER_ES}(?:billete|boleto|bilhete)`,
      String.raw`confirmation(?:${NO_EN}|[ \u00a0]code)?|booking[ \u00a0]code|record[ \u00a0]locator|pnr|(?:bekreftelses|bestätigungs|bevestigings)(?:nummer|-?nr\.?|kode|code)`,
    ].join('|'),
  },
  {
    entity: 'CASE_NUMBER',
    value: 'id',
    labels: [
      String.raw`saks(?:nummer|nr\.?|${NO})`,
      String.raw`sak[ \u00a0]nr\.?`,
      String.raw`journal(?:nummer|nr\.?|post(?:nummer)?)`,
      String.raw`arkiv(?:nummer|nr\.?|kode)`,
      String.raw`case(?:[ \u00a0]?(?:number|no\.?|id|ref(?:erence)?))`,
      String.raw`file[ \u00a0](?:number|no\.?)`,
      String.raw`aktenzeichen|gesch[äa]ftszeichen|az\.`,
      String.raw`zaak(?:nummer|nr\.?)`,
      String.raw`dossier(?:nummer|nr\.?)`,
      String.raw`${NUMBER_FR}dossier`,
      String.raw`ärende(?:nummer|nr\.?)|diarie(?:nummer|nr\.?)|dnr\.?`,
      String.raw`sags(?:nummer|nr\.?)|j\.[ \u00a0]?nr\.?`,
      // An insurance claim is a case: "Claim No.", "Skadenummer", "Schadennummer", "N° de sinistre".
      String.raw`claim${NO_EN}|skade(?:saks?)?(?:nummer|nr\.?)|schadens?(?:nummer|-?nr\.?)|${NUMBER_FR}sinistre|sinistre[ \u00a0]n[°º]`,
      String.raw`réf(?:érence)?\.?[ \u00a0]dossier|${NUMBER_ES}expediente|${NUMBER_IT}pratica`,
    ].join('|'),
  },
  {
    entity: 'REFERENCE_NUMBER',
    value: 'id',
    labels: [
      String.raw`(?:vår|deres|dykkar|vår|min|din)[ \u00a0]?ref(?:eranse)?\.?`,
      String.raw`referanse(?:nummer|nr\.?)?`,
      String.raw`ref\.?[ \u00a0]?nr\.?`,
      String.raw`(?:our|your)[ \u00a0]ref(?:erence)?\.?`,
      String.raw`reference(?:[ \u00a0](?:number|no\.?))?`,
      String.raw`referenz(?:nummer)?|(?:ihr|unser)[ \u00a0]zeichen`,
      String.raw`kenmerk|referentie(?:nummer)?|(?:uw|ons)[ \u00a0]kenmerk`,
      String.raw`(?:votre|notre)[ \u00a0]réf(?:érence)?\.?|référence`,
      String.raw`(?:er|vår)[ \u00a0]referens|referens(?:nummer)?`,
    ].join('|'),
  },
  {
    entity: 'POLICY_NUMBER',
    value: 'id',
    labels: [
      String.raw`polise(?:nummer|nr\.?|${NO})`,
      String.raw`forsikrings(?:nummer|nr\.?|bevis(?:nummer)?)`,
      String.raw`avtale(?:nummer|nr\.?)`,
      String.raw`policy(?:[ \u00a0]?(?:number|no\.?|#|id))`,
      String.raw`versicherungs(?:nummer|schein(?:nummer)?|-?nr\.?)`,
      String.raw`polis(?:nummer|nr\.?)`,
      String.raw`${NUMBER_FR}(?:police|contrat)`,
      String.raw`försäkrings(?:nummer|nr\.?)`,
      // Contracts and leases are agreements of the same kind: "Contract No.", "Leasingnummer".
      String.raw`contract(?:[ \u00a0]?(?:number|no\.?|#|id)|nummer|nr\.?)`,
      String.raw`vertrags(?:nummer|-?nr\.?)|leasing(?:nummer|vertrag(?:snummer)?|-?nr\.?)`,
      String.raw`kontrakt(?:s?nummer|nr\.?)`,
      String.raw`avtals(?:nummer|nr\.?)|aftale(?:nummer|nr\.?)|police(?:n)?(?:nummer|-?nr\.?)|overeenkomst(?:nummer|nr\.?)`,
      String.raw`vertragskonto(?:nummer)?|contrat[ \u00a0]n[°º]|réf(?:érence)?\.?[ \u00a0]contrat`,
      String.raw`${NUMBER_ES}(?:p[óo]liza|contrato)|${NUMBER_IT}(?:polizza|contratto)`,
    ].join('|'),
  },
  {
    // A member of an association, a club, a union or a health insurer: "Medlemsnummer",
    // "Member ID", "Mitgliedsnummer", "Lidnummer", "N° d'adhérent". The insured person's number
    // ("Versichertennummer") is the health insurer's member number, as on US "Member ID" cards.
    entity: 'MEMBER_NUMBER',
    value: 'id',
    labels: [
      String.raw`medlems(?:nummer|nr\.?|-?id|kort(?:nummer)?)|member(?:ship)?(?:${NO_EN}|[ \u00a0]card(?:${NO_EN})?)`,
      String.raw`mitglieds(?:nummer|-?nr\.?|-?id)|(?:kranken)?versicherten(?:nummer|-?nr\.?)`,
      String.raw`lid(?:maatschaps)?(?:nummer|nr\.?)|${NUMBER_FR}(?:adhérent|membre)`,
      String.raw`${NUMBER_ES}socio|${NUMBER_IT}socio|tessera[ \u00a0]n\.?`,
      // An employer's, a school's or an agency's number for a person in its register: "Employee
      // ID", "Ansattnummer", "Medarbejder: 51554", "Personalnummer", "Matricule", "Student
      // number", "Matrikelnummer", "Kandidatnummer", "Applicant ID".
      String.raw`employee(?:${NO_EN}|[ \u00a0]code|-id)|emp\.?[ \u00a0]?(?:id|no\.?|code)|staff${NO_EN}|personnel${NO_EN}|payroll${NO_EN}`,
      String.raw`ansatt(?:nummer|nr\.?|-?id)|tilsett(?:nummer|nr\.?)|lønns?(?:nummer|nr\.?)|medarbe[ij]der(?:nummer|nr\.?|-?id)?|anställnings(?:nummer|nr\.?)`,
      String.raw`personal(?:nummer|-?nr\.?)|mitarbeiter(?:nummer|-?nr\.?|-?id)|personeels(?:nummer|nr\.?)|werknemers?(?:nummer|nr\.?)`,
      String.raw`matricule|${NUMBER_FR}(?:salarié|employé|matricule)|${NUMBER_ES}empleado|id[ \u00a0]empleado|työntekijä(?:numero|nro\.?)|henkilö(?:numero|nro\.?)`,
      String.raw`student(?:${NO_EN}|nummer|nr\.?|-id)|matrikel(?:nummer|-?nr\.?)|elev(?:nummer|nr\.?|-?id)|leerling(?:nummer|nr\.?)|schüler(?:nummer|-?nr\.?|-?id)`,
      String.raw`${NUMBER_FR}(?:étudiant|d['’]étudiant)|opiskelija(?:numero|nro\.?)|candidate${NO_EN}|kandidat(?:nummer|nr\.?)`,
      String.raw`applicant${NO_EN}|søker(?:nummer|-?id)|participant${NO_EN}|deltak(?:er|ar)(?:nummer|nr\.?)|teilnehmer-?id|passenger${NO_EN}`,
    ].join('|'),
  },
  {
    // A patient's number at a hospital or a practice: "Pasient-ID", "Patient No.", "MRN",
    // "Patienten-ID", "Patiëntnummer", "N° de patient"; health data, so a type of its own.
    entity: 'PATIENT_NUMBER',
    value: 'id',
    labels: [
      String.raw`pasient(?:nummer|nr\.?|-?id)|patient(?:nummer|nr\.?|-id|${NO_EN})|patienten(?:nummer|-?nr\.?|-?id)`,
      String.raw`pati[eë]nt(?:nummer|nr\.?|-?id)|${NUMBER_FR}patient|identifiant[ \u00a0]patient|ipp`,
      String.raw`medical[ \u00a0]record${NO_EN}|mrn|hospital${NO_EN}|nhs${NO_EN}`,
      String.raw`${NUMBER_ES}paciente|historia[ \u00a0]cl[íi]nica|${NUMBER_IT}paziente`,
    ].join('|'),
  },
  {
    // A person's identity number named by its label: national and social security numbers,
    // identity cards, passports, driving licences, tax numbers of people ("ID number: 891211 5586 225").
    entity: 'ID_NUMBER',
    value: 'id',
    check: checkNationalId,
    labels: [
      // Norway's fødselsnummer, D- and H-nummer by name: valid ones are found without a label
      // too; a label makes one whose check digit fails a suggestion with that reason.
      String.raw`f(?:ø|o|oe)dsels(?:nummer|nr\.?)|f\.?[ \u00a0]?nr\.?|[dh]-?nummer|personnr\.?`,
      // Finland, Poland, Spain, Brazil, Argentina, India, Morocco, Italy, the UK, Canada, Australia, Mexico,
      // China, Korea, Japan.
      String.raw`henkilötunnus|hetu|pesel|dni|nie|nif|cpf|cuit|cuil|aadhaa?r(?:[ \u00a0](?:number|no\.?|card))?|pan[ \u00a0](?:number|no\.?|card)`,
      String.raw`cin|carte[ \u00a0](?:nationale[ \u00a0]d['’]identité|d['’]identité[ \u00a0]nationale)|codice[ \u00a0]fiscale|national[ \u00a0]insurance[ \u00a0](?:number|no\.?)|nino`,
      String.raw`social[ \u00a0]insurance[ \u00a0](?:number|no\.?)|tax[ \u00a0]file[ \u00a0](?:number|no\.?)|medicare[ \u00a0](?:card[ \u00a0])?(?:number|no\.?)|curp`,
      // Australia's and New Zealand's health identifiers: "IHI: 8003 6081 6669 0503", "NHI".
      String.raw`ihi(?:[ \u00a0](?:number|no\.?))?|individual[ \u00a0]healthcare[ \u00a0]identifier|nhi(?:[ \u00a0](?:number|no\.?))?`,
      String.raw`公民身份号码|身份证号码?|주민등록번호|個人番号|マイナンバー`,
      // Russia, Türkiye, Czechia, Poland, Brazil: the taxpayer and insurance numbers, identity
      // cards and passports by their own names.
      String.raw`инн|снилс|паспорт|серия[ \u00a0]и[ \u00a0]номер(?:[ \u00a0]паспорта)?|t\.?[ \u00a0]?c\.?[ \u00a0]kimlik[ \u00a0](?:no|numarası)|kimlik[ \u00a0]no`,
      String.raw`rodné[ \u00a0]číslo|číslo[ \u00a0]občanského[ \u00a0]průkazu|(?:numer|nr)[ \u00a0]dowodu(?:[ \u00a0]osobistego)?|rg|cnh`,
      String.raw`(?:national[ \u00a0]|personal[ \u00a0])?(?:id|identity|identification)(?:[ \u00a0]card)?[ \u00a0]?(?:number|no\.?|#)`,
      String.raw`(?:national|personal)[ \u00a0]id|social[ \u00a0]security[ \u00a0](?:number|no\.?)|ssn`,
      String.raw`passport[ \u00a0]?(?:number|no\.?)|tax[ \u00a0]id(?:entification[ \u00a0](?:number|no\.?))?`,
      String.raw`person(?:nummer|nr\.?)|id-?(?:nummer|nr\.?)|pass(?:nummer|nr\.?)|legitimasjons(?:nummer|nr\.?)`,
      String.raw`samordnings(?:nummer|nr\.?)|cpr(?:[- \u00a0]?(?:nummer|nr\.?))?`,
      // Latin America's identity cards, and Brazil's foreigner's id on a receipt.
      String.raw`c[ée]dula(?:[ \u00a0]de[ \u00a0](?:identidad|ciudadan[íi]a)|[ \u00a0]profesional)?|id\.?[ \u00a0]estrangeiro`,
      String.raw`(?:personal|reise)?(?:ausweis|pass)(?:nummer|-?nr\.?)|sozialversicherungs(?:nummer|-?nr\.?)|steuer-?id(?:entifikationsnummer)?`,
      String.raw`bsn|burgerservicenummer|identiteits(?:nummer|kaartnummer)|paspoort(?:nummer|nr\.?)`,
      String.raw`${NUMBER_FR}(?:sécurité[ \u00a0]sociale|passeport|carte[ \u00a0]d'identité)|numéro[ \u00a0]fiscal`,
      // Iceland, the Baltic states, Belgium, Switzerland, Mexico, Chile, Indonesia, Vietnam and
      // India's provident fund and state insurance: "Kennitala", "Isikukood", "Asmens kodas",
      // "Rijksregisternummer", "AHV-Nr.", "RFC", "RUT", "NIK", "CCCD", "UAN", "ESIC No.".
      String.raw`kennitala|isikukood|asmens[ \u00a0]kodas|personas[ \u00a0]kods|rijksregister(?:nummer|nr\.?)?|insz|niss`,
      String.raw`num[ée]ro[ \u00a0](?:national|de[ \u00a0]registre[ \u00a0]national)|ahv(?:-?(?:nummer|nr\.?))?|avs(?:-?n[°º]|[ \u00a0]n[°º])?`,
      String.raw`rfc|rut|run|nik|npwp|nomor[ \u00a0]induk[ \u00a0]kependudukan|cccd|cmnd|số[ \u00a0](?:căn[ \u00a0]cước|cmnd|cccd)`,
      // A driving licence: "Driver's License #", "DL No.", "Førerkort", "Körkortsnummer",
      // "Führerscheinnummer", "Rijbewijsnummer", "Permis de conduire", "Prawo jazdy".
      String.raw`driver['’]?s?[ \u00a0]licen[cs]e(?:${NO_EN})?|driving[ \u00a0]licen[cs]e(?:${NO_EN})?|dl[ \u00a0]?(?:#|no\.?|number)`,
      String.raw`fører(?:kort|rett)(?:nummer|nr\.?)?|førarkort(?:nummer|nr\.?)?|körkort(?:s?nummer|snr\.?)?|kørekort(?:s?nummer|nr\.?)?|ajokort(?:ti|in[ \u00a0]numero)`,
      String.raw`führerschein(?:nummer|-?nr\.?)?|rijbewijs(?:nummer|nr\.?)?|(?:${NUMBER_FR})?permis[ \u00a0]de[ \u00a0]conduire|prawo[ \u00a0]jazdy`,
      String.raw`licencia[ \u00a0]de[ \u00a0](?:conducir|manejo)|carn[eé]t?[ \u00a0]de[ \u00a0]conducir|patente[ \u00a0]di[ \u00a0]guida|carteira[ \u00a0]de[ \u00a0]habilita[çc][ãa]o`,
      String.raw`uan(?:[ \u00a0](?:number|no\.?))?|universal[ \u00a0]account[ \u00a0](?:number|no\.?)|(?:e?pf|esic?)[ \u00a0]?(?:a\/c[ \u00a0])?(?:number|no\.?|ip[ \u00a0]no\.?)`,
    ].join('|'),
  },
  {
    // A person's date of birth named by its label, in a form or in prose: "Date of birth:
    // 11 December 1989", "Fødselsdato" over "12.12.2018", "født 3. mai 1975", "geb. 01.02.1960".
    entity: 'DATE_OF_BIRTH',
    value: 'date',
    labels: [
      String.raw`date[ \u00a0]of[ \u00a0]birth|birth[ \u00a0]?date|d\.?o\.?b\.?|born(?:[ \u00a0]on)?`,
      String.raw`fødsels(?:dato|dag)|fødd(?:[ \u00a0]den)?|født(?:[ \u00a0]den)?`,
      String.raw`geburtsdatum|geb\.|geboren(?:[ \u00a0]am)?|geboortedatum|geboren[ \u00a0]op`,
      String.raw`date[ \u00a0]de[ \u00a0]naissance|né(?:e)?[ \u00a0]le|födelsedatum|född(?:[ \u00a0]den)?`,
      String.raw`fecha[ \u00a0]de[ \u00a0]nacimiento|data[ \u00a0]di[ \u00a0]nascita|nato[ \u00a0]il|nata[ \u00a0]il`,
      String.raw`nacid[oa](?:\/a)?[ \u00a0]el|f(?:echa|\.)[ \u00a0]de[ \u00a0]nac\.?|data[ \u00a0]de[ \u00a0]nascimento|nascid[oa][ \u00a0]em`,
      String.raw`data[ \u00a0]urodzenia|urodzon[ya]|syntymäaika|syntynyt|fødselsdag|født[ \u00a0]den`,
      String.raw`出生年月日?|出生日期|生日|生年月日|생년월일`,
      String.raw`дата[ \u00a0]рождения|д\.[ \u00a0]?р\.|родил(?:ся|ась)|дата[ \u00a0]народження|народил(?:ся|ася)`,
    ].join('|'),
  },
  {
    // A vehicle's plate or chassis number named by its label: "Amtl. Kennz.: FB-LE 9999",
    // "Reg.nr. AB 12345", "FG-Nr.: WBA…", "VIN", "Kenteken", "Immatriculation"; it names the keeper.
    entity: 'VEHICLE_ID',
    value: 'vehicle',
    labels: [
      String.raw`(?:amtl\.?[ \u00a0-]?)?kennz(?:eichen|\.)?|fahrzeugkennzeichen|fg-?nr\.?|fahrgestell(?:nummer|-?nr\.?)|fin`,
      String.raw`reg(?:istrerings)?\.?[ \u00a0]?(?:nr|nummer)\.?|kjennemerke|skilt(?:nummer|nr\.?)|understells(?:nummer|nr\.?)`,
      String.raw`registration[ \u00a0](?:number|no\.?|plate|mark)|(?:license|licence|number)[ \u00a0]plate|vin|vehicle[ \u00a0]id(?:entification[ \u00a0]number)?|chassis(?:[ \u00a0]?(?:number|no\.?|nummer|nr\.?))?`,
      String.raw`kenteken|chassisnummer|(?:n[°º][ \u00a0]d['’])?immatriculation|registreringsnummer|regnr\.?|targa|matr[íi]cula`,
    ].join('|'),
  },
  {
    // A person's user name or login named by its label: "Username: kari.nordmann",
    // "Brukernavn: ola123", "Benutzername", "Gebruikersnaam", "Nom d'utilisateur", "Login".
    entity: 'USERNAME',
    value: 'login',
    labels: [
      String.raw`user[ \u00a0]?(?:name|id)|login(?:[ \u00a0]?(?:name|id))?|sign-in[ \u00a0]name|screen[ \u00a0]name`,
      String.raw`brukar(?:namn|-?id)|bruker(?:navn|-?id|namn)|benutzer(?:name|kennung|-?id)?|anmeldename|gebruikers(?:naam|-?id)`,
      String.raw`nom[ \u00a0]d['’]utilisateur|identifiant[ \u00a0]de[ \u00a0]connexion|användar(?:namn|-?id)|bruger(?:navn|-?id)`,
      String.raw`nombre[ \u00a0]de[ \u00a0]usuario|nome[ \u00a0]utente`,
      // Messengers' ids, as Chinese, Korean and Japanese CVs print them: "微信：wxid_…", "QQ：…".
      String.raw`微信号?|wechat(?:[ \u00a0]?id)?|qq号?|카카오톡(?:[ \u00a0]?id)?|카톡[ \u00a0]?id|line[ \u00a0]id`,
    ].join('|'),
  },
  {
    // A postcode after its label and colon ("Código postal: 06600", "ZIP: 94103"): the part of
    // an address a form asks apart. Whose address it is the page's blocks decide, as for any
    // address; a column of postcodes the table's rows (table-columns.ts).
    entity: 'ADDRESS',
    value: 'id',
    afterColonOnly: true,
    labels: [
      String.raw`post(?:al)?[ \u00a0]?code|zip(?:[ \u00a0]?code)?|post(?:nummer|nr\.?)|plz|postleitzahl|code[ \u00a0]postal`,
      String.raw`c[óo]digo[ \u00a0]postal|postinumero|cep|pin[ \u00a0]?code|kod[ \u00a0]pocztowy|почтовый[ \u00a0]индекс|posta[ \u00a0]kodu`,
    ].join('|'),
  },
  {
    entity: 'INCOME',
    value: 'amount',
    labels: [
      String.raw`(?:brutto|netto|års|måneds|månads|fast|grunn|time)?lønn(?:sinntekt)?`,
      String.raw`(?:brutto|netto|års|måneds|månads|fast|grunn)?løn`,
      String.raw`(?:brutto|netto|års|samlet|samla|skattepliktig|alminnelig|personinn)?inntekt`,
      String.raw`(?:annual|gross|net|monthly|yearly|taxable|total)?[ \u00a0]?(?:salary|income|wages?)`,
      String.raw`(?:brutto|netto|jahres|monats)?(?:gehalt|einkommen|lohn)`,
      String.raw`(?:bruto|netto|jaar|maand)?(?:salaris|inkomen|loon)`,
      String.raw`salaire|revenus?(?:[ \u00a0](?:annuel|imposable|brut|net))?|rémunération`,
      String.raw`(?:års|månads)?(?:lön|inkomst)|indkomst`,
    ].join('|'),
  },
];

/**
 * The name a label names ("Navn: Kari Nordmann", "Family name" over "Mustermann"): found as
 * PERSON beside the tagger, which often cannot tell a name in a form field from a label.
 */
/** The parts of a name a form asks for, and words that join two of them in one label. */
const NAME_PARTS = String.raw`(?:etternavn|fornavn|mellomnavn|etternamn|førenamn|(?:last|first|middle|family|given)[ \u00a0]names?|surname|nachname|vorname|achternaam|voornaam|nom|prénom|efternamn|förnamn|efternavn|apellidos?|nombres?|cognome|nome)`;
const NAME_PART_JOIN = String.raw`[ \u00a0]*(?:,|\/|og|and|und|en|et|och|e|y)[ \u00a0]*`;
const NAME_PART_WORDS = NAME_PARTS.slice(3, -1).split('|');
const NUMBERED_ROLES = ['søker', 'søkar', 'applicant', 'forelder', 'parent', 'antragsteller'];

/** The whole of a label that names a number ("Employee Id", "Kundennummer"). */
let idLabel: RegExp | undefined;
function isIdLabel(value: string): boolean {
  idLabel ??= new RegExp(
    `^(?:${LABELLED_TYPES.filter((type) => type.value === 'id')
      .map((type) => type.labels)
      .join('|')})$`,
    'iu',
  );
  return idLabel.test(value.replace(/[ \u00a0]+/gu, ' '));
}

export const NAME_LABELS: LabelledType = {
  entity: 'PERSON',
  value: 'name',
  // "Full Name" over "Employee Id": the label of the next field, no one's name.
  rejects: isIdLabel,
  labels: [
    // Two parts in one label, after a numbered party's role or not: "Etternavn og fornavn",
    // "Last name, first name", "Søker 1 etternavn og fornavn". Before the parts alone.
    ...NUMBERED_ROLES.map(
      (role) =>
        String.raw`${role}[ \u00a0]\d[ \u00a0]${NAME_PARTS}(?:${NAME_PART_JOIN}${NAME_PARTS})?`,
    ),
    ...NAME_PART_WORDS.map((part) => `${part}${NAME_PART_JOIN}${NAME_PARTS}`),
    // A name label with its holder's role after it, before the label alone matches: "Naam
    // klant", "Name Kunde", "Nom du client", "Navn søker".
    ...['naam', 'name', 'navn', 'namn', 'nom'].map(
      (word) =>
        String.raw`${word}[ \u00a0](?:van[ \u00a0]de[ \u00a0]|des[ \u00a0]|der[ \u00a0]|du[ \u00a0]|de[ \u00a0]la[ \u00a0]|på[ \u00a0])?(?:klant|huurder|werknemer|aanvrager|kunde|kunden|kund|mieter|arbeitnehmer|antragsteller|client|locataire|salarié|demandeur|søker|søkar|ansatt|leietaker|sökande|hyresgäst|anställd)`,
    ),
    String.raw`(?:fullt[ \u00a0])?navn|fornavn|etternavn|mellomnavn|førenamn|etternamn`,
    String.raw`(?:full|first|last|given|family|middle|legal)[ \u00a0]names?|surname|name`,
    String.raw`(?:name[ \u00a0]of[ \u00a0](?:the[ \u00a0])?)?(?:applicant|employee|customer|payee|principal|agent)`,
    String.raw`søker|søkar|kunde|ansatt|saksbehandler|saksbehandlar|kontaktperson|contact[ \u00a0]person`,
    String.raw`bill[ \u00a0]to|ship[ \u00a0]to|sold[ \u00a0]to|attn\.?|att\.`,
    String.raw`vorname|nachname|familienname|naam|voornaam|achternaam|nom|prénom|namn|efternamn|efternavn`,
    // Italian, Spanish, Portuguese, Polish, Czech, Finnish, Turkish, Russian, Chinese, Japanese and
    // Korean forms: "Cognome", "Apellidos", "Nazwisko", "Příjmení", "Sukunimi", "Soyadı",
    // "Фамилия", "Отчество", "姓名", "氏名", "성명".
    // Not "Nombre de usuario", "Nome utente", "Nome da empresa": a user's or a thing's name.
    String.raw`(?:nome|nombre)(?![ \u00a0]+(?:de|da|do|del|della|dell['’]|utente|usuario)(?![\p{L}]))|cognome|apellidos?|sobrenome|imi[ęe]|nazwisko|jméno|příjmení`,
    String.raw`etunimi|sukunimi|nimi|ad[ıi]?[ \u00a0]soyad[ıi]?|soyad[ıi]|фамилия|имя|отчество|ф\.?[ \u00a0]?и\.?[ \u00a0]?о\.?|姓名|氏名|이름|성명`,
    // Who holds an account, and "for the attention of": "Kontoinhaber", "z. Hd.".
    String.raw`konto(?:inhaber|innehaver|haver|havar)|account[ \u00a0]holder|rekeninghouder|titulaire(?:[ \u00a0]du[ \u00a0]compte)?`,
    String.raw`z\.[ \u00a0]?hd\.?(?:[ \u00a0](?:herr|frau))?|attention|à[ \u00a0]l'attention[ \u00a0]de`,
    // The people an organisation's document names by their role: its managers, owners and the
    // person to contact or who handled the case ("Geschäftsführer: Hans Muster").
    String.raw`geschäftsführer(?:in)?|gesch\.?[ \u00a0]?führer|inhaber(?:in)?|ansprechpartner(?:in)?|sachbearbeiter(?:in)?|bearbeiter(?:in)?|vorstand`,
    String.raw`daglig[ \u00a0]leder|innehaver|styreleder|verkställande[ \u00a0]direktör|administrerende[ \u00a0]direktør|indehaver`,
    String.raw`managing[ \u00a0]director|proprietor|prepared[ \u00a0]by|issued[ \u00a0]by|handled[ \u00a0]by|sales[ \u00a0]rep(?:resentative)?`,
    String.raw`gérant(?:e)?|interlocuteur|contactpersoon|zaakvoerder|behandelaar|titolare`,
  ].join('|'),
};
