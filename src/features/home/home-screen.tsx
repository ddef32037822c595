// Home for now: the brand hero under the shell's brand header. Banners, notices and games come
// with the home issue.
import { useTranslation } from 'react-i18next';
import { readMerchantConfig } from '../../config/merchant-config';

export function HomeScreen() {
  const { t } = useTranslation();
  const config = readMerchantConfig();
  return (
    <main className="screen home-screen" data-screen="home">
      <section className="hero">
        <h1 className="hero__title">{t('home.welcome', { brand: config.name })}</h1>
        <p className="hero__tagline">{t('home.tagline')}</p>
      </section>
      <footer className="copyright">{config.copyright}</footer>
    </main>
  );
}
