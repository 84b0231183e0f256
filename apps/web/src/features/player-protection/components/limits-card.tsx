import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limitKindSchema, type LimitKind, type MemberLimit } from '@app/contract/player-protection';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import cardStyles from '@/components/ui/card.module.css';
import { WalletIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage } from '@/lib/api-client';
import { useConfirmLimitMutation, useGetLimitsQuery } from '../api/limits';
import { useLimitTexts } from '../limit-texts';
import { LimitDialog } from './limit-dialog';
import styles from './limits-card.module.css';

/**
 * The member's deposit, loss and wagering limits (docs/player-protection.md): per kind, the day,
 * week and month limit with what is used of it, a raise waiting for confirmation, and a change button.
 */
export function LimitsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error, isLoading, isFetching, refetch } = useGetLimitsQuery();
  const [editing, setEditing] = useState<MemberLimit | null>(null);

  return (
    <section className={cardStyles.card} aria-labelledby={titleId} data-testid="limits-card">
      <div className={cardStyles.header}>
        <h2 id={titleId} className={cardStyles.title}>
          {t('limits.title')}
        </h2>
        <span className={cardStyles.titleIcon}>
          <WalletIcon size={22} />
        </span>
      </div>
      <p className={styles.lead}>{t('limits.intro')}</p>
      {isLoading ? (
        <Skeleton height={180} />
      ) : !data ? (
        <LoadError title={t('limits.loadError')} message={error ? getErrorMessage(error) : undefined} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : (
        limitKindSchema.options.map((kind) => <LimitGroup key={kind} kind={kind} limits={data.filter((limit) => limit.kind === kind)} onEdit={setEditing} />)
      )}
      {editing ? (
        <LimitDialog
          limit={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function LimitGroup({ kind, limits, onEdit }: { kind: LimitKind; limits: MemberLimit[]; onEdit: (limit: MemberLimit) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.group} data-testid={`limit-group-${kind}`}>
      <h3 className={styles.groupTitle}>{t(`limits.kinds.${kind}.title`)}</h3>
      <p className={styles.groupLead}>{t(`limits.kinds.${kind}.lead`)}</p>
      <ul className={styles.rows}>
        {limits.map((limit) => (
          <LimitRow key={limit.period} limit={limit} onEdit={onEdit} />
        ))}
      </ul>
    </div>
  );
}

function LimitRow({ limit, onEdit }: { limit: MemberLimit; onEdit: (limit: MemberLimit) => void }) {
  const { t } = useTranslation();
  const texts = useLimitTexts();
  const { showToast } = useToast();
  const [confirmLimit, { isLoading: isConfirming }] = useConfirmLimitMutation();
  const pending = limit.pendingRaise;
  const isConfirmable = pending !== null && Date.now() >= new Date(pending.confirmableAt).getTime();
  const name = texts.name(limit.kind, limit.period);

  const confirm = async () => {
    try {
      const confirmed = await confirmLimit({ kind: limit.kind, period: limit.period }).unwrap();
      showToast(t('limits.confirmed', { limit: name, amount: texts.amount(confirmed.limitSatang) }), 'success');
    } catch (failure) {
      showToast(getErrorMessage(failure), 'error');
    }
  };

  return (
    <li className={styles.row} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.rowMain}>
        <span className={styles.period}>{t(`limits.periods.${limit.period}`)}</span>
        <strong className={limit.limitSatang === null ? styles.unset : styles.amount} data-testid="limit-amount">
          {texts.amount(limit.limitSatang)}
        </strong>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('limits.edit', { limit: name })}
          onClick={() => {
            onEdit(limit);
          }}
        >
          {t('limits.editShort')}
        </Button>
      </div>
      {limit.limitSatang !== null ? (
        <p className={styles.detail}>{t('limits.used', { used: formatBaht(Math.max(0, limit.usedSatang)), when: texts.when(limit.resetsAt) })}</p>
      ) : null}
      {pending ? (
        <div className={styles.pending} data-testid="limit-pending">
          <p className={styles.detail}>
            {isConfirmable
              ? t('limits.pendingReady', { amount: texts.amount(pending.amountSatang) })
              : t('limits.pending', { amount: texts.amount(pending.amountSatang), when: texts.when(pending.confirmableAt) })}
          </p>
          {isConfirmable ? (
            <Button size="small" isLoading={isConfirming} onClick={() => void confirm()}>
              {t('limits.confirmRaise')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
