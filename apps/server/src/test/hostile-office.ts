import {
  nestedEml,
  odtWithRemoteImage,
  tallXlsx,
  zipBombDocx,
} from '@workbench/convert/test-documents';

/** An Office file or e-mail built to overload a converter, and the file error it must end in (null: any). */
export interface HostileOffice {
  name: string;
  bytes: Buffer;
  expected: 'LIMIT_EXCEEDED' | 'CONVERSION_FAILED' | null;
  /** A text the converted file must not hold (what the hostile part would have fetched). */
  absent?: string;
}

/** Issue 52's hostile Office files and e-mails, as a user's upload would bring them. */
export async function hostileOffice(trap: string): Promise<HostileOffice[]> {
  return [
    // 600 MB of zeros in a DOCX of under 1 MB.
    { name: 'bomb.docx', bytes: Buffer.from(await zipBombDocx(600)), expected: 'LIMIT_EXCEEDED' },
    // Excel's every row: 1,048,576.
    {
      name: 'tall.xlsx',
      bytes: Buffer.from(await tallXlsx(1_048_576)),
      expected: 'LIMIT_EXCEEDED',
    },
    // An image fetched from a server the test runs: it must never be asked.
    {
      name: 'tracker.odt',
      bytes: Buffer.from(odtWithRemoteImage(trap, 'Brev med sporingsbilde')),
      expected: null,
    },
    // An e-mail whose attachment is an e-mail, ten levels deep.
    { name: 'forwarded.eml', bytes: Buffer.from(nestedEml(10)), expected: 'LIMIT_EXCEEDED' },
    {
      name: 'garbage.docx',
      bytes: Buffer.from('PK\u0003\u0004 not really a package'),
      expected: null,
    },
  ];
}
