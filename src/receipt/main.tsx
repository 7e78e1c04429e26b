import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReceiverPage } from './ReceiverPage';
import { languageOf } from './words';
import 'virtual:laju-global.css';
import './receipt.css';

// The phone's own light or dark, with the app's colours (the page has no theme switch).
document.documentElement.dataset.theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

// The page lives at /r/<token>: the token is the path's last part.
const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean).pop() ?? '');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ReceiverPage token={token} language={languageOf(navigator.languages ?? [navigator.language])} />
  </StrictMode>,
);
