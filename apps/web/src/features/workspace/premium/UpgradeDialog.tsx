import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUpgradeStore } from './upgrade-store';
import './premium.css';

const BENEFITS = ['aiDetection', 'searchOptions', 'detectionSettings', 'textSelection', 'more'];

/** Lists what premium adds, with a way to the plans; Esc or cancel closes it. */
export function UpgradeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useUpgradeStore((state) => state.open);
  const hide = useUpgradeStore((state) => state.hide);
  if (!open) return null;
  return (
    <ConfirmDialog
      title={t('workspace.premium.title')}
      confirmLabel={t('workspace.premium.viewPlans')}
      onCancel={hide}
      onConfirm={() => {
        hide();
        void navigate('/pricing');
      }}
    >
      <p>{t('workspace.premium.intro')}</p>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`workspace.premium.benefits.${benefit}`)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
