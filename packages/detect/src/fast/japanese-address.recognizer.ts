import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** The 47 prefectures, as an address opens with one. */
const PREFECTURE = String.raw`(?:北海道|東京都|京都府|大阪府|(?:青森|岩手|宮城|秋田|山形|福島|茨城|栃木|群馬|埼玉|千葉|神奈川|新潟|富山|石川|福井|山梨|長野|岐阜|静岡|愛知|三重|滋賀|兵庫|奈良|和歌山|鳥取|島根|岡山|広島|山口|徳島|香川|愛媛|高知|福岡|佐賀|長崎|熊本|大分|宮崎|鹿児島|沖縄)県)`;
/** What follows in an address: kanji and kana, digits and the dashes of block numbers. */
const ADDRESS_CHAR = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}0-9０-９\-－−‐ー]`;

/**
 * A Japanese address: the postal mark and its code ("〒100-0001"), with the address that follows
 * on its line, or a prefecture followed by a city, ward, town or village ("北海道稚内市宗谷岬",
 * "東京都千代田区千代田1-1-1"). Its form alone makes it sure: no other text reads so.
 */
const POSTAL = new RegExp(
  String.raw`〒[ \u3000]?[0-9０-９]{3}[\-－−‐ー][0-9０-９]{4}(?:[ \u3000]*${PREFECTURE}?${ADDRESS_CHAR}*)?`,
  'gu',
);
const ADDRESS = new RegExp(
  String.raw`${PREFECTURE}${ADDRESS_CHAR}{0,12}?(?:市|区|町|村|郡)${ADDRESS_CHAR}{0,30}`,
  'gu',
);
const SCORE = 0.85;

export const japaneseAddressRecognizer: Recognizer = {
  entity: 'ADDRESS',
  context: compileContext(''),
  find: ({ text }: ScanInput): Candidate[] => {
    const found = [
      ...collectMatches(text, POSTAL, (match) => ({
        start: match.index,
        end: match.index + match[0].trimEnd().length,
        score: SCORE,
      })),
      ...collectMatches(text, ADDRESS, (match) => ({
        start: match.index,
        end: match.index + match[0].length,
        score: SCORE,
      })),
    ];
    // A prefecture after a postal code is one address, found once.
    return found.filter(
      (one) =>
        !found.some(
          (other) =>
            other !== one &&
            other.start <= one.start &&
            one.end <= other.end &&
            other.end - other.start > one.end - one.start,
        ),
    );
  },
};
