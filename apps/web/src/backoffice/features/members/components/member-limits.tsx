import type { MemberProtection } from '@app/contract/player-protection';
import { formatBaht } from '@app/contract/money-format';
import { useTranslation } from 'react-i18next';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { formatDateTime } from '@/lib/format-date-time';
import styles from './member-panels.module.css';

/**
 * The deposit, loss and wagering limits the member set, with what is used of each, any raise
 * waiting for the member's confirmation, and every change. Read-only: only the member sets them.
 */
export function MemberLimits({ limits, history }: { limits: MemberProtection['limits']; history: MemberProtection['limitHistory'] }) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const shown = limits.filter((limit) => limit.limitSatang !== null || limit.pendingRaise !== null);
  const amountText = (amountSatang: number | null) => (amountSatang === null ? t('members.protection.limits.noLimit') : `${formatBaht(amountSatang)}`);

  return (
    <>
      <h3 className={styles.subTitle}>{t('members.protection.limits.title')}</h3>
      {shown.length === 0 ? (
        <p className={styles.hint} data-testid="member-limits-none">
          {t('members.protection.limits.none')}
        </p>
      ) : (
        <ul className={styles.facts} data-testid="member-limits">
          {shown.map((limit) => (
            <li key={`${limit.kind}_${limit.period}`} className={styles.fact} data-testid="member-limit">
              <span>{t(`members.protection.limits.names.${limit.kind}_${limit.period}`)}</span>
              <span>
                {t('members.protection.limits.line', { amount: amountText(limit.limitSatang), used: formatBaht(Math.max(0, limit.usedSatang)) })}
                {limit.pendingRaise ? (
                  <>
                    <br />
                    {t('members.protection.limits.pending', {
                      amount: amountText(limit.pendingRaise.amountSatang),
                      when: formatDateTime(limit.pendingRaise.confirmableAt, language),
                    })}
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {history.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('members.protection.limits.history')}</h3>
          <ul className={styles.facts} data-testid="member-limit-history">
            {history.map((entry) => (
              <li key={`${entry.at}_${entry.kind}_${entry.period}_${entry.change}`} className={styles.fact}>
                <span>{formatDateTime(entry.at, language)}</span>
                <span>
                  {t(`members.protection.limits.names.${entry.kind}_${entry.period}`)} · {amountText(entry.amountSatang)} ·{' '}
                  {t(`members.protection.limits.changes.${entry.change}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
