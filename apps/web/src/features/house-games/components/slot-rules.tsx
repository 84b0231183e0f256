import { useTranslation } from 'react-i18next';
import { SLOT_LINES, SLOT_PAYTABLE, SLOT_REELS, SLOT_ROWS, SLOT_SYMBOLS } from '@app/contract/house-games/slot';
import { PhraseText } from '@/components/ui/phrase-text';
import { SlotSymbolArt } from './slot-symbol';
import styles from './game-rules.module.css';

const COUNTS = [3, 4, 5] as const;

function LineDiagram({ rows }: { rows: readonly number[] }) {
  return (
    <svg className={styles.lineDiagram} viewBox={`0 0 ${String(SLOT_REELS)} ${String(SLOT_ROWS)}`} aria-hidden="true">
      {Array.from({ length: SLOT_ROWS * SLOT_REELS }, (_, index) => (
        <rect key={index} x={(index % SLOT_REELS) + 0.1} y={Math.floor(index / SLOT_REELS) + 0.1} width="0.8" height="0.8" rx="0.15" />
      ))}
      <polyline points={rows.map((row, reel) => `${String(reel + 0.5)},${String(row + 0.5)}`).join(' ')} />
    </svg>
  );
}

/** The paytable, the ten lines and the return to player, all read from the contract the server pays by. */
export function SlotRules() {
  const { t } = useTranslation();
  return (
    <div className={styles.rules}>
      <div className={styles.heading}>
        <h2 className={styles.title}>{t('house.slot.paytableTitle')}</h2>
        <span className={styles.badge} title={t('house.slot.rtpNote')}>
          {t('house.slot.rtp')}
        </span>
      </div>
      <table className={styles.paytable} aria-label={t('house.slot.paytableLabel')} data-testid="slot-paytable">
        <thead>
          <tr>
            <th scope="col">{t('house.slot.symbolColumn')}</th>
            {COUNTS.map((count) => (
              <th key={count} scope="col">
                {t('house.slot.countColumn', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_SYMBOLS.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <span className={styles.symbol}>
                  <span className={styles.symbolArt}>
                    <SlotSymbolArt symbol={symbol} />
                  </span>
                  {t(`house.slot.symbols.${symbol}`)}
                </span>
              </th>
              {SLOT_PAYTABLE[symbol].map((multiple, index) => (
                <td key={index}>×{multiple.toLocaleString('en-US')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.text}>
        <PhraseText text={t('house.slot.paytableNote')} />
      </p>
      <h3 className={styles.subtitle}>{t('house.slot.linesTitle')}</h3>
      <ol className={styles.lines}>
        {SLOT_LINES.map((rows, line) => (
          <li key={line} className={styles.line}>
            <LineDiagram rows={rows} />
            <span>{t('house.slot.lineName', { line: line + 1 })}</span>
          </li>
        ))}
      </ol>
      <p className={styles.text}>
        <PhraseText text={`${t('house.slot.rtp')}: ${t('house.slot.rtpNote')}`} />
      </p>
      <p className={styles.text}>
        <PhraseText text={t('house.slot.noAutoplay')} />
      </p>
    </div>
  );
}
