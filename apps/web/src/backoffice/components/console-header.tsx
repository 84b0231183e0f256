import { useTranslation } from 'react-i18next';
import { BrandPicker } from '../brands/brand-picker';
import { useOperator } from '../session/use-operator';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import styles from './console-header.module.css';

/** The bar above every console screen: the brand being worked on, the language, who is signed in. */
export function ConsoleHeader() {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  return (
    <header className={styles.header}>
      <BrandPicker />
      <div className={styles.end}>
        <LanguageSwitch />
        <p className={styles.operator} data-testid="console-operator">
          <span className={styles.username}>{operator.username}</span>
          <span className={styles.role}>{t(`roles.${operator.role}`)}</span>
        </p>
        <LogoutButton />
      </div>
    </header>
  );
}
