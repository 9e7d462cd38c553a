import type { Span } from '../span';

/** How sure a name is that stands alone at a page's head, led by a common surname. */
const HEAD_NAME_SCORE = 0.7;
/** A CV's or a letter's head: its first lines. */
const HEAD_LINES = 6;

/** The common Chinese surnames (simplified and traditional), two-character ones first. */
const CHINESE_SURNAMES =
  '欧阳|司马|上官|诸葛|諸葛|东方|東方|慕容|皇甫|令狐|夏侯|尉迟|长孙|長孫|宇文|' +
  '[王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖萧蕭田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付傅方白邹鄒孟熊秦邱江尹薛闫閻段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯常温溫康施文牛樊葛邢安齐齊易乔喬伍庞龐颜顏倪庄莊聂聶章鲁魯岳翟殷詹申欧歐耿关關兰蘭焦俞左柳甘祝包宁寧尚符舒阮柯纪紀梅童凌毕畢单單季裴霍涂成苗谷盛曲翁冉骆駱蓝藍路游辛靳管柴蒙鲍鮑华華喻祁蒲房滕屈饶饒解牟艾尤阳陽时時穆农農司卓古吉缪繆简簡车車项項连連芦蘆麦麥褚娄婁窦竇戚岑景党宫宮费費卜冷晏席卫衛米柏宗瞿桂全佟应應臧闵閔苟邬鄔边邊卞姬师師和仇栾欒隋商刁沙荣榮巫寇桑郎甄丛叢仲虞敖巩鞏明佘池查麻苑迟遲邝鄺]';
/** The common Korean surnames, two-syllable ones first. */
const KOREAN_SURNAMES =
  '남궁|황보|제갈|선우|독고|서문|' +
  '[김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목형피두감음빈동온호범좌팽승간상갈]';

const NAME = new RegExp(
  String.raw`^(?:(?:${CHINESE_SURNAMES})[\p{Script=Han}]{1,2}|(?:${KOREAN_SURNAMES})[가-힣]{1,2})$`,
  'u',
);
/**
 * The page's first line alone, two or three Chinese characters or two to four Korean syllables:
 * the holder's name whatever its surname ("郦雯", a pen name), on a head with contact data.
 */
const OPENING_NAME = /^(?:[\p{Script=Han}]{2,3}|[가-힣]{2,4})$/u;
/** Less sure than a name led by a common surname, still above the default threshold. */
const OPENING_NAME_SCORE = 0.6;
/** Titles of the papers that open with a name, which read like one ("이력서" is a CV). */
const TITLES =
  /^(?:简历|個人簡歷|个人简历|簡歷|履歴書|履历|職務経歴書|이력서|자기소개서|경력기술서|지원서|신청서|계약서|증명서|성적표|申请书|申请表|成绩单|方案|文件|安全|程序|计划书|计划|成果|成绩|温馨提示)$/u;
/** A head that holds contact data: a mailbox, a long digit run, a phone's label. */
const CONTACT = /@|\d{3}[ -]?\d{3,4}[ -]?\d{4}|电话|手机|電話|연락처|전화|휴대폰|邮箱|이메일/u;

/** What stands between a head line's items: bars, bullets, slashes, wide spaces. */
const ITEM_SEPARATOR = /[ \t\u00a0\u3000]*[|｜·•・/／,，][ \t\u00a0\u3000]*|[ \t\u00a0\u3000]{2,}/u;

/**
 * A Chinese or Korean name alone on one of a page's first lines, or first among a head line's
 * items ("李娜 | 女 | 28岁"): a common surname and one or two given characters, as a CV or a
 * letter opens with its holder's name — on a page whose head holds contact data (a mailbox, a
 * phone), not a paper's title ("申请书" begins like a surname).
 */
export function findCjkHeadNames(text: string): Span[] {
  const found: Span[] = [];
  let lineStart = 0;
  const lines = text.split('\n');
  if (!CONTACT.test(lines.slice(0, HEAD_LINES * 2).join('\n'))) return found;
  for (const [index, line] of lines.slice(0, HEAD_LINES).entries()) {
    const first = line.split(ITEM_SEPARATOR)[0]!;
    const name = first.trim();
    const isName = NAME.test(name) || (index === 0 && OPENING_NAME.test(name));
    if (isName && !TITLES.test(name)) {
      const start = lineStart + line.indexOf(name);
      found.push({
        start,
        end: start + name.length,
        text: name,
        entity_type: 'PERSON',
        score: NAME.test(name) ? HEAD_NAME_SCORE : OPENING_NAME_SCORE,
        engine: 'fast',
      });
    }
    lineStart += line.length + 1;
  }
  return found;
}

/** How sure a reading is that its label ("ふりがな") names. */
const READING_SCORE = 0.75;
/**
 * A Japanese form's reading line: "ふりがな" or "フリガナ", then the reading in kana on the same
 * line or the next, as a CV (履歴書) prints it over the name and over each address.
 */
const READING =
  /(?<=^|\n)[ \t\u3000]*(?:ふりがな|フリガナ)[ \t\u3000:：]*\n?[ \t\u3000]*([\p{Script=Hiragana}\p{Script=Katakana}ー・][\p{Script=Hiragana}\p{Script=Katakana}ー・ \u3000]{1,40})(?=[ \t\u3000]*(?:\n|$))/gu;
/** The label of an address under its reading: "現住所", "住所", "連絡先". */
const ADDRESS_LABEL = /^[ \t\u3000]*(?:現住所|住所|連絡先)/u;

/**
 * The readings a Japanese form prints over a name and an address ("りれきしょ かくたろう" over
 * "氏名"): they spell the name or the address, so they are the person's as much. Typed by the
 * label of the line under them: an address's reading under "現住所", else the name's.
 */
export function findKanaReadings(text: string): Span[] {
  const found: Span[] = [];
  for (const match of text.matchAll(READING)) {
    const reading = match[1]!.trimEnd();
    const start = match.index + match[0].length - match[1]!.length;
    const after = text.slice(start + match[1]!.length).replace(/^[ \t\u3000]*\n/u, '');
    found.push({
      start,
      end: start + reading.length,
      text: reading,
      entity_type: ADDRESS_LABEL.test(after) ? 'ADDRESS' : 'PERSON',
      score: READING_SCORE,
      engine: 'fast',
    });
  }
  return found;
}
