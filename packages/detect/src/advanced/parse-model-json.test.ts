import { describe, expect, it } from 'vitest';
import { parseEntityAnswer, parseSearchAnswer } from './parse-model-json';

const requested = new Set(['PERSON', 'HEALTH']);

describe('parseEntityAnswer', () => {
  it('reads the structured answer and rejects unrequested types and broken items', () => {
    const answer = JSON.stringify({
      entities: [
        { text: 'Kari', entity_type: 'PERSON', score: 0.9 },
        { text: 'diabetes', entity_type: 'health', score: null },
        { text: 'kari@x.no', entity_type: 'EMAIL' },
        { entity_type: 'PERSON' },
        'Ola',
      ],
    });
    expect(parseEntityAnswer(answer, requested)).toEqual({
      ok: true,
      findings: [
        { text: 'Kari', entityType: 'PERSON', score: 0.9 },
        { text: 'diabetes', entityType: 'HEALTH', score: undefined },
      ],
      rejected: 3,
    });
  });

  it.each([
    ['a fenced block', '```json\n[{"text":"Kari","entity_type":"PERSON"}]\n```'],
    ['a bare array', '[{"text":"Kari","type":"PERSON"}]'],
    [
      'a reasoning block and prose',
      '<think>{"no": 1}</think>Here you go: {"entities":[{"text":"Kari","entity_type":"PERSON"}]} Done.',
    ],
  ])('tolerates %s', (_name, content) => {
    const parsed = parseEntityAnswer(content, requested);
    expect(parsed).toMatchObject({ ok: true, findings: [{ text: 'Kari', entityType: 'PERSON' }] });
  });

  it('reports malformed answers without quoting them', () => {
    const parsed = parseEntityAnswer('{"entities": [{"text": "Kari Nordmann"', requested);
    expect(parsed).toEqual({ ok: false, reason: 'the answer was not valid JSON (38 characters)' });
    expect(parseEntityAnswer('', requested)).toEqual({ ok: false, reason: 'the answer was empty' });
    expect(parseEntityAnswer('{"names": []}', requested)).toMatchObject({
      ok: false,
      reason: /no "entities" array/,
    });
  });
});

describe('parseSearchAnswer', () => {
  it('reads matches as objects or strings', () => {
    const parsed = parseSearchAnswer(
      '{"matches":[{"text":"12 kr","score":0.5},"Ola"]}',
      'AI_SEARCH',
    );
    expect(parsed).toEqual({
      ok: true,
      findings: [
        { text: '12 kr', entityType: 'AI_SEARCH', score: 0.5 },
        { text: 'Ola', entityType: 'AI_SEARCH', score: undefined },
      ],
      rejected: 0,
    });
  });
});
