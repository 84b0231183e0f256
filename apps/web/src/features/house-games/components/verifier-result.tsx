import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { StatusChip } from '@/components/ui/status-chip';
import { formatMultiplierBps } from '../odds-text';
import type { Verification } from '../verify-round';
import { BaccaratTable } from './baccarat-table';
import { HiloCards } from './hilo-cards';
import { SlotGrid } from './slot-grid';
import styles from './verifier.module.css';

function OutcomeView({ outcome }: { outcome: Verification['outcome'] }) {
  const { t } = useTranslation();
  switch (outcome.game) {
    case 'house-slot':
      return <SlotGrid grid={outcome.slot.grid} lineWins={outcome.slot.lineWins} isSpinning={false} spinKey={outcome.slot.stops.join('-')} />;
    case 'house-baccarat':
      return (
        <>
          <BaccaratTable hand={outcome.hand} />
          <p className={styles.summary}>{t(`house.baccarat.winner.${outcome.hand.winner}`)}</p>
        </>
      );
    case 'house-hilo': {
      const { hilo } = outcome;
      const multiplier = formatMultiplierBps(hilo.multiplierBps);
      const summary =
        hilo.status === 'lost'
          ? t('house.verifier.hiloLost', { count: hilo.cards.length })
          : hilo.status === 'capped'
            ? t('house.verifier.hiloCapped', { multiplier })
            : t('house.verifier.hiloOpen', { multiplier });
      return (
        <>
          <div className={styles.hiloTable}>
            <HiloCards cards={hilo.cards} isLost={hilo.status === 'lost'} />
          </div>
          <p className={styles.summary}>{summary}</p>
        </>
      );
    }
  }
}

/** The recomputed outcome and the seed's hash, beside the hash the game showed before play when it is known. */
export function VerifierResult({ verification, expectedHash }: { verification: Verification; expectedHash: string }) {
  const { t } = useTranslation();
  const isHashMatching = expectedHash.trim().toLowerCase() === verification.serverSeedHash;
  return (
    <section className={styles.result} aria-labelledby="verifier-result-title" data-testid="verifier-result">
      <h2 id="verifier-result-title" className={styles.title}>
        {t('house.verifier.resultTitle')}
      </h2>
      <OutcomeView outcome={verification.outcome} />
      <p className={styles.win} data-testid="verifier-win">
        {t('house.verifier.win', { amount: formatBaht(verification.outcome.winSatang) })}
      </p>
      <div className={styles.hash}>
        <p className={styles.hashLabel}>{t('house.verifier.computedHash')}</p>
        <p className={styles.code} data-testid="verifier-hash">
          {verification.serverSeedHash}
        </p>
        {expectedHash.trim() ? (
          <StatusChip tone={isHashMatching ? 'success' : 'danger'} label={t(isHashMatching ? 'house.verifier.hashMatches' : 'house.verifier.hashDiffers')} />
        ) : null}
      </div>
    </section>
  );
}
