import { describe, expect, it } from 'vitest';
import { findNaturalPersons } from './natural-persons';

describe('natural persons in Chinese holder tables', () => {
  it('finds a name whose row says it is a natural person, not a company’s', () => {
    const text = [
      '股东名称',
      '股东性质',
      '北京海鸿源投资',
      '管理有限公司',
      '境内非国有法人',
      '9.33%',
      '杨琴秀',
      '境内自然人',
      '3.20%',
      '胡立 境外自然人',
      '中央汇金资产管',
      '国有法人',
    ].join('\n');
    expect(findNaturalPersons(text).map((span) => [span.text, span.entity_type])).toEqual([
      ['杨琴秀', 'PERSON'],
      ['胡立', 'PERSON'],
    ]);
  });

  it('takes no sentence and no long company name for a person', () => {
    expect(findNaturalPersons('本公司股东均为境内自然人\n')).toEqual([]);
    expect(findNaturalPersons('深圳中达软件开发公司\n境内自然人')).toEqual([]);
    expect(findNaturalPersons('Kari Nordmann\nPerson')).toEqual([]);
  });
});
