/**
 * How every redacted file is saved. `garbage=2` drops unreferenced objects (without it the
 * original content streams stay in the file) and renumbers the rest; never incremental (an
 * update keeps the old revision); `encrypt=none` writes without encryption (an encrypted output could
 * not be checked for leaks, and the owner password only restricted copying); `compress,objstms`
 * keeps it small. Levels 3 and 4 would also merge duplicate objects, which only saves bytes and
 * takes minutes on files of many objects (257 s for a real 85 000-object file, against 0.5 s).
 */
export const SAVE_OPTIONS = 'garbage=2,compress,objstms,encrypt=none';
