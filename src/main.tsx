// Boot: read the injected merchant config, start i18n in the brand's default language, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readMerchantConfig } from './config/merchant-config';
import { initI18n } from './i18n/i18n';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error-screen';
import './app/app.css';

async function boot(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const root = createRoot(rootElement);
  let config;
  try {
    config = readMerchantConfig();
  } catch (error) {
    await initI18n('EN');
    root.render(<ConfigErrorScreen detail={(error as Error).message} />);
    return;
  }
  await initI18n(config.defaultLanguage);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void boot();
