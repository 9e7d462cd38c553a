import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** Paths of the security-monitoring calls (subscriptions §4 and §7; decision 0019). */
export const SECURITY_PATHS = {
  /** Where the web app learns whether to post its CSP violation records (public). */
  reporting: '/api/security/reporting',
  /** The browsers' own CSP reports (report-uri and report-to) and the web app's records. */
  cspReports: '/api/security/csp-reports',
} as const;

/** The Reporting-Endpoints name the CSP's report-to directive points at. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The three bodies the report route reads, each in its own format. */
export const CSP_REPORT_CONTENT_TYPES = {
  reportUri: 'application/csp-report',
  reportingApi: 'application/reports+json',
  app: 'application/json',
} as const;

export const CSP_REPORT_LIMITS = {
  /**
   * Largest body the report route reads, in any of the three formats (413 above): a Chromium
   * Reporting API batch of 100 reports of about 1 KiB each fits.
   */
  requestBytes: 128 * 1024,
  /** Most reports (or violation records) the route takes in one body (400 above). */
  entriesMax: 100,
  /**
   * The web app's own batches stay under this: keepalive requests in flight share 64 KiB per page,
   * so the web app splits its records to fit.
   */
  bodyBytes: 16 * 1024,
  /** Most records in one of the web app's batches: its queue size (spec §9). */
  batchMax: 50,
  /** Longest string field a report may carry. */
  stringMax: 2048,
} as const;

export const ZSecurityReporting = z.object({
  /** The absolute URL the web app posts its violation records to; null: posting is off. */
  csp_report_url: z.string().nullable(),
});
export type TSecurityReporting = z.infer<typeof ZSecurityReporting>;

export const ZSecurityReportingResponse = successEnvelope(ZSecurityReporting);

const text = z.string().max(CSP_REPORT_LIMITS.stringMax, {
  error: `Report fields must be at most ${CSP_REPORT_LIMITS.stringMax} characters`,
});
const count = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);
const optionalText = text.nullish();
const optionalCount = count.nullish();

/** One CSP violation as the web app records it (spec §3). */
export const ZCspViolationRecord = z.looseObject({
  documentUri: text,
  referrer: text,
  blockedUri: text,
  violatedDirective: text,
  effectiveDirective: text,
  originalPolicy: text,
  disposition: text,
  statusCode: count,
  lineNumber: count,
  columnNumber: count,
  sourceFile: text,
  /** Milliseconds since the epoch, when the browser reported it. */
  timestamp: z.number().nonnegative(),
});
export type TCspViolationRecord = z.infer<typeof ZCspViolationRecord>;

/** The web app's batch, sent as application/json. */
export const ZAppCspReport = z.looseObject({
  violations: z.array(ZCspViolationRecord).min(1).max(CSP_REPORT_LIMITS.entriesMax),
});
export type TAppCspReport = z.infer<typeof ZAppCspReport>;

/** The CSP report-uri format (application/csp-report); browsers leave out fields freely. */
export const ZReportUriReport = z.looseObject({
  'csp-report': z.looseObject({
    'document-uri': optionalText,
    referrer: optionalText,
    'blocked-uri': optionalText,
    'violated-directive': optionalText,
    'effective-directive': optionalText,
    'original-policy': optionalText,
    disposition: optionalText,
    'status-code': optionalCount,
    'line-number': optionalCount,
    'column-number': optionalCount,
    'source-file': optionalText,
    'script-sample': optionalText,
  }),
});
export type TReportUriReport = z.infer<typeof ZReportUriReport>;

/** The Reporting API format (application/reports+json): only csp-violation reports are read. */
export const ZReportingApiReport = z
  .array(
    z.looseObject({
      type: z.string().max(64),
      url: optionalText,
      body: z
        .looseObject({
          documentURL: optionalText,
          referrer: optionalText,
          blockedURL: optionalText,
          effectiveDirective: optionalText,
          originalPolicy: optionalText,
          disposition: optionalText,
          statusCode: optionalCount,
          lineNumber: optionalCount,
          columnNumber: optionalCount,
          sourceFile: optionalText,
          sample: optionalText,
        })
        .nullish(),
    }),
  )
  .min(1)
  .max(CSP_REPORT_LIMITS.entriesMax);
export type TReportingApiReport = z.infer<typeof ZReportingApiReport>;

/** Any of the three bodies; which one it is shows in its shape. */
export const ZCspReportBody = z.union([ZReportUriReport, ZReportingApiReport, ZAppCspReport]);
export type TCspReportBody = z.infer<typeof ZCspReportBody>;
