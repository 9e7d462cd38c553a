/**
 * Just enough DER (X.690) to build the certificate a PDF signature carries (issue 62): a signed
 * PKCS #7 envelope whose certificate names its subject, each string followed by the next tag
 * byte as in a real BankID or Buypass signature.
 */

function length(size: number): number[] {
  if (size < 0x80) return [size];
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

export function tlv(tag: number, content: readonly number[]): number[] {
  return [tag, ...length(content.length), ...content];
}

const sequence = (...items: number[][]) => tlv(0x30, items.flat());
const set = (...items: number[][]) => tlv(0x31, items.flat());
const utf8 = (text: string) => tlv(0x0c, [...Buffer.from(text, 'utf8')]);
const printable = (text: string) => tlv(0x13, [...Buffer.from(text, 'latin1')]);
const integer = (value: number) => tlv(0x02, [value]);

function oid(dotted: string): number[] {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const body = [first! * 40 + second!];
  for (const part of rest) {
    const bytes = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) bytes.unshift(0x80 | (value & 0x7f));
    body.push(...bytes);
  }
  return tlv(0x06, body);
}

/** A distinguished name: country, common name and serial number (the signer's id). */
function name(commonName: string, serial: string): number[] {
  return sequence(
    set(sequence(oid('2.5.4.6'), printable('NO'))),
    set(sequence(oid('2.5.4.3'), utf8(commonName))),
    set(sequence(oid('2.5.4.5'), printable(serial))),
  );
}

/**
 * A detached PKCS #7 signature (SignedData) whose one certificate is issued to `signer` with
 * serial number `serial`, as the bytes a PDF signature's /Contents holds.
 */
export function signatureEnvelope(signer: string, serial: string): Buffer {
  const time = tlv(0x17, [...Buffer.from('240301120000Z', 'latin1')]);
  const certificate = sequence(
    sequence(
      tlv(0xa0, integer(2)),
      integer(7),
      sequence(oid('1.2.840.113549.1.1.11')),
      name('Test Issuing CA', 'CA-1'),
      sequence(time, time),
      name(signer, serial),
      sequence(sequence(oid('1.2.840.113549.1.1.1')), tlv(0x03, [0, 1, 2, 3])),
    ),
    sequence(oid('1.2.840.113549.1.1.11')),
    tlv(0x03, [0, 9, 9, 9]),
  );
  const signedData = sequence(
    integer(1),
    set(sequence(oid('2.16.840.1.101.3.4.2.1'))),
    sequence(oid('1.2.840.113549.1.7.1')),
    tlv(0xa0, certificate),
    set(),
  );
  return Buffer.from(sequence(oid('1.2.840.113549.1.7.2'), tlv(0xa0, signedData)));
}
