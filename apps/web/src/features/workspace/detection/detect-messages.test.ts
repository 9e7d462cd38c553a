import { DETECT_MESSAGES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { startI18n } from '../../../lib/i18n';
import { detectErrorMessage, localizeDetectMessage } from './detect-messages';

describe("the detect endpoint's messages", () => {
  it('are shown in the interface language', async () => {
    const i18n = startI18n();
    await i18n.changeLanguage('nb');
    const t = i18n.getFixedT('nb');
    try {
      expect(localizeDetectMessage(t, DETECT_MESSAGES.engineNotInstalled)).toBe(
        'Standard KI er ikke installert på denne serveren',
      );
      const refused = new ApiError('VALIDATION_ERROR', DETECT_MESSAGES.noEngine, 400);
      expect(detectErrorMessage(t, refused, 'fallback')).toBe(
        'Velg minst én modell med minst én entitetstype',
      );
      // Other messages still go through the app's own table, or stay as the server wrote them.
      expect(localizeDetectMessage(t, 'Something new')).toBe('Something new');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('read the same as the contracts in English', () => {
    const t = startI18n().getFixedT('en');
    for (const message of Object.values(DETECT_MESSAGES)) {
      expect(localizeDetectMessage(t, message)).toBe(message);
    }
  });
});
