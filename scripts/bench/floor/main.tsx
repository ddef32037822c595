// The Lighthouse floor: React 19 + React Router 7 + i18next + react-i18next and nothing else,
// rendering a text-only page shaped like the lobby's guest home (brand bar, heading, tagline,
// copyright). npm run bench:lighthouse compares every merchant's /m/home with it.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import './floor.css';

const STRINGS = {
  brand: 'Floor Casino',
  welcome: 'Welcome to {{brand}}',
  tagline: 'Casino, slots, live games, lottery and sports in one place.',
  login: 'Log in',
  copyright: '© 2019-2026 Floor Casino',
} as const;

function Layout() {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <header className="bar">
        <span className="bar__name">{t('brand')}</span>
        <Link className="bar__link" to="/m/login">
          {t('login')}
        </Link>
      </header>
      <Outlet />
    </div>
  );
}

function Home() {
  const { t } = useTranslation();
  return (
    <main className="home">
      <section className="hero">
        <h1>{t('welcome', { brand: t('brand') })}</h1>
        <p>{t('tagline')}</p>
      </section>
      <footer className="copyright">{t('copyright')}</footer>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Layout, children: [{ path: '*', Component: Home }] }]);

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: STRINGS } }, interpolation: { escapeValue: false } })
  .then(() => {
    // The floor+banner page keeps #root for the boot screen and its banner (as the lobby's home
    // does until its app has rendered) and renders the floor beside it.
    const root = document.getElementById('app') ?? document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
