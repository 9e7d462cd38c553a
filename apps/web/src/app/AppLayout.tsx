import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';
import { UpdateNotifier } from './update/UpdateNotifier';
import { SettingsSync } from '../features/settings/SettingsSync';
import { CheckoutReturn } from '../features/subscription/checkout-return/CheckoutReturn';
import { GuidedTutorial } from '../features/tutorial/GuidedTutorial';

export function AppLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <UpdateNotifier />
      <SettingsSync />
      <CheckoutReturn />
      <GuidedTutorial />
    </div>
  );
}
