import type { MemberProtection } from '@app/contract/player-protection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useGetMemberProtectionQuery } from '../api/member-protection';
import type { MemberKey } from '../api/member-tags';
import { MemberBreakDialog } from './member-break-dialog';
import { MemberLimits } from './member-limits';
import styles from './member-panels.module.css';

type BreakEntry = MemberProtection['history'][number];

interface MemberProtectionPanelProps {
  member: MemberKey & { username: string };
  /** Admins add breaks; support and finance read them (docs/player-protection.md). */
  canAddBreak: boolean;
}

/** The member's break from play in force, if any, every break of theirs (newest first), and their limits. */
export function MemberProtectionPanel({ member, canAddBreak }: MemberProtectionPanelProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { data, error, isLoading, isFetching, refetch } = useGetMemberProtectionQuery(member);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const language = useConsoleDateLanguage();

  function describeActive(active: BreakEntry): string {
    const kind = t(`members.protection.kinds.${active.kind}`);
    if (active.isFromLinkedAccount) return t('members.protection.activeLinked', { kind, end: endText(active.endsAt) });
    return t('members.protection.active', { kind, end: endText(active.endsAt) });
  }

  function endText(endsAt: string | null): string {
    return endsAt === null ? t('members.protection.permanent') : formatDateTime(endsAt, language);
  }

  return (
    <section className={styles.panel} aria-labelledby="member-protection-title" data-testid="member-protection-panel">
      <h2 id="member-protection-title" className={styles.panelTitle}>
        {t('members.protection.title')}
      </h2>
      {isLoading ? (
        <Skeleton height={64} />
      ) : !data ? (
        <LoadError
          title={t('members.protection.error')}
          message={error ? errorText(error) : undefined}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : (
        <>
          <p className={styles.hint} data-testid="member-protection-active">
            <PhraseText text={data.activeBreak ? describeActive(data.activeBreak) : t('members.protection.none')} />
          </p>
          {data.history.length > 0 ? (
            <>
              <h3 className={styles.subTitle}>{t('members.protection.history')}</h3>
              <ul className={styles.facts} data-testid="member-protection-history">
                {data.history.map((entry) => (
                  <HistoryLine key={entry.startsAt + entry.period} entry={entry} />
                ))}
              </ul>
            </>
          ) : null}
          <MemberLimits limits={data.limits} history={data.limitHistory} />
        </>
      )}
      {canAddBreak ? (
        <Button
          variant="secondary"
          onClick={() => {
            setIsDialogOpen(true);
          }}
        >
          {t('members.protection.add')}
        </Button>
      ) : null}
      {isDialogOpen ? (
        <MemberBreakDialog
          member={member}
          onDone={() => {
            setIsDialogOpen(false);
          }}
          onCancel={() => {
            setIsDialogOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}

function HistoryLine({ entry }: { entry: BreakEntry }) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const setBy = entry.operatorUsername ? t('members.protection.byOperator', { username: entry.operatorUsername }) : t('members.protection.byMember');
  return (
    <li className={styles.fact} data-testid="member-protection-entry">
      <span>{formatDateTime(entry.startsAt, language)}</span>
      <span>
        {t(`members.protection.kinds.${entry.kind}`)} · {t(`members.protection.periods.${entry.period}`)} · {setBy}
        {entry.reason ? ` · ${entry.reason}` : ''}
      </span>
    </li>
  );
}
