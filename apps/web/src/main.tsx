import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { installSessionWatch } from './app/session-watch.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Texts first, so that the first paint is already in the reader's language.
void initI18n().then(() => {
  const router = createAppRouter();
  installSessionWatch(router);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
