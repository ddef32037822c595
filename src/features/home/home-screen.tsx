import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '../../config/merchant-config';

export function HomeScreen({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation();
  return (
    <main className="screen" data-screen="home">
      <header className="brand-bar" data-testid="app-header">
        <img className="brand-bar__logo" src="/icons/logo.svg" alt={t('home.logo_alt', { brand: config.name })} width={36} height={36} />
        <span className="brand-bar__name" data-testid="brand-name">
          {config.name}
        </span>
      </header>
      <section className="hero">
        <h1 className="hero__title">{t('home.welcome', { brand: config.name })}</h1>
        <p className="hero__tagline">{t('home.tagline')}</p>
      </section>
      <footer className="copyright">{config.copyright}</footer>
    </main>
  );
}
