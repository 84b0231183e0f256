import { useTranslation } from 'react-i18next';
import styles from './step-indicator.module.css';

export type RegistrationStep = 1 | 2;

/** "Step 1 of 2" with both steps named, the current one marked for screen readers too. */
export function StepIndicator({ current }: { current: RegistrationStep }) {
  const { t } = useTranslation();
  const steps = [t('registration.stepPhone'), t('registration.stepAccount')];
  return (
    <div className={styles.indicator}>
      <p className={styles.count} data-testid="registration-step">
        {t('registration.step', { current, total: steps.length })}
      </p>
      <ol className={styles.steps}>
        {steps.map((label, index) => {
          const step = index + 1;
          return (
            <li key={label} className={step <= current ? styles.reached : styles.ahead} aria-current={step === current ? 'step' : undefined}>
              <span className={styles.number} aria-hidden="true">
                {step}
              </span>
              <span className={styles.label}>{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
