import type {
  TAppCspReport,
  TCspReportBody,
  TReportingApiReport,
  TReportUriReport,
} from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** Where a report came from: a browser's report-uri or report-to, or the web app itself. */
export type CspReportSource = 'report-uri' | 'reporting-api' | 'app';

/** One violation as it is logged: every field optional, strings short, URLs without queries. */
export type LoggedCspViolation = {
  documentUri?: string;
  referrer?: string;
  blockedUri?: string;
  violatedDirective?: string;
  effectiveDirective?: string;
  originalPolicy?: string;
  disposition?: string;
  statusCode?: number;
  lineNumber?: number;
  columnNumber?: number;
  sourceFile?: string;
  sample?: string;
};

/** A log line holds at most this much of any field. */
export const LOGGED_TEXT_MAX = 256;

/**
 * One request logs at most this many violations one by one, then a single line with the count of
 * the rest: with the per-address request limit, that bounds the log lines an address can cause.
 */
export const LOGGED_VIOLATIONS_MAX = 10;

/** Query strings carry reset tokens and e-mail addresses; the log keeps paths only. */
function urlWithoutQuery(value: string | null | undefined): string | undefined {
  return shortText(value?.split(/[?#]/, 1)[0]);
}

function shortText(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return value.length > LOGGED_TEXT_MAX ? `${value.slice(0, LOGGED_TEXT_MAX)}…` : value;
}

function number(value: number | null | undefined): number | undefined {
  return value ?? undefined;
}

function fromReportUri(body: TReportUriReport): LoggedCspViolation[] {
  const report = body['csp-report'];
  return [
    {
      documentUri: urlWithoutQuery(report['document-uri']),
      referrer: urlWithoutQuery(report.referrer),
      blockedUri: urlWithoutQuery(report['blocked-uri']),
      violatedDirective: shortText(report['violated-directive']),
      effectiveDirective: shortText(report['effective-directive']),
      originalPolicy: shortText(report['original-policy']),
      disposition: shortText(report.disposition),
      statusCode: number(report['status-code']),
      lineNumber: number(report['line-number']),
      columnNumber: number(report['column-number']),
      sourceFile: urlWithoutQuery(report['source-file']),
      sample: shortText(report['script-sample']),
    },
  ];
}

function fromReportingApi(reports: TReportingApiReport): LoggedCspViolation[] {
  return reports.flatMap((report) => {
    const body = report.body;
    if (report.type !== 'csp-violation' || body === null || body === undefined) return [];
    return [
      {
        documentUri: urlWithoutQuery(body.documentURL ?? report.url),
        referrer: urlWithoutQuery(body.referrer),
        blockedUri: urlWithoutQuery(body.blockedURL),
        effectiveDirective: shortText(body.effectiveDirective),
        originalPolicy: shortText(body.originalPolicy),
        disposition: shortText(body.disposition),
        statusCode: number(body.statusCode),
        lineNumber: number(body.lineNumber),
        columnNumber: number(body.columnNumber),
        sourceFile: urlWithoutQuery(body.sourceFile),
        sample: shortText(body.sample),
      },
    ];
  });
}

function fromApp(report: TAppCspReport): LoggedCspViolation[] {
  return report.violations.map((violation) => ({
    documentUri: urlWithoutQuery(violation.documentUri),
    referrer: urlWithoutQuery(violation.referrer),
    blockedUri: urlWithoutQuery(violation.blockedUri),
    violatedDirective: shortText(violation.violatedDirective),
    effectiveDirective: shortText(violation.effectiveDirective),
    originalPolicy: shortText(violation.originalPolicy),
    disposition: shortText(violation.disposition),
    statusCode: violation.statusCode,
    lineNumber: violation.lineNumber,
    columnNumber: violation.columnNumber,
    sourceFile: urlWithoutQuery(violation.sourceFile),
  }));
}

function isReportUri(body: TReportUriReport | TAppCspReport): body is TReportUriReport {
  return 'csp-report' in body;
}

/** The violations of a validated report body, in one shape whatever format it came in. */
export function readCspReport(body: TCspReportBody): {
  source: CspReportSource;
  violations: LoggedCspViolation[];
} {
  if (Array.isArray(body)) return { source: 'reporting-api', violations: fromReportingApi(body) };
  if (isReportUri(body)) return { source: 'report-uri', violations: fromReportUri(body) };
  return { source: 'app', violations: fromApp(body) };
}

/**
 * Writes the first violations of a report as one structured warning each, and the count of any
 * others as one more; answers how many violations the report held.
 */
export function logCspReport(body: TCspReportBody, log: FastifyBaseLogger): number {
  const { source, violations } = readCspReport(body);
  for (const violation of violations.slice(0, LOGGED_VIOLATIONS_MAX)) {
    log.warn({ cspViolation: violation, source }, 'content security policy violation');
  }
  const notLogged = violations.length - LOGGED_VIOLATIONS_MAX;
  if (notLogged > 0) {
    log.warn(
      { cspViolationsNotLogged: notLogged, source },
      'content security policy violations not logged one by one',
    );
  }
  return violations.length;
}
