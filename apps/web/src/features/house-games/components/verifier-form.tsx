import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_SIDES } from '@app/contract/house-games/baccarat';
import { HOUSE_GAME_CODES } from '@app/contract/house-games/outcome';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatWholeBaht } from '@/lib/baht-amount';
import { isHouseGameCode } from '../house-game-code';
import { BETS_SATANG_BY_GAME, type VerifierFields, type VerifierProblem } from '../verifier-input';
import styles from './verifier.module.css';

interface VerifierFormProps {
  fields: VerifierFields;
  onChange: (fields: VerifierFields) => void;
  problems: readonly VerifierProblem[];
  onSubmit: () => void;
  isComputing: boolean;
}

/** The seeds and choices of one round, as the game or its history link gave them, all editable. */
export function VerifierForm({ fields, onChange, problems, onSubmit, isComputing }: VerifierFormProps) {
  const { t } = useTranslation();
  const problemOf = (field: VerifierProblem) => (problems.includes(field) ? t(`house.verifier.problems.${field}`) : null);
  const change = (patch: Partial<VerifierFields>) => {
    onChange({ ...fields, ...patch });
  };
  const bets = BETS_SATANG_BY_GAME[fields.game];
  const textProps = { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false } as const;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('house.verifier.title')}>
      <SelectField
        label={t('house.verifier.game')}
        name="game"
        value={fields.game}
        options={HOUSE_GAME_CODES.map((game) => ({ value: game, label: t(`house.games.${game}`) }))}
        onChange={(event) => {
          const game = event.target.value;
          if (!isHouseGameCode(game)) return;
          // Each game takes its own bets; a bet the new game does not take becomes its smallest.
          const gameBets = BETS_SATANG_BY_GAME[game];
          change({ game, betSatang: gameBets.includes(fields.betSatang) ? fields.betSatang : (gameBets[0] ?? 0) });
        }}
      />
      <TextField
        {...textProps}
        label={t('house.verifier.serverSeed')}
        name="serverSeed"
        value={fields.serverSeed}
        onChange={(event) => {
          change({ serverSeed: event.target.value });
        }}
        error={problemOf('serverSeed')}
      />
      {!fields.serverSeed && fields.serverSeedHash ? <p className={styles.hint}>{t('house.verifier.serverSeedHint')}</p> : null}
      <TextField
        {...textProps}
        label={t('house.verifier.serverSeedHash')}
        name="serverSeedHash"
        value={fields.serverSeedHash}
        onChange={(event) => {
          change({ serverSeedHash: event.target.value });
        }}
      />
      <TextField
        {...textProps}
        label={t('house.verifier.clientSeed')}
        name="clientSeed"
        value={fields.clientSeed}
        onChange={(event) => {
          change({ clientSeed: event.target.value });
        }}
        error={problemOf('clientSeed')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('house.verifier.nonce')}
          name="nonce"
          inputMode="numeric"
          autoComplete="off"
          value={fields.nonce}
          onChange={(event) => {
            change({ nonce: event.target.value });
          }}
          error={problemOf('nonce')}
        />
        <SelectField
          label={t('house.verifier.bet')}
          name="betSatang"
          value={String(fields.betSatang)}
          options={bets.map((betSatang) => ({ value: String(betSatang), label: formatWholeBaht(betSatang) }))}
          onChange={(event) => {
            change({ betSatang: Number(event.target.value) });
          }}
        />
      </div>
      {fields.game === 'house-baccarat' ? (
        <SelectField
          label={t('house.verifier.side')}
          name="side"
          value={fields.side}
          options={BACCARAT_SIDES.map((side) => ({ value: side, label: t(`house.baccarat.sides.${side}`) }))}
          onChange={(event) => {
            const side = BACCARAT_SIDES.find((candidate) => candidate === event.target.value);
            if (side) change({ side });
          }}
        />
      ) : null}
      {fields.game === 'house-hilo' ? (
        <div className={styles.withHint}>
          <TextField
            {...textProps}
            label={t('house.verifier.choices')}
            name="choices"
            placeholder={t('house.verifier.choicesPlaceholder')}
            value={fields.choices}
            onChange={(event) => {
              change({ choices: event.target.value });
            }}
            error={problemOf('choices')}
          />
          <p className={styles.hint}>{t('house.verifier.choicesHint')}</p>
        </div>
      ) : null}
      <Button type="submit" size="large" isFullWidth isLoading={isComputing}>
        {t('house.verifier.submit')}
      </Button>
    </form>
  );
}
