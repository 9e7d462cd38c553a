import type { Provision } from './provision';

/**
 * The exemptions of the UK Freedom of Information Act 2000 (Part II) that public authorities cite
 * most, by section, with the Act's own headings.
 */
export const UK_FOIA: readonly Provision[] = [
  { code: 's. 21 FOIA', description: 'Information accessible to the applicant by other means' },
  { code: 's. 22 FOIA', description: 'Information intended for future publication' },
  { code: 's. 23 FOIA', description: 'Information supplied by, or relating to, security bodies' },
  { code: 's. 24 FOIA', description: 'National security' },
  { code: 's. 26 FOIA', description: 'Defence' },
  { code: 's. 27 FOIA', description: 'International relations' },
  { code: 's. 29 FOIA', description: 'The economy' },
  {
    code: 's. 30 FOIA',
    description: 'Investigations and proceedings conducted by public authorities',
  },
  { code: 's. 31 FOIA', description: 'Law enforcement' },
  { code: 's. 32 FOIA', description: 'Court records' },
  { code: 's. 35 FOIA', description: 'Formulation of government policy' },
  { code: 's. 36 FOIA', description: 'Prejudice to effective conduct of public affairs' },
  { code: 's. 38 FOIA', description: 'Health and safety' },
  { code: 's. 40(1) FOIA', description: "Personal information: the applicant's own" },
  { code: 's. 40(2) FOIA', description: 'Personal information: of a third party' },
  { code: 's. 41 FOIA', description: 'Information provided in confidence' },
  { code: 's. 42 FOIA', description: 'Legal professional privilege' },
  { code: 's. 43 FOIA', description: 'Commercial interests' },
  { code: 's. 44 FOIA', description: 'Prohibitions on disclosure' },
];
