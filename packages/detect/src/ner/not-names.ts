import { fold } from '../layout/field-labels';

/**
 * Words that name no one and nothing when they stand alone or together, however they are
 * capitalised: the labels of forms and letters ("Fødselsdato", "Underskrift Sted", "Principal"),
 * headings and filler text, in Norwegian (Bokmål and Nynorsk) and English, the labels of
 * German, Dutch and French invoices and of Dutch forms ("Naam opdrachtgever"), and the common
 * labels of forms, invoices and payment slips in Portuguese, Spanish, Italian, French, Polish,
 * Swedish, Danish and Finnish, and the section headings of CVs in those languages, German,
 * Dutch, Norwegian and Turkish ("Berufserfahrung", "İş Deneyimi"). Collected from the labels
 * the tagger took for names on the forms and invoices in ../shared/corpus and the labels such
 * documents use, and the words that stand where a caseworker's name would when no one handled
 * a case ("Saksbehandler: Maskinell"), and the parties an invoice or a consignment names by
 * their role ("LE FOURNISSEUR", "Rechnungsempfänger", "Consignee") in the same languages.
 */
const WORDS = `
  navn fornavn etternavn mellomnavn fødselsdato fødselsnummer fødd født dato sted underskrift
  signatur adresse postadresse postnummer poststed kommune fylke land telefon mobil e-post epost
  kjønn sivilstand statsborgerskap yrke arbeidsgiver stilling mottar mottaker avsender søker
  søkar søknad vedlegg side saksbehandler saksbehandlar beløp sum totalt dato/sted underskrifter
  ja nei kryss merknad merknader kommentar opplysninger opplysningar barn barnet ektefelle
  oppdragsgiver oppdragsgjevar oppdragstaker oppdragstakar
  samboer forelder foreldre verge fullmektig representant bosted bustad ref referanse
  maskinell maskinelt automatisk automatisert systemet ukjent
  automated automatic system unknown n/a
  name first last middle surname date birth place signature address city state country zip
  postal code phone telephone fax email e-mail sex gender occupation employer title page total
  amount yes no principal agent applicant spouse witness notary beneficiary claimant petitioner
  respondent tenant landlord owner guardian attorney grantor grantee signed printed initials
  department section part schedule form line box item note notes instructions suffix prefix
  initial
  lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor incididunt labore
  dolore magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip
  commodo consequat duis aute irure reprehenderit voluptate velit esse cillum fugiat nulla
  pariatur excepteur sint occaecat cupidatat proident sunt culpa officia deserunt mollit anim
  font street number apt suite unit city town county province postal zip interest waiver alien
  filing are petitioner beneficiary's applicant's family given last-name first-name
  nationality citizenship residence mailing home work daytime evening mobile cell
  rechnung nummer rechnungsnummer rechnungsdatum kunde kundennummer betrag summe gesamt gesamtbetrag
  datum seite anschrift lieferung leistung zahlung bankverbindung steuernummer angaben
  verkäufer käufer lieferant abteilung ansprechpartner ansprechpartnerin geschäftsführer
  geschäftsführerin inhaber inhaberin sachbearbeiter sachbearbeiterin bearbeiter vorstand
  steuersatz positionsbetrag handelsrechnung liefer leistungsdatum leistungsempfänger
  kontaktperson contactpersoon
  factuur factuurnummer factuurdatum klant klantnummer bedrag totaal betaald datum pagina
  naam voornaam achternaam voorletters tussenvoegsel geboortedatum geboorteplaats woonplaats
  postcode plaats handtekening ondertekening telefoonnummer opdrachtgever opdrachtnemer
  facture client montant total adresse paiement
  damen herren dames heren madame monsieur mesdames messieurs ladies gentlemen sir madam
  nome endereço cidade bairro cep telefone data valor documento número vencimento beneficiário
  beneficiario pagador sacado sacador cedente avalista agência código espécie moeda carteira
  quantidade desconto abatimento deduções multa juros emissão emitente destinatário remetente
  natureza operação inscrição estadual municipal fatura série folha chave acesso protocolo
  autorização cálculo imposto frete despesas produtos serviços descrição observações assinatura
  recebedor identificação transportador volumes peso bruto líquido veículo município fone
  processamento aceite nosso autenticação mecânica cobrado acréscimos instruções pagamento
  nombre apellido apellidos dirección domicilio ciudad provincia teléfono correo fecha
  nacimiento firma importe factura cliente cantidad descripción precio unitario subtotal
  emisor receptor razón social comprobante página observaciones concepto período sexo
  nacionalidad profesión datos personales contacto cédula
  cognome indirizzo città nascita luogo importo totale fattura numero quantità descrizione
  prezzo imponibile scadenza codice fiscale partita committente mittente oggetto
  nom prénom ville téléphone naissance lieu facture numéro quantité désignation prix
  unitaire tva échéance bailleur locataire objet référence nationalité employeur courriel
  imię nazwisko adres miasto kod pocztowy urodzenia miejsce podpis kwota nabywca sprzedawca
  numer ilość nazwa cena netto płatność termin zapłaty razem strona wystawienia sprzedaży
  odbiorca uwagi
  namn efternamn förnamn personnummer postnummer ort belopp kund efternavn cpr postnr beløb
  nimi sukunimi etunimi henkilötunnus osoite postinumero postitoimipaikka puhelin
  päivämäärä allekirjoitus summa lasku asiakas viite eräpäivä
  experiencia laboral formación educación habilidades idiomas proyectos
  experiência profissional formação educação competências projetos contato
  esperienza lavorativa istruzione competenze lingue progetti contatti
  expérience professionnelle compétences langues projets loisirs
  berufserfahrung ausbildung kenntnisse sprachen projekte kontakt lebenslauf
  werkervaring opleiding vaardigheden talen projecten
  doświadczenie zawodowe wykształcenie umiejętności języki projekty
  arbeidserfaring utdanning ferdigheter språk prosjekter arbetslivserfarenhet utbildning
  färdigheter projekt erhvervserfaring uddannelse kompetencer sprog
  työkokemus koulutus taidot kielitaito projektit
  iş deneyimi eğitim yetenekler projeler sertifikalar hakkımda iletişim özgeçmiş
  supplier seller vendor buyer purchaser customer recipient sender consignee shipper payer payee
  leverandør kjøper selger betaler avsendar mottakar
  lieferer empfänger absender rechnungsempfänger zahlungsempfänger auftraggeber angabe angaben
  amtliches kennzeichen
  leverancier koper verkoper afzender ontvanger groepslid
  fournisseur acheteur vendeur destinataire expéditeur prestataire émetteur débiteur créancier
  proveedor comprador vendedor remitente destinatario iva
  fornitore acquirente venditore`;

/**
 * Words that join the parts of a label ("Signature of the Petitioner", "Navn på barnet") and the
 * articles in front of one ("LE CLIENT", "Der Lieferant", "El comprador"). A name of articles
 * alone ("De La") is still a name: at least one word must be left to be a label.
 */
const JOINERS = new Set(
  `of the and or for to in on at by a an og i på for til av eller om med den det und en et
   le la les l' de du des het el los las der die das dem des del della il lo`
    .split(/\s+/)
    .filter(Boolean),
);

const NOT_NAMES = new Set(WORDS.trim().split(/\s+/));
/** The list without its accents, for forms printed without them ("PRENOM", "TELEPHONE"). */
const FOLDED = new Set([...NOT_NAMES].map(fold));
const isLabelWord = (word: string) =>
  NOT_NAMES.has(word) || (word === fold(word) && FOLDED.has(word));

/**
 * Whether every word of a found name is a label or filler word ("Fødselsdato", "Lorem Ipsum",
 * "Signature of the Petitioner").
 */
export function isOnlyLabelWords(words: readonly string[]): boolean {
  // Turkish "İ" lower-cases to "i" and a combining dot above, which the lists write without.
  const lower = words
    .map((word) => word.toLowerCase().replace(/\u0307/gu, ''))
    .filter((word) => !JOINERS.has(word));
  return lower.length > 0 && lower.every(isLabelWord);
}
