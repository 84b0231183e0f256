import { useTranslation } from 'react-i18next';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { ButtonLink } from '@/components/ui/button';
import type { RotatedSeed } from '../api/rotate-seed';
import { buildVerifierPath } from '../verifier-link';
import styles from './fairness-panel.module.css';

/** The server seed a rotation revealed, beside the hash that was shown before it was used. */
export function RevealedSeed({ revealed, gameCode }: { revealed: RotatedSeed['revealed']; gameCode: HouseGameCode }) {
  const { t } = useTranslation();
  const verifierPath = buildVerifierPath({
    game: gameCode,
    serverSeed: revealed.serverSeed,
    serverSeedHash: revealed.serverSeedHash,
    clientSeed: revealed.clientSeed,
    nonce: 0,
  });
  return (
    <section className={styles.revealed} aria-labelledby="revealed-seed-title" data-testid="revealed-seed">
      <h3 id="revealed-seed-title" className={styles.subtitle}>
        {t('house.fairness.revealedTitle')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('house.fairness.revealedSeed')}</dt>
          <dd className={styles.code} data-testid="revealed-server-seed">
            {revealed.serverSeed}
          </dd>
        </div>
        <div>
          <dt>{t('house.fairness.revealedHash')}</dt>
          <dd className={styles.code}>{revealed.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('house.fairness.revealedClientSeed')}</dt>
          <dd className={styles.code}>{revealed.clientSeed}</dd>
        </div>
      </dl>
      <p className={styles.intro}>{t('house.fairness.revealedRounds', { count: revealed.roundsPlayed })}</p>
      <ButtonLink to={verifierPath} variant="secondary" size="small">
        {t('house.fairness.verifyRevealed')}
      </ButtonLink>
    </section>
  );
}
