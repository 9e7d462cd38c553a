import { useCallback, useEffect, useState } from 'react';
import { onSettingsChanged, type SettingsPart } from './settings-events';

export type SettingsResource<T> = {
  data: T | null;
  setData: (update: (current: T | null) => T | null) => void;
  failed: boolean;
  reload: () => void;
};

/**
 * One part of the settings, loaded on mount, on `reload`, and whenever a settings-changed event
 * names `part` (another tab's save, or the import sequence). `load` must be stable.
 */
export function useSettingsResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  part: SettingsPart,
): SettingsResource<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => {
    setFailed(false);
    setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [load, generation]);

  useEffect(
    () =>
      onSettingsChanged((parts) => {
        if (parts.includes(part)) reload();
      }),
    [part, reload],
  );

  return { data, setData, failed, reload };
}
