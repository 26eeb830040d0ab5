import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app.tsx';
import { i18nReady } from './lib/i18n.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// the router already loads the page's chunks meanwhile; without the texts (offline) the page still renders
await i18nReady.catch(() => undefined);
createRoot(container).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
