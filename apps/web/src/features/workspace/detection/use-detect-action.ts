import { useTranslation } from 'react-i18next';
import { useIsPremium } from '../../settings/PremiumGate';
import { startDetection } from './start-detection';

/** The detect action of the toolbars, Shift+D and the mobile menu. */
export function useDetectAction(): () => void {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  return () => void startDetection(t, isPremium);
}
