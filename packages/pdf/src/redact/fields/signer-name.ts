import * as asn1js from 'asn1js';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';

/** X.500 common name, and serial number (where BankID and Buypass put the national id). */
const COMMON_NAME = '2.5.4.3';

/**
 * Who signed, by a signature dictionary: its /Name, or else the common name of the certificate
 * the signature's PKCS #7 envelope (/Contents) was made with — the certificate no other in the
 * envelope names as its issuer. Null when neither says.
 */
export function signerOf(signature: PDFObject): string | null {
  const name = resolveObject(signature.get('Name'));
  if (name.isString() && name.asString().trim() !== '') return name.asString().trim();
  const contents = resolveObject(signature.get('Contents'));
  if (!contents.isString()) return null;
  try {
    return certificateSigner(contents.asByteString());
  } catch {
    return null;
  }
}

interface Certificate {
  issuer: string;
  subject: string;
  commonName: string | null;
}

/** The signer's common name in a DER PKCS #7 envelope, or null. */
export function certificateSigner(der: Uint8Array): string | null {
  const parsed = asn1js.fromBER(der.slice().buffer);
  if (parsed.offset === -1) return null;
  const certificates: Certificate[] = [];
  collectCertificates(parsed.result, certificates, 0);
  const issuers = new Set(certificates.map((certificate) => certificate.issuer));
  const leaf =
    certificates.find((certificate) => !issuers.has(certificate.subject)) ?? certificates[0];
  return leaf?.commonName ?? null;
}

function children(block: asn1js.AsnType): asn1js.AsnType[] {
  const value = (block as { valueBlock?: { value?: unknown } }).valueBlock?.value;
  return Array.isArray(value) ? (value as asn1js.AsnType[]) : [];
}

/**
 * Finds certificates anywhere in the envelope: a SEQUENCE whose first item is the TBS SEQUENCE
 * (version [0], serial, algorithm, issuer, validity, subject, …).
 */
function collectCertificates(block: asn1js.AsnType, into: Certificate[], depth: number): void {
  if (depth > 12) return;
  const tbs = tbsFields(block);
  if (tbs) {
    into.push(tbs);
    return;
  }
  for (const child of children(block)) collectCertificates(child, into, depth + 1);
}

function tbsFields(block: asn1js.AsnType): Certificate | null {
  if (!(block instanceof asn1js.Sequence)) return null;
  const [first] = children(block);
  if (!(first instanceof asn1js.Sequence)) return null;
  let fields = children(first);
  if (fields[0] && fields[0].idBlock.tagClass === 3) fields = fields.slice(1);
  const [serial, algorithm, issuer, validity, subject] = fields;
  const isCertificate =
    serial instanceof asn1js.Integer &&
    algorithm instanceof asn1js.Sequence &&
    issuer instanceof asn1js.Sequence &&
    validity instanceof asn1js.Sequence &&
    subject instanceof asn1js.Sequence;
  if (!isCertificate) return null;
  return {
    issuer: nameText(issuer),
    subject: nameText(subject),
    commonName: attribute(subject, COMMON_NAME),
  };
}

/** A distinguished name as text, to compare issuers with subjects. */
function nameText(name: asn1js.AsnType): string {
  return children(name)
    .flatMap((set) => children(set))
    .map((pair) => children(pair).map(valueText).join('='))
    .join(',');
}

function attribute(name: asn1js.AsnType, oid: string): string | null {
  for (const set of children(name)) {
    for (const pair of children(set)) {
      const [type, value] = children(pair);
      if (type instanceof asn1js.ObjectIdentifier && type.valueBlock.toString() === oid) {
        return value ? valueText(value) : null;
      }
    }
  }
  return null;
}

function valueText(block: asn1js.AsnType): string {
  if (block instanceof asn1js.ObjectIdentifier) return block.valueBlock.toString();
  const value = (block as { valueBlock?: { value?: unknown } }).valueBlock?.value;
  return typeof value === 'string' ? value : '';
}
