// The Lighthouse floor: React 19 + React Router 7 + i18next + react-i18next and nothing else,
// rendering a text-only page shaped like the lobby's guest home (brand bar, heading, tagline,
// copyright). npm run bench:lighthouse compares every merchant's /m/home with it; npm run
// bench:journeys times its one data route (/m/data: a tap, one JSON reply, its rows shown) as the
// floor of a tap.
import i18next from 'i18next';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import './floor.css';

const STRINGS = {
  brand: 'Floor Casino',
  welcome: 'Welcome to {{brand}}',
  tagline: 'Casino, slots, live games, lottery and sports in one place.',
  login: 'Log in',
  data: 'Notices',
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
      <Link className="bar__link" to="/m/data" data-testid="floor-data-link">
        {t('data')}
      </Link>
      <footer className="copyright">{t('copyright')}</footer>
    </main>
  );
}

/** One platform reply (demo's home announcements, public), its entries counted once it is here. */
const DATA_URL = '/wps/relay/CCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=demo';

function Data() {
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    void fetch(DATA_URL)
      .then((r) => r.json() as Promise<{ value?: unknown }>)
      .then((body) => setCount(JSON.stringify(body.value ?? null).length));
  }, []);
  return <main data-screen="floor-data">{count === undefined ? null : <p data-testid="floor-data">{count}</p>}</main>;
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      { path: '/m/data', Component: Data },
      { path: '*', Component: Home },
    ],
  },
]);

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
