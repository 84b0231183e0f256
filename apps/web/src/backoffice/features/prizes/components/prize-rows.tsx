import { useTranslation } from 'react-i18next';
import type { AdminPrizeOption } from '@app/contract/admin-loyalty';
import { Button } from '@/components/ui/button';
import { StatusChip } from '@/components/ui/status-chip';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useRewardText } from '../hooks/use-reward-text';
import styles from './prize-panels.module.css';

interface PrizeRowsProps {
  options: readonly AdminPrizeOption[];
  /** Null for a role that reads the board without changing it. */
  onEdit: ((option: AdminPrizeOption) => void) | null;
  onRemove: ((option: AdminPrizeOption) => void) | null;
}

/**
 * The options' rows in their place order. The probability is the API's own (weight over the
 * active weights' sum, rounded half up), never worked out here.
 */
export function PrizeRows({ options, onEdit, onRemove }: PrizeRowsProps) {
  const { t } = useTranslation('backoffice');
  const rewardText = useRewardText();
  return (
    <>
      {options.map((option) => (
        <tr key={option.id} data-testid="prize-row" data-prize-id={option.id}>
          <td className={tableStyles.numeric}>{option.sortOrder}</td>
          <td>
            <span className={styles.labelCell}>
              <span className={styles.swatch} style={{ background: option.colour }} aria-hidden="true" />
              <span className={styles.name} data-testid="prize-label">
                {option.label}
              </span>
            </span>
          </td>
          <td>{rewardText(option.reward)}</td>
          <td className={tableStyles.numeric}>{option.weight.toLocaleString('en-US')}</td>
          <td className={tableStyles.numeric} data-testid="prize-probability">
            {option.isActive && option.weight === 0 ? <span className={tableStyles.muted}>{t('prizes.neverDrawn')}</span> : `${option.probabilityPercent}%`}
          </td>
          <td>
            <StatusChip tone={option.isActive ? 'success' : 'neutral'} label={t(option.isActive ? 'prizes.active' : 'prizes.inactive')} />
          </td>
          {onEdit && onRemove ? (
            <td>
              <span className={styles.rowActions}>
                <Button size="small" variant="secondary" onClick={() => onEdit(option)} aria-label={t('prizes.editLabel', { label: option.label })}>
                  {t('prizes.edit')}
                </Button>
                <Button size="small" variant="ghost" onClick={() => onRemove(option)} aria-label={t('prizes.removeLabel', { label: option.label })}>
                  {t('prizes.remove')}
                </Button>
              </span>
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
}
