import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import { InfoIcon } from '../../../components/ui/icons';
import { PhraseText } from '../../../components/ui/phrase-text';
import { GAME_TEXT } from './game-text';
import styles from './draw-rules.module.css';

/** How draws are earned: one free a day, and one per deposit of at least the brand's minimum when it has one. */
export function DrawRules({ game, depositMinSatang }: { game: PrizeGame; depositMinSatang: number }) {
  const { t } = useTranslation();
  const text = GAME_TEXT[game];
  return (
    <section className={styles.rules} aria-label={t('prizeDraws.rulesTitle')} data-testid="draw-rules">
      <InfoIcon size={20} className={styles.icon} />
      <ul className={styles.list}>
        <li>
          <PhraseText text={t(`prizeDraws.${text}.ruleDaily`)} />
        </li>
        {depositMinSatang > 0 ? (
          <li>
            <PhraseText text={t(`prizeDraws.${text}.ruleDeposit`, { amount: formatBaht(depositMinSatang) })} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** Why the button is off when no draws are left, and how to get the next one. */
export function NoDrawsNote({ game, depositMinSatang }: { game: PrizeGame; depositMinSatang: number }) {
  const { t } = useTranslation();
  const text = GAME_TEXT[game];
  return (
    <div className={styles.noDraws} data-testid="no-draws">
      <p className={styles.noDrawsTitle}>{t(`prizeDraws.${text}.noDrawsTitle`)}</p>
      <p className={styles.noDrawsText}>
        <PhraseText
          text={
            depositMinSatang > 0
              ? t(`prizeDraws.${text}.noDrawsDepositText`, { amount: formatBaht(depositMinSatang) })
              : t(`prizeDraws.${text}.noDrawsText`)
          }
        />
      </p>
    </div>
  );
}
