import { useTranslation } from 'react-i18next';
import { formatBankAccountNumber } from '@/lib/format-bank-account';
import { formatDateTime } from '@/lib/format-date-time';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { formatThaiAddress } from '@/lib/format-thai-address';
import type { AdminMemberDetail } from '../api/get-member-detail';
import { MemberLevel } from './member-level';
import styles from './member-panels.module.css';

/** Who the member is: name, phone, bank, level, points, address and where they came from. */
export function MemberProfilePanel({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const { member, profile } = detail;
  const bank = profile.user_bank;
  const rows = [
    { key: 'name', value: member.name || t('members.none') },
    { key: 'phone', value: member.phone },
    {
      key: 'bank',
      value: bank ? (
        <>
          {bank.bankName} · <span className={styles.nowrap}>{formatBankAccountNumber(bank.bankId)}</span>
        </>
      ) : (
        t('members.none')
      ),
    },
    { key: 'level', value: <MemberLevel level={member.level} /> },
    { key: 'points', value: t('members.pointsValue', { points: profile.user_credit.point.toLocaleString('en-US') }) },
    { key: 'address', value: profile.user_address ? formatThaiAddress(profile.user_address) : t('members.none') },
    { key: 'codes', value: [detail.teamCode, detail.marketingCode].filter(Boolean).join(' · ') || t('members.none') },
    { key: 'joined', value: formatDateTime(member.createdAt, language) },
  ] as const;

  return (
    <section className={styles.panel} aria-labelledby="member-profile-title" data-testid="member-profile">
      <h2 id="member-profile-title" className={styles.panelTitle}>
        {t('members.profile.title')}
      </h2>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.key} className={styles.fact}>
            <dt>{t(`members.profile.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
