import type { TGeneralSettingsRecord, TGeneralSettingsUpdate } from '@workbench/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchGeneralSettings, updateGeneralSettings } from './settings-api';
import { emitSettingsChanged, onSettingsChanged } from './settings-events';

export type GeneralSettingsState = {
  settings: TGeneralSettingsRecord | null;
  /** Counts loads from the server (not saves), so forms can start over from fresh values. */
  loads: number;
  failed: boolean;
  reload: () => void;
  /** Saves a subset and emits settings-changed; throws what the server refused. */
  save: (update: TGeneralSettingsUpdate) => Promise<TGeneralSettingsRecord>;
};

/** The general settings, loaded once and again whenever another part of the app changes them. */
export function useGeneralSettings(): GeneralSettingsState {
  const [settings, setSettings] = useState<TGeneralSettingsRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [loads, setLoads] = useState(0);
  const isSaving = useRef(false);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchGeneralSettings(controller.signal)
      .then((value) => {
        setSettings(value);
        setLoads((count) => count + 1);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [generation]);

  useEffect(
    () =>
      onSettingsChanged((parts) => {
        if (parts.includes('general') && !isSaving.current) reload();
      }),
    [reload],
  );

  const save = useCallback(async (update: TGeneralSettingsUpdate) => {
    const next = await updateGeneralSettings(update);
    setSettings(next);
    isSaving.current = true;
    emitSettingsChanged(['general'], next);
    isSaving.current = false;
    return next;
  }, []);

  return { settings, loads, failed, reload, save };
}
