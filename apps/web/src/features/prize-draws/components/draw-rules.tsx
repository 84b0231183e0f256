import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { PrizeBoard, PrizeGame } from '@app/contract/rewards/prize-draws';
import type { TFunction } from 'i18next';
import { InfoIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { GAME_TEXT } from './game-text';
import styles from './draw-rules.module.css';

/** The brand's rule for the game, as the board answers it. */
type DrawRule = Pick<PrizeBoard, 'dailyDraws' | 'depositMinSatang'>;

/** How draws are earned, as the brand set them: free ones each day, and one per deposit of at least the minimum. */
export function DrawRules({ game, rule }: { game: PrizeGame; rule: DrawRule }) {
  const { t } = useTranslation();
  const text = GAME_TEXT[game];
  // A brand that gives no draws at all has no rule to state; the no-draws note says so.
  if (rule.dailyDraws === 0 && rule.depositMinSatang === 0) return null;
  return (
    <section className={styles.rules} aria-label={t('prizeDraws.rulesTitle')} data-testid="draw-rules">
      <InfoIcon size={20} className={styles.icon} />
      <ul className={styles.list}>
        {rule.dailyDraws > 0 ? (
          <li>
            <PhraseText text={t(`prizeDraws.${text}.ruleDaily`, { count: rule.dailyDraws })} />
          </li>
        ) : null}
        {rule.depositMinSatang > 0 ? (
          <li>
            <PhraseText text={t(`prizeDraws.${text}.ruleDeposit`, { amount: formatBaht(rule.depositMinSatang) })} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** What tells the member how the next draw comes: tomorrow's free ones, a deposit, both, or neither. */
function nextDrawText(game: PrizeGame, rule: DrawRule, t: TFunction): string {
  const text = GAME_TEXT[game];
  const amount = formatBaht(rule.depositMinSatang);
  if (rule.dailyDraws > 0) return rule.depositMinSatang > 0 ? t(`prizeDraws.${text}.noDrawsDepositText`, { amount }) : t(`prizeDraws.${text}.noDrawsText`);
  return rule.depositMinSatang > 0 ? t(`prizeDraws.${text}.noDrawsDepositOnlyText`, { amount }) : t(`prizeDraws.${text}.noDrawsNoneText`);
}

/** Why the button is off when no draws are left, and how to get the next one. */
export function NoDrawsNote({ game, rule }: { game: PrizeGame; rule: DrawRule }) {
  const { t } = useTranslation();
  return (
    <div className={styles.noDraws} data-testid="no-draws">
      <p className={styles.noDrawsTitle}>{t(`prizeDraws.${GAME_TEXT[game]}.noDrawsTitle`)}</p>
      <p className={styles.noDrawsText}>
        <PhraseText text={nextDrawText(game, rule, t)} />
      </p>
    </div>
  );
}
