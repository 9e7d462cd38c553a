/** pdf.js 6 uses Promise.withResolvers, which Node has from version 22; Node 20 lacks it. */
export function withResolvers(): void {
  if ('withResolvers' in Promise) return;
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}
