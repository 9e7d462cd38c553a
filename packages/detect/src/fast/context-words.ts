import { compileContext } from './context-enhancer';

/**
 * Context words per entity type, Norwegian (Bokmål and Nynorsk) and English, separated by
 * whitespace. Words are compared after lower-casing and dropping punctuation ("f.nr" = "fnr");
 * words of 4+ letters also match longer words they start ("telefonnummer"), and of 6+ letters
 * longer words they sit in ("mobiltelefon"). Short words stay exact on purpose.
 */
export const CONTEXT = {
  NO_FODSELSNUMMER: compileContext(`
    fødselsnummer fodselsnummer foedselsnummer fødselsnr fodselsnr foedselsnr fnr f.nr personnummer personnr pers.nr pnr
    d-nummer d-nr dnr h-nummer personidentifikator identitetsnummer id-nummer id-nr ssn nin`),
  NO_BANK_ACCOUNT: compileContext(`
    kontonummer kontonr konto kto kto.nr bankkonto bank betaling utbetaling innbetaling account
    acct`),
  NO_KID: compileContext('kid kid-nummer kidnummer kid-nr kidnr kundeidentifikasjon'),
  NO_DUF_NUMBER: compileContext(`
    duf duf-nummer dufnummer duf-nr dufnr udi utlendingsdirektoratet`),
  IBAN_CODE: compileContext('iban konto kontonummer account bank swift bic'),
  CREDIT_CARD: compileContext(`
    kort kortnummer kortnr kredittkort bankkort betalingskort debetkort visa mastercard amex
    maestro jcb diners discover unionpay dankort card credit debit`),
  NO_ORGANIZATION_NUMBER: compileContext(`
    org.nr orgnr org.nummer organisasjonsnummer organisasjonsnr foretaksregisteret
    foretaksnummer enhetsregisteret brønnøysund mva org organization organisation company
    business registration`),
  IP_ADDRESS: compileContext('ip ip-adresse ipadresse ipv4 ipv6 server host vert address'),
  CRYPTO: compileContext(`
    bitcoin btc ethereum eth wallet lommebok lommebokadresse kryptovaluta krypto crypto`),
  NO_PHONE_NUMBER: compileContext(`
    tlf tlf.nr tlfnr telefon telefonnummer tel tel. mobil mob mobilnummer phone mobile cell
    ring ringe ringte sms faks fax`),
  PHONE_NUMBER: compileContext(`
    tlf tlf.nr tlfnr telefon telefonnummer tel tel. mobil mob mobilnummer phone mobile cell
    ring ringe sms faks fax call handy gsm téléphone tél portable telefoon mobiel rufnummer
    whatsapp`),
  NO_ADDRESS: compileContext(`
    adresse adr bostedsadresse postadresse gateadresse bor bur bosted address street residence
    lives`),
  ADDRESS: compileContext(`
    address addressed street residence lives resident residing resides home adresse anschrift
    wohnhaft wohnt wohnort wohnsitz adres woonadres woont woonachtig adress bostad bor bopæl
    domicile demeurant domicilié dirección direccion domicilio indirizzo residente recapito
    mailing shipping billing delivery osoite heimilisfang aadress endereço endereco adresa
    alamat адрес`),
  NO_LICENSE_PLATE: compileContext(`
    regnr reg.nr registreringsnummer kjennemerke skilt bilnummer bilen kjøretøy kjøretøyet
    vehicle plate registration`),
  DATE_TIME: compileContext(`
    dato datert født fødd fødselsdato date dated birth dob born tidspunkt klokka klokken kl time
    den frist deadline`),
  EMAIL_ADDRESS: compileContext('e-post epost e-mail email mail mailto'),
  URL: compileContext('url lenke link nettside nettstad website side'),
  MEDICAL_LICENSE: compileContext(`
    hpr hpr-nr hprnr hpr-nummer helsepersonellnummer helsepersonellregisteret autorisasjon
    autorisasjonsnummer lisens license licence dea`),
};
