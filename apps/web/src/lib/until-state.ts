import type { StoreApi } from 'zustand';

/** Resolves once `isBusy` is false of the store's state: at once when it already is. */
export function untilNotBusy<State>(
  store: Pick<StoreApi<State>, 'getState' | 'subscribe'>,
  isBusy: (state: State) => boolean,
): Promise<void> {
  if (!isBusy(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe((state) => {
      if (isBusy(state)) return;
      stop();
      resolve();
    });
  });
}
