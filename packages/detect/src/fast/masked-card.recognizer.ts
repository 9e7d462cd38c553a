import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** The networks and the words receipts and statements name a card by. */
const CARD_WORD = String.raw`visa|mastercard|master[ \t\u00a0]card|amex|american[ \t\u00a0]express|maestro|discover|diners(?:[ \t\u00a0]club)?|jcb|unionpay|dankort|bankaxept|carte[ \t\u00a0]bleue|(?:debit|credit)[ \t\u00a0]card|card|kort|karte|carta|tarjeta|cartão|carte`;
/** What stands for the hidden digits: "****", "XXXX-XXXX-XXXX-", "•••• ". */
const MASKS = String.raw`[xX*•·]{2,16}(?:[ \t\u00a0-][xX*•·]{2,16}){0,4}[ \t\u00a0-]?`;
/** What says only the last digits follow: a dash, "ending in", "endet auf", "slutter på". */
const ENDING = String.raw`(?:[-–…]|ending[ \t\u00a0]in|endet[ \t\u00a0]auf|slutter[ \t\u00a0]på|slutar[ \t\u00a0]på|termin(?:ant|ando|a)[ \t\u00a0](?:par|en|in))`;

/**
 * A payment card its receipt or statement prints by its last four digits: "Visa - 7267",
 * "VISA ************1234", "Mastercard ending in 4821", "x2024 AMEX", "XXXX-XXXX-XXXX-1234".
 * The four digits with what masks the rest name the holder's card as the whole number would;
 * a card word and four digits alone ("Card 2024") are not enough.
 */
const AFTER_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${CARD_WORD})(?:[ \t\u00a0]*(?:no\.?|nr\.?|number|nummer|#))?[ \t\u00a0]*:?[ \t\u00a0]*((?:${MASKS}|${ENDING}[ \t\u00a0]*(?:${MASKS})?)\d{4})(?![\p{L}\p{N}])`,
  'giu',
);
const BEFORE_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}*•])[xX*•]{1,16}(?:[ \t\u00a0-][xX*•]{2,4}){0,3}[ \t\u00a0-]?(\d{4})[ \t\u00a0]+(?:${CARD_WORD})(?![\p{L}])`,
  'giu',
);
/** Sixteen places in four groups, the last four shown: "**** **** **** 1234". */
const GROUPED = /(?<![\p{L}\p{N}*•])(?:[xX*•]{4}[ \u00a0-]?){3}\d{4}(?![\p{L}\p{N}])/gu;

const SCORE = 0.7;

/** The masked number after the card word, from its first mask or its digits on. */
function maskedNumber(match: RegExpExecArray): Candidate {
  const number = match[1]!;
  const end = match.index + match[0].length;
  return { start: end - number.length + number.search(/[xX*•·]{2,}|\d{4}/u), end, score: SCORE };
}

export const maskedCardRecognizer: Recognizer = {
  entity: 'CREDIT_CARD',
  context: compileContext('card kort karte carta tarjeta visa mastercard amex payment betaling'),
  find: ({ text }: ScanInput): Candidate[] => [
    ...collectMatches(text, AFTER_WORD, maskedNumber),
    ...collectMatches(text, BEFORE_WORD, (match) => {
      const start = match.index;
      return { start, end: start + match[0].indexOf(match[1]!) + 4, score: SCORE };
    }),
    ...collectMatches(text, GROUPED, (match) => ({
      start: match.index,
      end: match.index + match[0].length,
      score: SCORE,
    })),
  ],
};
