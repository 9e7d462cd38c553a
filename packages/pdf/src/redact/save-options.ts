/**
 * How every redacted file is saved. `garbage=4` drops unreferenced objects (without it the
 * original content streams stay in the file), never incremental (an update keeps the old
 * revision), `decrypt` writes without encryption (an encrypted output could not be checked for
 * leaks, and the owner password only restricted copying), `compress,objstms` keeps it small.
 */
export const SAVE_OPTIONS = 'garbage=4,compress,objstms,decrypt';
