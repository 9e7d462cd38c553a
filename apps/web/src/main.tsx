import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppErrorBoundary } from './app/failure/AppErrorBoundary';
import { showStartupFailure } from './app/failure/startup-failure';
import { startAppUpdates } from './app/update/app-updates';
import { startIgnoredSuggestionsCleanup } from './features/workspace/highlights/highlight-actions';
import { startLeaveWarning } from './features/workspace/persistence/leave-warning';
import { startWorkspaceCleanup } from './features/workspace/persistence/workspace-persistence';
import { startI18n } from './lib/i18n';
import { startSecurityMonitoring } from './lib/security/security-monitoring';
import { startTheme } from './lib/theme';
import './styles.css';

const root = document.getElementById('root');
if (root === null) {
  console.error('Missing #root element; the app cannot start.');
} else {
  try {
    // First, so the storage reads of the theme and the language are in the log too.
    startSecurityMonitoring();
    startTheme();
    startI18n();
    startAppUpdates();
    startWorkspaceCleanup();
    startLeaveWarning();
    startIgnoredSuggestionsCleanup();
    createRoot(root).render(
      <StrictMode>
        <AppErrorBoundary>
          <App />
        </AppErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    showStartupFailure(root);
  }
}
