/*
 * Hand-written gazetteer words that the faker locales lack: real Norwegian places (nb_NO only has
 * made-up town names), the words that precede names and places, and the heads and suffixes of
 * organisation names. Keep these general; never add a name that a test sentence uses.
 */

const words = (text: string): string[] => text.trim().split(/\s*\n\s*|\s*;\s*/);

export const NORWEGIAN_PLACES = words(`
  Oslo; Bergen; Trondheim; Stavanger; Drammen; Fredrikstad; Kristiansand; Sandnes; Tromsø
  Sarpsborg; Skien; Ålesund; Sandefjord; Haugesund; Tønsberg; Moss; Porsgrunn; Bodø; Arendal
  Hamar; Larvik; Halden; Lillehammer; Molde; Harstad; Kongsberg; Gjøvik; Horten; Mo i Rana
  Kristiansund; Jessheim; Ski; Elverum; Askim; Narvik; Grimstad; Steinkjer; Alta; Levanger
  Lillestrøm; Hønefoss; Kongsvinger; Mandal; Namsos; Vadsø; Hammerfest; Kirkenes; Florø; Førde
  Voss; Stord; Leirvik; Egersund; Bryne; Notodden; Rjukan; Røros; Oppdal; Stjørdal; Verdal
  Orkanger; Brønnøysund; Sandnessjøen; Mosjøen; Svolvær; Leknes; Sortland; Finnsnes; Lakselv
  Vardø; Honningsvåg; Longyearbyen; Asker; Bærum; Sandvika; Lørenskog; Ullensaker; Nittedal
  Lier; Nesodden; Ås; Frogn; Drøbak; Eidsvoll; Gran; Fagernes; Otta; Vinstra; Dombås; Tynset
  Kragerø; Risør; Tvedestrand; Farsund; Flekkefjord; Kopervik; Odda; Sogndal; Stryn; Nordfjordeid
  Ørsta; Volda; Ulsteinvik; Fosnavåg; Åndalsnes; Sunndalsøra; Surnadal; Trysil; Sogn og Fjordane
  Møre og Romsdal; Vestfold og Telemark; Troms og Finnmark; Viken; Hordaland; Sør-Trøndelag
  Nord-Trøndelag; Oppland; Hedmark; Aust-Agder; Vest-Agder; Sogn; Nordfjord; Sunnmøre; Romsdal
  Nordmøre; Hallingdal; Gudbrandsdalen; Østerdalen; Valdres; Lofoten; Vesterålen; Jæren
  Hardanger; Helgeland; Salten; Ryfylke; Setesdal; Numedal; Romerike; Sørlandet; Vestlandet
  Østlandet; Nord-Norge; Nordland; Finnmark; Troms; Svalbard; Grünerløkka; Majorstuen; Frogner
  Grorud; Stovner; Holmlia; Sagene; Gamle Oslo; Nordstrand; Sentrum; Bjerke; Alna; Fyllingsdalen
  Åsane; Laksevåg; Sandviken; Nordnes; Loddefjord; Tiller; Heimdal; Byåsen; Madla; Hillevåg
  Nidelva; Glomma; Mjøsa; Sognefjorden; Hardangerfjorden; Oslofjorden; Geirangerfjorden
  Jotunheimen; Galdhøpiggen; Dovrefjell; Hardangervidda; Finnmarksvidda; Nordkapp; Preikestolen
`);

export const NORWEGIAN_COUNTRIES = words(`
  Norge; Noreg; Sverige; Danmark; Finland; Island; Tyskland; Frankrike; Storbritannia; England
  Skottland; Irland; Nederland; Belgia; Spania; Portugal; Italia; Hellas; Polen; Litauen; Latvia
  Estland; Russland; Ukraina; Tsjekkia; Østerrike; Sveits; Ungarn; Romania; Bulgaria; Tyrkia
  USA; Amerika; Canada; Mexico; Brasil; Argentina; Chile; Kina; Japan; India; Pakistan; Iran
  Irak; Syria; Israel; Egypt; Marokko; Somalia; Eritrea; Etiopia; Kenya; Nigeria; Sør-Afrika
  Australia; Vietnam; Thailand; Filippinene; Afghanistan; Europa; Afrika; Asia; Norden; Skandinavia
`);

export const TITLES = words(`
  mr; mr.; mrs; mrs.; ms; ms.; miss; mx; dr; dr.; prof; prof.; professor; sir; dame; lord; lady
  rev; rev.; reverend; judge; justice; hon; honourable; herr; fru; frøken; frk; advokat
  advokatfullmektig; lege; overlege; fastlege; dommer; doktor; direktør; administrerende
  daglig; leder; rådmann; kommunedirektør; ordfører; varaordfører; statsminister; minister
  statsråd; president; saksbehandler; konsulent; sykepleier; psykolog; politimester
  politibetjent; lensmann; biskop; prest; pastor; rektor; lektor; inspector; detective
  officer; constable; sergeant; captain; nurse; solicitor; barrister; counsel; councillor
  mayor; senator; governor; chairman; chairwoman; chair; ceo; cfo; director; manager; agent
  father; sister; brother; uncle; aunt; tante; onkel; mor; far; søster; bror; sønn; datter
  klient; pasient; patient; client; applicant; claimant; defendant; tiltalte; fornærmede
  vitne; witness; søker; klager; kontaktperson; signed; signert; attn; att; v/
`);

export const PLACE_PREPOSITIONS = words(`
  i; på; fra; til; ved; mot; nær; utenfor; utanfor; gjennom; rundt; over; mellom; innen
  in; at; from; to; near; into; via; outside; across; around; through; towards; toward; between
  within; of; born; bosatt; busett; resident
`);

export const ORG_SUFFIXES = words(`
  AS; ASA; BA; SA; DA; ANS; NUF; KF; IKS; HF; SF; Ltd; Limited; Inc; Incorporated; LLC; LLP
  PLC; plc; Corp; Corporation; Co; GmbH; AG; KG; AB; Oy; Oyj; ApS; A/S; SAS; SARL; BV; NV; SpA
  Group; Gruppen; Holding; Holdings; Partners; Associates; & Co; og Sønner; Sønner; Solicitors
`);

export const ORG_WORDS = words(`
  kommune; fylkeskommune; fylkesmann; statsforvalter; statsforvaltaren; departement
  departementet; direktorat; direktoratet; sykehus; sjukehus; universitet; universitetet
  universitetssykehus; høgskole; høgskule; høyskole; skole; skule; bank; banken; sparebank
  forbund; forbundet; forening; foreningen; foreininga; lag; laget; stiftelse; stiftelsen; tilsyn
  tilsynet; etaten; etat; domstol; tingrett; lagmannsrett; høyesterett; politidistrikt; politiet
  partiet; parti; klubb; klubben; idrettslag; avis; avisen; radio; NRK; NAV; helseforetak; Helse
  council; university; college; hospital; ministry; department; agency; authority; bank; trust
  foundation; association; institute; institution; school; academy; court; police; society
  union; committee; board; service; services; consulting; systems; technologies; solutions
  industries; enterprises; international; insurance; airlines; museum; library; church; club
  federation; commission; office; bureau; party; clinic; centre; center; laboratories
`);
