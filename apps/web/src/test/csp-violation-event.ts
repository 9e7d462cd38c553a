import type { ViolationEventFields } from '../lib/security/csp-violations';

/** The fields of a securitypolicyviolation event, with query strings that must not travel. */
export function violationEvent(
  overrides: Partial<ViolationEventFields> = {},
): ViolationEventFields {
  return {
    documentURI: 'http://localhost:8080/reset-password?token=secret-token#top',
    referrer: 'http://localhost:8080/login?email=kari@example.no',
    blockedURI: 'https://evil.example/x.js?id=1',
    violatedDirective: 'script-src-elem',
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    statusCode: 200,
    lineNumber: 3,
    columnNumber: 14,
    sourceFile: 'http://localhost:8080/assets/app.js?v=2',
    ...overrides,
  };
}
