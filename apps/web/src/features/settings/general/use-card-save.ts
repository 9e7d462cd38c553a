import type { TGeneralSettingsRecord, TGeneralSettingsUpdate } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';

export type SaveSettings = (update: TGeneralSettingsUpdate) => Promise<TGeneralSettingsRecord>;

export type CardProps = { settings: TGeneralSettingsRecord; save: SaveSettings };

/** A card's save: busy flag, the success toast, and the failure shown in the card. */
export function useCardSave(save: SaveSettings) {
  const { i18n } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(update: TGeneralSettingsUpdate, after?: () => Promise<void> | void) {
    setIsSaving(true);
    setFailure(null);
    try {
      await save(update);
      await after?.();
      // `after` may have switched the language; speak the current one.
      toast.success(i18n.t('settings.saved'));
    } catch (error) {
      setFailure(errorMessage(i18n.t, error, i18n.t('settings.failedToUpdate')));
    } finally {
      setIsSaving(false);
    }
  }

  return { isSaving, failure, submit };
}
