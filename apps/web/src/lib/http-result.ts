/**
 * One answer of the server, read once: the status and the parsed JSON body, or, when the body is
 * a file (a redacted PDF, a ZIP), the file and the headers that describe it.
 */
export type HttpResult = {
  status: number;
  payload: unknown;
  retryAfter: string | null;
  file?: { body: Blob; headers: Headers };
  /** The payload key an encrypted request was sent with. */
  payloadKeyId?: string;
};
