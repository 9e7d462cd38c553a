import { randomUUID } from 'node:crypto';
import type { MailMessage } from './mailer';

/** A message kept by the dev mailbox, with the links of its text picked out for clicking. */
export type StoredMail = MailMessage & { id: string; created_at: string; links: string[] };

export type DevMailbox = {
  add: (message: MailMessage) => StoredMail;
  /** Newest first; `to` matches the recipient regardless of case. */
  list: (filter?: { to?: string }) => StoredMail[];
  clear: () => void;
};

// Stops at whitespace and at the characters that usually close a link in prose: <>"'()[]
const URL_PATTERN = /https?:\/\/[^\s<>"'()[\]]+/g;
// A sentence may end right after a link; tokens in our links never end in these.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The distinct http(s) URLs of a plain-text body, in order of appearance. */
export function findLinks(text: string): string[] {
  const links = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING_PUNCTUATION, ''));
  return [...new Set(links)];
}

/**
 * Keeps sent e-mail in memory so that sign-up and password reset work on a machine without an
 * SMTP server. Bounded, because a dev server can run for days.
 */
export function createDevMailbox({ limit = 200 }: { limit?: number } = {}): DevMailbox {
  // Oldest first; list() reverses, so ordering never depends on equal timestamps.
  let messages: StoredMail[] = [];

  return {
    add(message) {
      const stored: StoredMail = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        id: randomUUID(),
        created_at: new Date().toISOString(),
        links: findLinks(message.text),
      };
      messages.push(stored);
      if (messages.length > limit) messages = messages.slice(messages.length - limit);
      return stored;
    },
    list(filter = {}) {
      const to = filter.to?.trim().toLowerCase();
      const matching = to ? messages.filter((m) => m.to.toLowerCase() === to) : messages;
      return [...matching].reverse();
    },
    clear() {
      messages = [];
    },
  };
}
