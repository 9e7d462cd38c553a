import { z } from 'zod';

// C0 and C1 controls: NUL, tab, line breaks, escape and the rest. PostgreSQL cannot store a NUL
// in text (a 500 rather than a 400), and the others break the one line a name is shown on.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Whether a text holds a control character, for values read outside a schema (form fields). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** "Organization name cannot hold control characters (such as NUL, a tab or a line break)". */
export function controlCharactersMessage(subject: string): string {
  return `${subject} cannot hold control characters (such as NUL, a tab or a line break)`;
}

/**
 * The check of a one-line name or label: `.check(noControlCharacters(message))`. It aborts, so
 * a NUL is answered with this message rather than a later rule's "may only contain…".
 */
export function noControlCharacters(message: string) {
  return z.refine<string>((text) => !hasControlCharacters(text), { error: message, abort: true });
}
