import { AUTH_MESSAGES } from '@workbench/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english } from '@zxcvbn-ts/language-en';
import { AppError } from '../errors/app-error';

/**
 * Norwegian words people build passwords from, which the English and common lists miss
 * ("Hemmelig1!" scored as unguessable as a random word).
 */
const NORWEGIAN = (
  'passord hemmelig hemmelighet velkommen sommer vinter høst vår norge oslo bergen trondheim ' +
  'stavanger tromsø kristiansand drammen fotball kjærlighet elsker jegelskerdeg mamma pappa ' +
  'hund katt jente gutt bursdag januar februar mars april mai juni juli august september ' +
  'oktober november desember mandag tirsdag onsdag torsdag fredag lørdag søndag bruker ' +
  'brukernavn innlogging logginn nøkkel hei heisann hallo nordmann kommune skatt hytte ' +
  'rosenborg vålerenga brann molde viking'
).split(' ');

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment and some memory to load. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common, ...english, norwegian: NORWEGIAN },
    graphs: adjacencyGraphs,
  });
  return factory;
}

/**
 * Refuses a new password that passes the spec's rules but is easy to guess: a common or leaked
 * password and its variants ("Password1!"), keyboard walks, dates, or the account's own name or
 * address. `field` names the request field in the error.
 */
export function assertStrongPassword(
  password: string,
  field: string,
  account: { username?: string; email?: string } = {},
): void {
  const inputs = [account.username, account.email, account.email?.split('@')[0]].filter(
    (input): input is string => Boolean(input),
  );
  if (estimator().check(password, inputs).score >= MIN_SCORE) return;
  throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.weakPassword, {
    issues: [{ path: `/${field}`, message: AUTH_MESSAGES.weakPassword }],
  });
}
