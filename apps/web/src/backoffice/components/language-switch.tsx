import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, chooseConsoleLanguage } from '../backoffice-i18n';
import styles from './language-switch.module.css';

/** TH / EN for the console; the choice is the operator's own, kept apart from any member setting. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('backoffice');
  return (
    <div className={styles.switch} role="group" aria-label={t('language.label')}>
      {CONSOLE_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.language === language}
          onClick={() => {
            chooseConsoleLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
