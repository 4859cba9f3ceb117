import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@web/i18n/i18n';
import { App } from './app';
import { warmFirstScreen } from './first-screen';
import { preloadFirstScreenFont } from './fonts';
import { queryClient } from './query-client';
import './global.css';

preloadFirstScreenFont();
warmFirstScreen(window.location.pathname, queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Strings first, so the first paint is already in the user's language.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
