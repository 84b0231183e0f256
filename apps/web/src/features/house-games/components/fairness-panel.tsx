import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rotateSeedRequestSchema } from '@app/contract/house-games/api';
import { Button, ButtonLink } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { useRotateSeedMutation, type RotatedSeed } from '../api/rotate-seed';
import { usePlayAction } from '../hooks/use-play-action';
import type { ReadyPlaySession } from '../hooks/use-play-session';
import { buildVerifierPath } from '../verifier-link';
import { ActionFailure } from './action-failure';
import { RevealedSeed } from './revealed-seed';
import styles from './fairness-panel.module.css';

/** A fresh client seed the player may take instead of typing one: 16 random hex digits. */
function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The seeds of the next round: the server seed's hash (the seed itself stays secret until it is
 * rotated away), the player's client seed, which they may change, and the nonce.
 */
export function FairnessPanel({ session }: { session: ReadyPlaySession }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { fairness, gameCode } = session.state;
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RotatedSeed['revealed'] | null>(null);
  const [rotateSeed, { isLoading }] = useRotateSeedMutation();
  const { run, failure } = usePlayAction(session.endSession);

  const changeClientSeed = (text: string) => {
    setClientSeed(text);
    setFieldError(null);
  };

  const rotate = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's own rule, with its Thai messages, checks the seed before it is sent.
    const check = rotateSeedRequestSchema.safeParse({ clientSeed });
    if (!check.success) {
      setFieldError(check.error.issues[0]?.message ?? t('errors.generic'));
      return;
    }
    const result = await run(() => rotateSeed({ playToken: session.playToken, clientSeed: check.data.clientSeed }).unwrap());
    if (!result) return;
    setRevealed(result.revealed);
    setClientSeed(result.fairness.clientSeed);
    showToast(t('house.fairness.rotated'));
  };

  return (
    <div className={styles.panel} data-testid="fairness-panel">
      <h2 className={styles.title}>{t('house.fairness.title')}</h2>
      <p className={styles.intro}>
        <PhraseText text={t('house.fairness.intro')} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('house.fairness.serverSeedHash')}</dt>
          <dd className={styles.code} data-testid="server-seed-hash">
            {fairness.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('house.fairness.nonce')}</dt>
          <dd className={styles.code} data-testid="fairness-nonce">
            {fairness.nonce}
          </dd>
        </div>
      </dl>
      <form className={styles.form} onSubmit={(event) => void rotate(event)} noValidate>
        <TextField
          label={t('house.fairness.clientSeed')}
          name="clientSeed"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={clientSeed}
          onChange={(event) => {
            changeClientSeed(event.target.value);
          }}
          error={fieldError}
          trailing={
            <button
              type="button"
              className={styles.random}
              aria-label={t('house.fairness.randomSeed')}
              onClick={() => {
                changeClientSeed(randomClientSeed());
              }}
            >
              <RefreshIcon size={20} />
            </button>
          }
        />
        <ActionFailure message={failure} />
        <Button type="submit" variant="secondary" isFullWidth isLoading={isLoading}>
          {t('house.fairness.rotate')}
        </Button>
      </form>
      {revealed ? <RevealedSeed revealed={revealed} gameCode={gameCode} /> : null}
      <ButtonLink to={buildVerifierPath({ game: gameCode })} variant="ghost" isFullWidth>
        {t('house.fairness.openVerifier')}
      </ButtonLink>
    </div>
  );
}
