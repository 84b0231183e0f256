import { useTranslation } from 'react-i18next';

/**
 * Shown while the brand and website status load, so no page flashes before maintenance is known.
 * The same markup as the loading screen in index.html (styles in styles/global.css), which the
 * phone shows before the script runs: React replaces one with the other without a visible change.
 */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className="boot-splash" role="status">
      <span className="boot-splash__spinner" aria-hidden="true" />
      <p className="boot-splash__text">{t('app.loading')}</p>
    </div>
  );
}
