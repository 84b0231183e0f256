import type { AdminTier } from '@app/contract/admin-loyalty';
import { formatBaht } from '@app/contract/money-format';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusChip } from '@/components/ui/status-chip';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { formatHundredths } from '../number-text';
import styles from './promotions.module.css';

/** One level of the tier table; `onEdit` is null for the roles that may only read it. */
export function TierRow({ tier, onEdit }: { tier: AdminTier; onEdit: (() => void) | null }) {
  const { t } = useTranslation('backoffice');
  return (
    <tr data-testid="tier-row">
      <td className={tableStyles.nowrap}>{tier.level}</td>
      <td>
        <span className={styles.swatch} style={{ background: tier.colour }} aria-hidden="true" />
        {tier.name}
      </td>
      <td className={tableStyles.numeric}>
        {formatBaht(tier.requirementSatang)}
        <br />
        <span className={tableStyles.muted}>{t(tier.judgedMonthly ? 'promotions.tiers.judgedMonthly' : 'promotions.tiers.judgedTotal')}</span>
      </td>
      <td className={tableStyles.numeric}>
        {formatBaht(tier.withdrawCapSatang)}
        <br />
        <span className={tableStyles.muted}>{t(`promotions.tiers.capPer.${tier.withdrawCapPer}`)}</span>
      </td>
      <td className={tableStyles.numeric}>
        {tier.maxPerWithdrawalSatang === null ? (
          <span className={tableStyles.muted}>{t('promotions.tiers.noMax')}</span>
        ) : (
          formatBaht(tier.maxPerWithdrawalSatang)
        )}
      </td>
      <td className={tableStyles.numeric}>{formatHundredths(tier.lossReturnBasisPoints)}%</td>
      <td className={tableStyles.numeric}>{formatBaht(tier.nextLevelSatang)}</td>
      <td>
        <StatusChip tone={tier.disabled ? 'neutral' : 'success'} label={t(tier.disabled ? 'promotions.tiers.disabled' : 'promotions.tiers.enabled')} />
      </td>
      {onEdit ? (
        <td>
          <Button variant="secondary" size="small" onClick={onEdit} aria-label={t('promotions.tiers.editLevel', { level: tier.level, name: tier.name })}>
            {t('promotions.edit')}
          </Button>
        </td>
      ) : null}
    </tr>
  );
}
