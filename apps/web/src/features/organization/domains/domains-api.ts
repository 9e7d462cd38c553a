import {
  ORGANIZATION_PATHS,
  ZDomainResponse,
  ZDomainsResponse,
  ZEmptyResponse,
  type TDomainRecord,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from '../organizations-api';

export async function fetchDomains(orgId: string, signal?: AbortSignal): Promise<TDomainRecord[]> {
  const path = organizationPath(ORGANIZATION_PATHS.domains, { orgId });
  return (await apiRequest(path, ZDomainsResponse, { signal })).data;
}

/** The new record carries the token to publish as a TXT record on the domain. */
export async function addDomain(orgId: string, domain: string): Promise<TDomainRecord> {
  const path = organizationPath(ORGANIZATION_PATHS.domains, { orgId });
  return (await apiRequest(path, ZDomainResponse, { method: 'POST', body: { domain } })).data;
}

/** The server looks up the TXT record; a failure's message says what it found. */
export async function verifyDomain(orgId: string, domainId: string): Promise<TDomainRecord> {
  const path = organizationPath(ORGANIZATION_PATHS.verifyDomain, { orgId, domainId });
  return (await apiRequest(path, ZDomainResponse, { method: 'POST' })).data;
}

export async function removeDomain(orgId: string, domainId: string): Promise<void> {
  const path = organizationPath(ORGANIZATION_PATHS.domain, { orgId, domainId });
  await apiRequest(path, ZEmptyResponse, { method: 'DELETE' });
}
