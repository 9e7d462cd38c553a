import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startI18n } from './lib/i18n';
import { startTheme } from './lib/theme';
import './styles.css';

const STARTUP_FAILED = 'App initialization failed. Please reload the page.';

const root = document.getElementById('root');
if (root === null) {
  console.error('Missing #root element; the app cannot start.');
} else {
  try {
    startTheme();
    startI18n();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.textContent = STARTUP_FAILED;
  }
}
