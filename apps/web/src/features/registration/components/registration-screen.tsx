import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@app/contract/auth';
import { paths } from '@/config/paths';
import { useAccountName } from '../hooks/use-account-name';
import { useInviter } from '../hooks/use-inviter';
import { useRegister } from '../hooks/use-register';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { useUsernameCheck } from '../hooks/use-username-check';
import { readAttribution } from '../registration-links';
import { AccountStep } from './account-step';
import { InviterNote } from './inviter-note';
import { PhoneStep } from './phone-step';
import { StepIndicator, type RegistrationStep } from './step-indicator';
import styles from './registration-screen.module.css';

interface RegistrationScreenProps {
  /** The code of an /aff/{afCode} link: filled in, read-only, and checked at once. */
  lockedAfCode?: string;
  /** From /regis/{team}/{marketing} (and /regiss/...): sent with the registration. */
  teamCode?: string;
  marketingCode?: string;
  /**
   * Signs the new member in with the session the server answered. The app layer does it, as a
   * login would, because the session belongs to the auth feature.
   */
  onRegistered: (session: LoginResponse) => Promise<void> | void;
}

/** The sign-up card: step 1 the phone, step 2 the rest; both steps keep what was typed in them. */
export function RegistrationScreen({ lockedAfCode, teamCode, marketingCode, onRegistered }: RegistrationScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [step, setStep] = useState<RegistrationStep>(1);
  const form = useRegistrationForm(lockedAfCode);
  const { inviter, checkTyped } = useInviter(form, lockedAfCode);
  // Held here rather than in step 2, so a trip back to step 1 does not forget the account's name.
  const accountName = useAccountName(form);
  const usernameCheck = useUsernameCheck(form);
  const registration = useRegister(form, {
    attribution: readAttribution(teamCode, marketingCode),
    onRegistered,
    onPhoneRefused: (message) => {
      form.showError('phone', message);
      setStep(1);
    },
  });

  // A new step starts at its top, not where the member had scrolled to in the last one.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  return (
    <section ref={cardRef} className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {t('registration.heading')}
        </h1>
        <p className={styles.subtitle}>{t('registration.subheading')}</p>
      </header>
      <StepIndicator current={step} />
      {step === 1 ? (
        <PhoneStep
          form={form}
          header={lockedAfCode ? <InviterNote inviter={inviter} /> : null}
          onDone={() => {
            setStep(2);
          }}
        />
      ) : (
        <AccountStep
          form={form}
          accountName={accountName}
          usernameCheck={usernameCheck}
          inviter={inviter}
          onInviterBlur={checkTyped}
          isAfCodeLocked={lockedAfCode !== undefined}
          registration={registration}
          onBack={() => {
            setStep(1);
          }}
        />
      )}
      <footer className={styles.footer}>
        <p>
          {t('registration.haveAccount')} <Link to={paths.login}>{t('registration.loginLink')}</Link>
        </p>
      </footer>
    </section>
  );
}
