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
            // Lost on a weak signal, the other language's texts are asked for again on the next press;
            // until then the console stays in the language it is in.
            chooseConsoleLanguage(language).catch(() => undefined);
          }}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
