import { ENTITY_METHOD_IDS } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { PremiumGate } from '../PremiumGate';
import { EntitySection } from './EntitySection';

/** The entity types each model looks for: fast ML, advanced AI, standard AI (premium). */
export function EntitiesTab() {
  const { t } = useTranslation();
  return (
    <PremiumGate>
      <p className="muted">{t('settings.entities.lead')}</p>
      <div className="settings-cards">
        {ENTITY_METHOD_IDS.map((methodId) => (
          <EntitySection key={methodId} methodId={methodId} />
        ))}
      </div>
    </PremiumGate>
  );
}
