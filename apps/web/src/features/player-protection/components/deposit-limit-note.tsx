import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberLimit } from '@app/contract/player-protection';
import { formatBaht } from '@app/contract/money-format';
import { Button, ButtonLink } from '@/components/ui/button';
import { WalletIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { PromptCard } from '@/components/ui/prompt-card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetLimitsQuery } from '../api/limits';
import { useLimitTexts } from '../limit-texts';
import { LimitDialog } from './limit-dialog';

/** Of the deposit limits set, the one with the least left to deposit in its period; null when none is set. */
export function tightestDepositLimit(limits: readonly MemberLimit[]): MemberLimit | null {
  let tightest: MemberLimit | null = null;
  let tightestRoom = Infinity;
  for (const limit of limits) {
    if (limit.kind !== 'deposit' || limit.limitSatang === null) continue;
    const room = limit.limitSatang - Math.max(0, limit.usedSatang);
    if (room < tightestRoom) [tightest, tightestRoom] = [limit, room];
  }
  return tightest;
}

/**
 * On the deposit screens: the member's deposit limit, or a prompt to set one, with the dialog
 * that sets it one tap away (docs/player-protection.md: UKGC RTS 12A asks for a prompt at the
 * first deposit, RTS 12C for a link to the limits from the deposit pages).
 */
export function DepositLimitNote() {
  const { t } = useTranslation();
  const texts = useLimitTexts();
  const { data, error, isLoading, isFetching, refetch } = useGetLimitsQuery();
  const [editing, setEditing] = useState<MemberLimit | null>(null);

  if (isLoading) return <Skeleton height={150} />;
  if (!data) {
    return (
      <LoadError title={t('limits.loadError')} message={error ? getErrorMessage(error) : undefined} onRetry={() => void refetch()} isRetrying={isFetching} />
    );
  }
  const tightest = tightestDepositLimit(data);
  // A first limit is offered per day, the shortest period; the week and the month are on the limits page.
  const firstToSet = data.find((limit) => limit.kind === 'deposit' && limit.period === 'day');

  return (
    <>
      <PromptCard
        icon={<WalletIcon size={24} />}
        title={tightest ? t('limits.depositNote.titleSet') : t('limits.depositNote.title')}
        text={
          tightest
            ? t('limits.depositNote.current', {
                limit: texts.name(tightest.kind, tightest.period),
                amount: texts.amount(tightest.limitSatang),
                used: t('limits.used', { used: formatBaht(Math.max(0, tightest.usedSatang)), when: texts.when(tightest.resetsAt) }),
              })
            : t('limits.depositNote.prompt')
        }
        actions={
          <>
            {tightest ? (
              <Button
                variant="secondary"
                aria-label={t('limits.edit', { limit: texts.name(tightest.kind, tightest.period) })}
                onClick={() => setEditing(tightest)}
              >
                {t('limits.editShort')}
              </Button>
            ) : firstToSet ? (
              <Button variant="secondary" onClick={() => setEditing(firstToSet)}>
                {t('limits.depositNote.set')}
              </Button>
            ) : null}
            <ButtonLink to={paths.auth.responsibleGaming} variant="ghost">
              {t('limits.depositNote.all')}
            </ButtonLink>
          </>
        }
        testId="deposit-limit-note"
      />
      {editing ? <LimitDialog limit={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
