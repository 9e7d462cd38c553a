import { create } from 'zustand';

interface SpendQuestion {
  /** The pages the run would spend; null when a file's page count is not known. */
  pages: number | null;
  answer: (isAgreed: boolean) => void;
}

/** The one question about spending pages waiting for the user, shown by SpendQuestionDialog. */
export const useSpendQuestion = create<{ question: SpendQuestion | null }>()(() => ({
  question: null,
}));

let asking: Promise<unknown> = Promise.resolve();

/**
 * Asks whether to spend `pages`; resolves true when the user agrees. Files added while a question
 * is open get their own question once it is answered: one dialog at a time, none lost.
 */
export function askToSpend(pages: number | null): Promise<boolean> {
  const asked = asking.then(
    () =>
      new Promise<boolean>((resolve) => {
        const answer = (isAgreed: boolean) => {
          useSpendQuestion.setState({ question: null });
          resolve(isAgreed);
        };
        useSpendQuestion.setState({ question: { pages, answer } });
      }),
  );
  asking = asked;
  return asked;
}
