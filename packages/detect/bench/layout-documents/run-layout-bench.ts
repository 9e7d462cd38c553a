/**
 * The laid-out documents of the detection bench (issue 51): letters, invoices, CVs and filled
 * forms in eight languages, generated from a seed with their words' boxes and form fields, run
 * through the fast engine as the PDF engine hands pages to it, and scored.
 */
import '../../src/node-host';
import { createFastEngine, FAST_TYPES } from '../../src/fast-engine';
import { seeded, type Random } from '../identifiers';
import { makeCv } from './cvs';
import { makeForm } from './forms';
import { makeInvoice } from './invoices';
import { LEXICONS } from './languages';
import { makeLetter } from './letters';
import type { Lexicon } from './lexicon';
import { COUNTRIES, LANGUAGES, type DocumentKind, type LayoutDocument } from './model';
import { counted, groupTable, holderMatrix, verdict } from './report-layout';
import {
  coveredAddresses,
  scoreDecoys,
  scoreForms,
  scoreHolders,
  scoreValues,
  type Detected,
} from './score-layout';

/** Pages of each kind per language. */
const PER_LANGUAGE: Record<DocumentKind, number> = { letter: 50, invoice: 50, cv: 20, form: 40 };
const MAKERS: Record<DocumentKind, (random: Random, lexicon: Lexicon) => LayoutDocument> = {
  letter: makeLetter,
  invoice: makeInvoice,
  cv: makeCv,
  form: makeForm,
};

/** Every document of the bench, the same on every run. */
export function layoutDocuments(seed = 20261126): LayoutDocument[] {
  const random = seeded(seed);
  return LANGUAGES.flatMap((language) =>
    (Object.keys(PER_LANGUAGE) as DocumentKind[]).flatMap((kind) =>
      Array.from({ length: PER_LANGUAGE[kind] }, () => MAKERS[kind](random, LEXICONS[language])),
    ),
  );
}

async function detectAll(documents: readonly LayoutDocument[]): Promise<Detected[]> {
  const engine = createFastEngine();
  const detected: Detected[] = [];
  for (const document of documents) {
    const spans = await engine.detect({
      text: document.text,
      entities: FAST_TYPES,
      words: document.words,
      fields: document.fields,
      pageSize: document.pageSize,
    });
    detected.push({ document, spans: spans.filter((span) => span.score >= 0.5) });
  }
  return detected;
}

function contents(documents: readonly LayoutDocument[]): string[] {
  const count = (filter: (document: LayoutDocument) => boolean) => documents.filter(filter).length;
  const kinds = (Object.keys(PER_LANGUAGE) as DocumentKind[]).map(
    (kind) => `${kind}s ${count((one) => one.kind === kind)}`,
  );
  const values = documents.flatMap((document) => document.gold);
  const ofKind = (kind: string) => values.filter((value) => value.kind === kind).length;
  return [
    `  ${documents.length} pages: ${kinds.join(', ')}; ${documents.length / LANGUAGES.length} per language (${LANGUAGES.join(' ')})`,
    `  gold: ${ofKind('field')} form values, ${ofKind('address')} addresses, ${ofKind('phone')} phones, ${ofKind('email')} e-mails, ${ofKind('account')} accounts, ${ofKind('name')} names; ${documents.reduce((sum, one) => sum + one.decoys.length, 0)} look-alikes; ${documents.reduce((sum, one) => sum + one.fields.filter((field) => field.kind === 'checkbox').length, 0)} check boxes`,
  ];
}

/** The laid-out documents' section of the report. */
export async function layoutReport(): Promise<string> {
  const started = performance.now();
  const documents = layoutDocuments();
  const generated = performance.now();
  const detected = await detectAll(documents);
  const done = performance.now();
  const forms = scoreForms(detected);
  const fieldKinds = [...forms.recall.keys()].filter((key) => key.startsWith('kind ')).sort();
  const addresses = scoreValues(detected, 'address', (value) => [value.country!, 'all']);
  const covered = coveredAddresses(detected);
  const phones = scoreValues(detected, 'phone', (value) => [
    'all',
    `${value.phone}`,
    `country ${value.country}`,
  ]);
  const decoys = scoreDecoys(detected);
  const holders = scoreHolders(detected);
  const lines = [
    `Laid-out documents (letters, invoices, CVs, filled forms; words with boxes, form fields), threshold 0.5:`,
    ...contents(documents),
    `  generated in ${((generated - started) / 1000).toFixed(1)} s, detected in ${((done - generated) / 1000).toFixed(1)} s`,
    '',
    'Form values by label, exact span and type (recall; target ≥ 0.95):',
    ...groupTable(
      forms.recall,
      [
        'all',
        ...fieldKinds,
        'naming page label',
        'naming tooltip',
        'naming field name',
        ...LANGUAGES.map((language) => `language ${language}`),
      ],
      0.95,
    ),
    'Form values, precision over the spans inside field values (target ≥ 0.95):',
    ...groupTable(
      forms.precision,
      [
        'all',
        ...fieldKinds,
        'other fields',
        'check boxes',
        ...LANGUAGES.map((language) => `language ${language}`),
      ],
      0.95,
    ),
    '',
    'Addresses in letter, invoice and CV blocks, whole address exactly, any address type (target ≥ 0.90 per country):',
    ...groupTable(addresses, [...COUNTRIES, 'all'], 0.9, 6),
    `  every character inside an address span: ${COUNTRIES.map((country) => `${country} ${verdictFigure(covered.get(country))}`).join(' ')}; all ${counted(covered.get('all'))}`,
    '',
    'Phones in contact blocks, exact span, any phone type (target ≥ 0.95):',
    ...groupTable(phones, ['all', 'valid', 'invalid', 'extension'], 0.95, 12),
    `  by country: ${COUNTRIES.map((country) => `${country} ${verdictFigure(phones.get(`country ${country}`))}`).join(' ')}`,
    'Dates, sums, postcodes and ids taken as phones (target 0; share NOT taken):',
    ...groupTable(decoys, ['date', 'amount', 'postcode', 'id'], 1, 12),
    '',
    `Organisation blocks typed ORGANIZATION_*, among values found (target ≥ 0.90): ${counted(holders.shares.get('organisation|all|all'))} ${verdict(holders.shares.get('organisation|all|all'), 0.9)}; not found at all: ${holders.missed.get('organisation') ?? 0}`,
    ...holderMatrix(holders.shares, 'organisation', Number(process.env.ORG_TARGET ?? 0.9)),
    `Person blocks kept personal (not ORGANIZATION_*), among values found (target ≥ 0.90): ${counted(holders.shares.get('person|all|all'))} ${verdict(holders.shares.get('person|all|all'), 0.9)}; not found at all: ${holders.missed.get('person') ?? 0}`,
    ...holderMatrix(holders.shares, 'person', 0.9),
    `Company customers (recipient or buyer) typed as the company's, as decision 0083 has it: ${counted(holders.shares.get('company customer|all|all'))}; the seller's account on the payment line typed ORGANIZATION_ACCOUNT: ${counted(holders.shares.get('payment line|all|all'))}`,
  ];
  return lines.join('\n');
}

const verdictFigure = (tally: { hits: number; total: number } | undefined) =>
  tally ? (tally.hits / tally.total).toFixed(2) : '–';
