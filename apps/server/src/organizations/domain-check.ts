import { Resolver } from 'node:dns/promises';

/** What a domain's TXT records say about a verification token. */
export type DomainCheck = 'verified' | 'no_record' | 'wrong_token' | 'lookup_failed';

/** The TXT records of a name: each record is the list of its character strings. */
export type TxtLookup = (domain: string) => Promise<string[][]>;

/** Answers that mean "this name has no TXT records" rather than "the lookup went wrong". */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * Node's resolver, asking `servers` (DNS_SERVERS) instead of the system's when given. It asks
 * the name servers directly, not the system's cache, so a record just added shows as soon as
 * they have it.
 */
export function createTxtLookup(servers: readonly string[] | undefined): TxtLookup {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (servers !== undefined && servers.length > 0) resolver.setServers(servers);
  return (domain) => resolver.resolveTxt(domain);
}

/**
 * Looks for the token among the domain's TXT records. A record split into several strings
 * (values longer than 255 characters) counts as one joined value, as RFC 7208 reads them.
 */
export async function checkDomain(
  lookup: TxtLookup,
  domain: string,
  token: string,
): Promise<DomainCheck> {
  let records: string[][];
  try {
    records = await lookup(domain);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && NO_RECORD_CODES.has(code) ? 'no_record' : 'lookup_failed';
  }
  if (records.length === 0) return 'no_record';
  const values = records.map((chunks) => chunks.join('').trim());
  return values.includes(token) ? 'verified' : 'wrong_token';
}
