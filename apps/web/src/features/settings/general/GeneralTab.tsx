import { AppearanceCard } from './AppearanceCard';

/** General settings; processing, editor and settings-management cards arrive later. */
export function GeneralTab() {
  return (
    <div className="settings-cards">
      <AppearanceCard />
    </div>
  );
}
