import { describe, expect, it } from 'vitest';
import { askToSpend, useSpendQuestion } from './spend-question';

const asked = () => useSpendQuestion.getState().question;

describe('questions about spending pages', () => {
  it('asks one at a time, in order, and answers each with the user’s choice', async () => {
    const first = askToSpend(12);
    const second = askToSpend(30);
    await Promise.resolve();
    expect(asked()?.pages).toBe(12);
    asked()!.answer(true);
    expect(await first).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()?.pages).toBe(30);
    asked()!.answer(false);
    expect(await second).toBe(false);
    expect(asked()).toBeNull();
  });
});
