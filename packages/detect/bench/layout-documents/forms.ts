/**
 * Filled forms: text fields whose page label, tooltip or name says what the value is — some
 * named only by the label printed beside or over them ("Text12"), some by a tooltip ("Del 1.
 * Opplysninger om søker. Etternavn."), some by their name ("Pt1Line3_PostalCode[0]") — laid out
 * as a grid of labels and fields, boxes under small labels two to a row, or numbered parts; plus
 * check boxes and fields of counts and shares that hold no one's data.
 */
import { pick, type Random } from '../identifiers';
import { between, chance } from './compose';
import { PageWriter, type PendingField } from './lay-out';
import type { Lexicon } from './lexicon';
import type { Country, FieldKind, Language, LayoutDocument, Naming } from './model';
import { applicantValues, type FieldValue } from './form-values';

type Slot = {
  kind: FieldKind | 'plain' | 'checkbox';
  /** The form's section the field stands in (see SECTION_OF). */
  section?: number;
  label: string;
  /** The printed label: the label, a number only, or nothing. */
  printed: string;
  field: Omit<PendingField, 'box'>;
};

/** The field kinds a form asks for: always a name and an address, the rest now and then. */
function kindsOf(random: Random): FieldKind[] {
  const kinds: FieldKind[] = chance(random, 0.75)
    ? ['given name', 'family name']
    : [pick(random, ['full name', "applicant's name"] as const)];
  kinds.push('address line', 'postcode', 'place');
  const optional: [FieldKind, number][] = [
    ['phone', 0.8],
    ['email', 0.7],
    ['national id', 0.7],
    ['date of birth', 0.5],
    ["child's name", 0.3],
    ['account', 0.5],
    ['income', 0.4],
    ['company name', 0.35],
    ['signature place', 0.6],
  ];
  for (const [kind, share] of optional) if (chance(random, share)) kinds.push(kind);
  if (kinds.includes('signature place')) kinds.push('signature date');
  return kinds;
}

/** A field's name as a form designer or a tool leaves it. */
function fieldName(
  random: Random,
  names: readonly string[],
  kind: FieldKind | undefined,
  naming: Naming,
  index: number,
  lexicon: Lexicon,
): string {
  if (naming !== 'field name' || !kind) {
    const anonymous = pick(random, lexicon.form.anonymous).replace('{n}', String(index));
    return chance(random, 0.4) ? `topmostSubform[0].Page1[0].${anonymous}` : anonymous;
  }
  const stem = pick(random, chance(random, 0.5) ? names : LEXICON_FREE_NAMES[kind]);
  return pick(random, [
    stem,
    `form1[0].#subform[0].Pt1Line${index + 1}${pick(random, ['', 'a', 'b'])}_${stem}[0]`,
    `form1[0].Page1[0].${stem}[0]`,
    `txt${stem}`,
  ]);
}

/** Which of the form's sections a field stands in: applicant, child, payment, signature. */
const SECTION_OF: Record<FieldKind, number> = {
  'given name': 0,
  'family name': 0,
  'full name': 0,
  "applicant's name": 0,
  'address line': 0,
  postcode: 0,
  place: 0,
  phone: 0,
  email: 0,
  'national id': 0,
  'date of birth': 0,
  "child's name": 1,
  account: 2,
  income: 2,
  'company name': 2,
  'signature place': 3,
  'signature date': 3,
};

/** English names designers use in every language's forms. */
const LEXICON_FREE_NAMES: Record<FieldKind, string[]> = {
  'given name': ['GivenName', 'FirstName'],
  'family name': ['FamilyName', 'LastName'],
  'full name': ['FullName'],
  "child's name": ['ChildName'],
  "applicant's name": ['ApplicantName'],
  'address line': ['StreetNumberName', 'AddressLine1'],
  postcode: ['PostalCode', 'ZipCode'],
  place: ['CityOrTown', 'City'],
  phone: ['DaytimePhoneNumber', 'Telephone'],
  email: ['EmailAddress'],
  'national id': ['NationalIdNumber', 'IdNumber'],
  account: ['IBAN', 'BankAccount'],
  income: ['AnnualIncome', 'GrossIncome'],
  'date of birth': ['DateOfBirth'],
  'signature place': ['PlaceOfSignature'],
  'signature date': ['DateOfSignature'],
  'company name': ['EmployerName', 'CompanyName'],
};

/** The slots of a form: its fields in order with what is printed beside them. */
function slotsOf(
  random: Random,
  lexicon: Lexicon,
  values: Record<FieldKind, FieldValue>,
  scheme: Naming,
  country: Country,
): Slot[] {
  const { form } = lexicon;
  const slots: Slot[] = [];
  // Designers' tools number fields from where the form's first fields left off.
  const first = between(random, 1, 20);
  kindsOf(random).forEach((kind, index) => {
    const naming: Naming = chance(random, 0.8)
      ? scheme
      : pick(random, ['page label', 'tooltip', 'field name'] as const);
    const local = form.byCountry?.[country]?.[kind];
    const labels = local?.labels ?? form.labels[kind];
    const label = pick(random, labels);
    const number = `${Math.floor(index / 3) + 1}.${'abc'[index % 3]}`;
    const printed =
      naming === 'page label'
        ? label
        : pick(random, [label, `${number}`, `${number} ${label}`, '']);
    const tooltip =
      naming === 'tooltip'
        ? pick(random, form.tooltips)
            .replace('{label}', pick(random, labels))
            .replace('{section}', form.sections[SECTION_OF[kind]]!)
            .replaceAll('{n}', String(SECTION_OF[kind] + 1))
        : undefined;
    const { value, type } = values[kind];
    const shown = naming === 'page label' && chance(random, 0.3) ? `${number} ${label}` : printed;
    slots.push({
      kind,
      section: SECTION_OF[kind],
      label,
      printed: shown,
      field: {
        name: fieldName(
          random,
          local?.names ?? lexicon.form.names[kind],
          kind,
          naming,
          first + index,
          lexicon,
        ),
        ...(tooltip ? { tooltip } : {}),
        kind: 'text',
        value,
        gold: { kind: 'field', type, role: 'field', field: kind, naming, country, label: shown },
      },
    });
  });
  for (const [label, value] of [...form.plain]
    .sort(() => random() - 0.5)
    .slice(0, between(random, 0, 2))) {
    slots.splice(between(random, 0, slots.length), 0, {
      kind: 'plain',
      label,
      printed: label,
      field: {
        name: fieldName(random, [], undefined, 'page label', first + slots.length, lexicon),
        kind: chance(random, 0.3) ? 'choice' : 'text',
        value,
      },
    });
  }
  for (const question of [...form.checkboxQuestions]
    .sort(() => random() - 0.5)
    .slice(0, between(random, 1, 3))) {
    slots.push({
      kind: 'checkbox',
      label: question,
      printed: question,
      field: {
        name:
          pick(random, ['CheckBox', 'Check Box', 'Avkryss', 'cb']) + String(first + slots.length),
        ...(chance(random, 0.4) ? { tooltip: question } : {}),
        kind: 'checkbox',
        value: pick(random, form.checked),
      },
    });
  }
  return slots;
}

const PART: Record<Language, string> = {
  nb: 'Del',
  nn: 'Del',
  en: 'Part',
  de: 'Abschnitt',
  fr: 'Partie',
  nl: 'Deel',
  sv: 'Del',
  da: 'Del',
};

/** Writes the slots in a layout; the field values follow the page text. */
function layOut(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  slots: readonly Slot[],
  layout: string,
  y: number,
): void {
  let at = y;
  let part = -1;
  const section = (slot: Slot) => {
    if (layout !== 'numbered' || slot.section === undefined || slot.section === part) return;
    part = slot.section;
    page.line({ x: 56, y: at, size: 10.5 }, [
      `${PART[lexicon.language]} ${part + 1}. ${lexicon.form.sections[part]}`,
    ]);
    at += 18;
  };
  if (layout === 'boxes') {
    // Boxes two to a row, a small label over each.
    for (let index = 0; index < slots.length; index += 2) {
      [slots[index], slots[index + 1]].forEach((slot, column) => {
        if (!slot) return;
        const x = column === 0 ? 56 : 320;
        page.line({ x, y: at, size: 7 }, [slot.printed]);
        page.field({ ...slot.field, box: { x, y: at + 9, width: 230, height: 16 } });
      });
      at += 36;
    }
    return;
  }
  slots.forEach((slot) => {
    section(slot);
    if (slot.kind === 'checkbox') {
      page.line({ x: 56, y: at, size: 9 }, [slot.printed, { tab: 430 }, lexicon.form.checked[0]!]);
      page.field({ ...slot.field, box: { x: 418, y: at, width: 10, height: 10 } });
    } else {
      page.line({ x: 56, y: at, size: 9 }, [slot.printed]);
      page.field({ ...slot.field, box: { x: 230, y: at - 3, width: 300, height: 16 } });
    }
    at += 24;
  });
}

/** One filled form in a language, its fields named by page label, tooltip or field name. */
export function makeForm(random: Random, lexicon: Lexicon): LayoutDocument {
  const country: Country = pick(random, lexicon.homes);
  const values = applicantValues(random, lexicon, country);
  const scheme = pick(random, ['page label', 'tooltip', 'field name'] as const);
  const layout = pick(random, ['grid', 'boxes', 'numbered'] as const);
  const page = new PageWriter(595, 842);
  page.line({ x: 56, y: 40, size: 15 }, [pick(random, lexicon.form.titles)]);
  page.line({ x: 56, y: 62, size: 8 }, [pick(random, lexicon.form.instructions)]);
  layOut(page, random, lexicon, slotsOf(random, lexicon, values, scheme, country), layout, 90);
  page.line({ x: 56, y: 780, size: 8 }, [lexicon.form.signature]);
  return page.finish({
    kind: 'form',
    language: lexicon.language,
    layout: `${layout}, named by ${scheme}`,
  });
}
