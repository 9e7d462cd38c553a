import {
  checkSettingsImport,
  isJsonFile,
  SETTINGS_IMPORT_MAX_BYTES,
  SETTINGS_IMPORT_MESSAGES,
} from '@workbench/contracts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, type AlertKind } from '../../../components/FormAlert';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { PremiumGate } from '../PremiumGate';
import { exportSettings, importSettings } from '../settings-api';
import { reloadAfterImport } from '../settings-events';
import { SettingsCard } from '../SettingsCard';

/** Import and export banners disappear after 5 seconds (accounts §4). */
const BANNER_MS = 5_000;

type Banner = { kind: AlertKind; message: string };

/** The spec's checks before upload, so a wrong file is named at once; the server checks again. */
async function checkFile(file: File): Promise<string | null> {
  if (!isJsonFile(file.name, file.type)) return SETTINGS_IMPORT_MESSAGES.wrongFileType;
  if (file.size > SETTINGS_IMPORT_MAX_BYTES) return SETTINGS_IMPORT_MESSAGES.tooLarge;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return SETTINGS_IMPORT_MESSAGES.unparsable;
  }
  const check = checkSettingsImport(parsed);
  return check.ok ? null : check.message;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings management (premium): export to a JSON file and import one. */
export function ManagementCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('settings.management.title')}
      description={t('settings.management.lead')}
    >
      <PremiumGate>
        <ManagementActions />
      </PremiumGate>
    </SettingsCard>
  );
}

function ManagementActions() {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const cancelReload = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  useEffect(() => () => cancelReload.current(), []);

  async function handleExport() {
    setIsBusy(true);
    try {
      const file = await exportSettings();
      download(`settings-${file.export_date.slice(0, 10)}.json`, JSON.stringify(file, null, 2));
      setBanner({ kind: 'success', message: t('settings.management.exported') });
    } catch (error) {
      setBanner({
        kind: 'error',
        message: errorMessage(t, error, t('settings.management.exportFailed')),
      });
    } finally {
      setIsBusy(false);
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    setIsBusy(true);
    try {
      const problem = await checkFile(file);
      if (problem !== null) {
        setBanner({ kind: 'error', message: localizeMessage(t, problem) });
        return;
      }
      const result = await importSettings(file);
      const message =
        result.skipped > 0
          ? t('settings.management.importedWithSkipped', { count: result.skipped })
          : t('settings.management.imported');
      setBanner({ kind: 'success', message });
      cancelReload.current = reloadAfterImport();
    } catch (error) {
      const fallback = localizeMessage(t, SETTINGS_IMPORT_MESSAGES.failed);
      setBanner({ kind: 'error', message: errorMessage(t, error, fallback) });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="settings-form">
      {banner && (
        <FormAlert kind={banner.kind}>
          <p>{banner.message}</p>
        </FormAlert>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={isBusy}
          onClick={() => void handleExport()}
        >
          {t('settings.management.export')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={isBusy}
          onClick={() => input.current?.click()}
        >
          {t('settings.management.import')}
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('settings.management.importFile')}
          onChange={(event) => void handleFile(event)}
        />
      </div>
    </div>
  );
}
