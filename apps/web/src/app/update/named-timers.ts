/** One pending timeout per name: setting a name again replaces its timeout. */
export function createNamedTimers<Name extends string>() {
  const pending = new Map<Name, ReturnType<typeof setTimeout>>();
  const cancel = (name: Name) => {
    clearTimeout(pending.get(name));
    pending.delete(name);
  };
  return {
    later(name: Name, ms: number, run: () => void) {
      cancel(name);
      pending.set(
        name,
        setTimeout(() => {
          pending.delete(name);
          run();
        }, ms),
      );
    },
    cancel,
    cancelAll: () => [...pending.keys()].forEach(cancel),
  };
}
