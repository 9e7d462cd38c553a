import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';

const fast = createFastEngine();
const PERSONAL = [
  'PERSON',
  'ADDRESS',
  'PHONE_NUMBER',
  'EMAIL_ADDRESS',
  'DATE_OF_BIRTH',
  'USERNAME',
  'ID_NUMBER',
];

async function found(text: string): Promise<string[]> {
  const spans = await fast.detect({ text, entities: PERSONAL });
  return spans
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.entity_type} ${span.text}`);
}

describe('personal data in Chinese and Korean CVs', () => {
  it('reads a Chinese CV’s labelled name, birth month, phone, mailbox, address and messenger id', async () => {
    const cv = [
      '个人简历',
      '姓名：王小明',
      '性别：男',
      '出生年月：1995年3月',
      '电话：138-1234-5678',
      '邮箱：wangxm@163.com',
      '微信：wangxm_1995',
      '地址：北京市海淀区中关村大街27号',
      '教育背景',
      '2013-2017 北京大学 计算机科学与技术 本科',
    ].join('\n');
    expect(await found(cv)).toEqual([
      'PERSON 王小明',
      'DATE_OF_BIRTH 1995年3月',
      'PHONE_NUMBER 138-1234-5678',
      'EMAIL_ADDRESS wangxm@163.com',
      'USERNAME wangxm_1995',
      'ADDRESS 北京市海淀区中关村大街27号',
    ]);
  });

  it('reads the name heading a CV and a mobile number beside the mailbox, with no labels', async () => {
    expect(
      await found('李娜 | 女 | 28岁\n15800001111 · lina@example.com\n求职意向：产品经理'),
    ).toEqual(['PERSON 李娜', 'PHONE_NUMBER 15800001111', 'EMAIL_ADDRESS lina@example.com']);
  });

  it('reads the name a CV opens with whatever its surname, but no title of a paper', async () => {
    expect(await found('郦雯\n166-2213-6451 |\nliwen-1209@qq.com')).toEqual([
      'PERSON 郦雯',
      'PHONE_NUMBER 166-2213-6451',
      'EMAIL_ADDRESS liwen-1209@qq.com',
    ]);
    expect(await found('个人简历\n电话：16622136451')).toEqual(['PHONE_NUMBER 16622136451']);
    // Only the first line: a heading further down is no name.
    expect(await found('郦雯\nliwen@qq.com\n教育背景')).toEqual([
      'PERSON 郦雯',
      'EMAIL_ADDRESS liwen@qq.com',
    ]);
  });

  it('reads a Korean CV’s name, phone, birth date and road address', async () => {
    const cv =
      '이력서\n이름: 김민수\n생년월일: 1992.05.17\n연락처: 010-1234-5678\n주소: 서울특별시 강남구 테헤란로 123';
    expect(await found(cv)).toEqual([
      'PERSON 김민수',
      'DATE_OF_BIRTH 1992.05.17',
      'PHONE_NUMBER 010-1234-5678',
      'ADDRESS 서울특별시 강남구 테헤란로 123',
    ]);
  });

  it('takes no paper’s title for a name, no city in a sentence for an address, no order number for a phone', async () => {
    expect(await found('申请书\n联系电话：010-62751234')).toEqual(['PHONE_NUMBER 010-62751234']);
    expect(await found('我在北京市工作三年。2019年毕业于上海市第一中学。')).toEqual([]);
    expect(await found('订单 13912345678')).toEqual([]);
    // A name at the head of a page that prints no contact data is a title's first word.
    expect(await found('王者归来\n第一章')).toEqual([]);
  });

  it('takes a city inside a sentence with its district only', async () => {
    expect(await found('公司位于深圳市南山区')).toEqual(['ADDRESS 深圳市南山区']);
  });
});

describe('personal data in a Japanese CV', () => {
  it('reads the name under 氏名 whatever it is, and the readings over the name and the address', async () => {
    const cv = [
      '履歴書',
      'ふりがな',
      'りれきしょかくたろう',
      '氏名',
      '履歴書書太郎',
      '生年月日',
      'ふりがな',
      'とうきょうとちよだくちよだ',
      '現住所〒 100-0001',
      '東京都千代田区千代田 1-1-1',
    ].join('\n');
    const spans = await found(cv);
    expect(spans).toContain('PERSON 履歴書書太郎');
    expect(spans).toContain('PERSON りれきしょかくたろう');
    expect(spans).toContain('ADDRESS とうきょうとちよだくちよだ');
    // The paper's title is no one's name.
    expect(spans.some((span) => span.endsWith(' 履歴書'))).toBe(false);
  });
});
