import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** China's provinces, municipalities and regions, as an address opens with one. */
const PROVINCE = String.raw`(?:北京|天津|上海|重庆|重慶|河北|山西|辽宁|遼寧|吉林|黑龙江|黑龍江|江苏|江蘇|浙江|安徽|福建|江西|山东|山東|河南|湖北|湖南|广东|廣東|海南|四川|贵州|貴州|云南|雲南|陕西|陝西|甘肃|甘肅|青海|台湾|臺灣|台灣|内蒙古|內蒙古|广西|廣西|西藏|宁夏|寧夏|新疆|香港|澳门|澳門)(?:省|市|自治区|自治區|特别行政区|特別行政區|壮族自治区|回族自治区|维吾尔自治区)?`;
/** What follows in a Chinese address: characters, digits, the dashes and letters of unit numbers. */
const HAN_ADDRESS_CHAR = String.raw`[\p{Script=Han}0-9０-９A-Za-z#\-－]`;
/**
 * Where a Chinese address's part ends: a district, road, lane, number, building, unit or room
 * ("区", "路", "号", "栋", "室"). A city named in a sentence ("北京市工作") is no address.
 */
const PART_END = String.raw`(?:区|區|县|縣|路|街|道|巷|弄|胡同|里|号|號|村|镇|鎮|乡|鄉|室|楼|樓|单元|單元|栋|棟|幢|座|层|層|园|園|苑|庭|府)`;
/**
 * A Chinese address (a city of two characters inside a sentence, "位于深圳市", of up to four at
 * its start, "石家庄市"): a province or municipality, or a city followed by its district or county,
 * down to its district, street, number or room ("北京市海淀区中关村大街27号", "杭州市西湖区文三路90号").
 */
const CHINESE = new RegExp(
  String.raw`(?:${PROVINCE}${HAN_ADDRESS_CHAR}{0,8}?(?:市|区|區|县|縣|州)|(?:(?<!\p{Script=Han})\p{Script=Han}{2,4}|\p{Script=Han}{2})市)${HAN_ADDRESS_CHAR}{0,30}${PART_END}`,
  'gu',
);
/** Korea's provinces and metropolitan cities, in full and short. */
const KOREAN_REGION = String.raw`(?:서울특별시|서울시|서울|부산광역시|부산|대구광역시|대구|인천광역시|인천|광주광역시|광주|대전광역시|대전|울산광역시|울산|세종특별자치시|세종|경기도|경기|강원특별자치도|강원도|강원|충청북도|충북|충청남도|충남|전북특별자치도|전라북도|전북|전라남도|전남|경상북도|경북|경상남도|경남|제주특별자치도|제주도|제주)`;
/**
 * A Korean address: a region, then a city, county or district, then roads, neighbourhoods and
 * numbers ("서울특별시 강남구 테헤란로 123", "경기도 성남시 분당구 정자동 178-1").
 */
const KOREAN = new RegExp(
  String.raw`${KOREAN_REGION}(?:[ \u00a0]+[가-힣]{1,6}(?:시|군|구)){1,2}(?:[ \u00a0]+[가-힣0-9]{1,12}(?:로|길|대로|동|읍|면|리|가)(?:[ \u00a0]*[0-9]+(?:-[0-9]+)?(?:번길)?)?){0,3}(?:[ \u00a0,]*[0-9]+(?:-[0-9]+)?(?:[ \u00a0]*(?:호|층|동))?){0,2}`,
  'gu',
);
/**
 * The value of an address's label on its line: "地址：…", "现居：上海市浦东新区", "住所 …",
 * "주소: …". The label says what the line is, whatever form the address takes.
 */
const LABELLED =
  /(?:家庭住址|通讯地址|通訊地址|联系地址|現住所|现住址|现居地|现居住地|现居|居住地|地址|住址|住所|주소|거주지)[ \t\u00a0\u3000]*[:：]?[ \t\u00a0\u3000]*([^\n|｜]{2,60})/gu;
/** A labelled value holds characters of the scripts, not a sentence in another language. */
const CJK = /[\p{Script=Han}가-힣]/u;
const SCORE = 0.85;
const LABELLED_SCORE = 0.8;

export const cjkAddressRecognizer: Recognizer = {
  entity: 'ADDRESS',
  context: compileContext(''),
  find: ({ text }: ScanInput): Candidate[] => {
    if (!/[\p{Script=Han}가-힣]/u.test(text)) return [];
    const whole = (match: RegExpExecArray): Candidate => ({
      start: match.index,
      end: match.index + match[0].trimEnd().length,
      score: SCORE,
    });
    return [
      ...collectMatches(text, CHINESE, whole),
      ...collectMatches(text, KOREAN, whole),
      ...collectMatches(text, LABELLED, (match) => {
        const value = match[1]!.trimEnd();
        if (!CJK.test(value)) return undefined;
        const start = match.index + match[0].length - match[1]!.length;
        return { start, end: start + value.length, score: LABELLED_SCORE };
      }),
    ];
  },
};
