import { create } from 'zustand';

export type CombineAnswer = 'one' | 'separate' | null;

interface CombineQuestion {
  names: string[];
  answer: (choice: CombineAnswer) => void;
}

/** The question about images dropped together, shown by CombineImagesDialog. */
export const useCombineQuestion = create<{ question: CombineQuestion | null }>()(() => ({
  question: null,
}));

let asking: Promise<unknown> = Promise.resolve();

/**
 * Asks whether images dropped together open as one document (in the order given) or as separate
 * files; null when the user cancels and opens none of them. One question at a time.
 */
export function askToCombine(names: string[]): Promise<CombineAnswer> {
  const asked = asking.then(
    () =>
      new Promise<CombineAnswer>((resolve) => {
        const answer = (choice: CombineAnswer) => {
          useCombineQuestion.setState({ question: null });
          resolve(choice);
        };
        useCombineQuestion.setState({ question: { names, answer } });
      }),
  );
  asking = asked;
  return asked;
}
