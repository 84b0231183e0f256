import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { RewardItem } from '@app/contract/rewards/reward-catalogue';
import { useBrand } from '@/components/layouts/brand-context';
import { Button } from '@/components/ui/button';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { PhraseText } from '@/components/ui/phrase-text';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { formatThaiAddress, type ThaiAddressParts } from '@/lib/format-thai-address';
import { resolveImageUrl } from '@/lib/image-url';
import type { RewardRedemption } from '../api/redeem-reward';
import { formatPoints } from '@/lib/format-points';
import { useRedeemReward } from '../hooks/use-redeem-reward';
import { RedeemConfirmDialog } from './redeem-confirm-dialog';
import styles from './reward-item-card.module.css';

export interface RewardItemCardProps {
  item: RewardItem;
  /** The member's points as last shown; the server checks them again. */
  points: number;
  deliveryAddress: ThaiAddressParts | null;
  /**
   * Called when the credit balance may have changed: after a credit item was paid, and after a
   * redemption that got no answer (it may have been paid).
   */
  onCreditChanged: () => void;
}

type Result = { kind: 'success'; redemption: RewardRedemption } | { kind: 'failure'; message: string; code: string | null };

/** One item: what it is, what it costs and gives, and the button that spends the points. */
export function RewardItemCard({ item, points, deliveryAddress, onCreditChanged }: RewardItemCardProps) {
  const { t } = useTranslation();
  const { imageBaseUrl } = useBrand();
  const { showToast } = useToast();
  const { submit, isLoading } = useRedeemReward();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // One key per confirmation: kept when a confirmation got no answer (it may have been accepted),
  // so confirming again retries it instead of spending twice; dropped once the server answered.
  const attemptKey = useRef<string | null>(null);
  // Two taps can land before React renders the first one's loading state; the request goes out once.
  const isSendingRef = useRef(false);

  const symbol = t('app.currencySymbol');
  const isSoldOut = item.stockLeft === 0;
  const canAfford = points >= item.costPoints;

  const closeConfirm = useCallback(() => {
    setIsConfirmOpen(false);
  }, []);

  const redeem = async () => {
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    attemptKey.current ??= crypto.randomUUID();
    const outcome = await submit({ itemId: item.id, idempotencyKey: attemptKey.current });
    isSendingRef.current = false;
    setIsConfirmOpen(false);
    if (outcome.redemption || outcome.failure?.kind === 'http') attemptKey.current = null;
    if (outcome.redemption) {
      const { request } = outcome.redemption;
      setResult({ kind: 'success', redemption: outcome.redemption });
      if (request.creditSatang !== null) {
        showToast(t('rewardCatalogue.successToastCredit', { amount: `${symbol}${formatBaht(request.creditSatang)}` }));
        onCreditChanged();
      } else {
        showToast(t('rewardCatalogue.successToastPhysical'));
      }
      return;
    }
    setResult({ kind: 'failure', message: outcome.message, code: outcome.failure?.code ?? null });
    showToast(outcome.message, 'error');
    if (outcome.failure?.kind !== 'http' && item.kind === 'credit') onCreditChanged();
  };

  const buttonLabel = isSoldOut ? t('rewardCatalogue.soldOut') : canAfford ? t('rewardCatalogue.redeem') : t('rewardCatalogue.notEnoughPoints');

  return (
    <li className={styles.card} data-testid="reward-item" data-kind={item.kind}>
      <div className={styles.top}>
        <Image className={styles.image} src={item.image ? resolveImageUrl(imageBaseUrl, item.image) : null} alt="" isPlaceholderTextHidden />
        <div className={styles.main}>
          <h3 className={styles.name}>{item.name}</h3>
          {item.description ? (
            <p className={styles.description}>
              <PhraseText text={item.description} />
            </p>
          ) : null}
          <div className={styles.facts}>
            <span className={styles.cost} data-testid="reward-item-cost">
              {t('rewardCatalogue.cost', { points: formatPoints(item.costPoints) })}
            </span>
            {item.creditSatang !== null ? (
              <span className={styles.credit} data-testid="reward-item-credit">
                {t('rewardCatalogue.creditValue', { amount: `${symbol}${formatBaht(item.creditSatang)}` })}
              </span>
            ) : (
              <span className={styles.fact}>{t('rewardCatalogue.physicalHint')}</span>
            )}
            {item.stockLeft !== null ? (
              <span className={isSoldOut ? `${styles.fact} ${styles.soldOut}` : styles.fact} data-testid="reward-item-stock">
                {t('rewardCatalogue.stockLeft', { stock: item.stockLeft })}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <Button
        variant={canAfford && !isSoldOut ? 'primary' : 'secondary'}
        isFullWidth
        disabled={!canAfford || isSoldOut}
        isLoading={isLoading}
        loadingLabel={t('rewardCatalogue.redeeming')}
        onClick={() => {
          setResult(null);
          setIsConfirmOpen(true);
        }}
      >
        {buttonLabel}
      </Button>
      {result?.kind === 'success' ? <RedeemSuccess redemption={result.redemption} /> : null}
      {result?.kind === 'failure' ? (
        <div className={styles.failure} role="alert" data-testid="redeem-error">
          <AlertIcon size={20} className={styles.failureIcon} />
          <p>
            <PhraseText text={result.message} />
            {result.code === 'ADDRESS_REQUIRED' ? (
              <>
                {' '}
                <Link to={paths.auth.manageAddress} className={styles.link}>
                  {t('rewardCatalogue.goToAddress')}
                </Link>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      {isConfirmOpen ? (
        <RedeemConfirmDialog item={item} deliveryAddress={deliveryAddress} isConfirming={isLoading} onConfirm={() => void redeem()} onCancel={closeConfirm} />
      ) : null}
    </li>
  );
}

/** What the member got: credit on the balance at once, or a parcel on its way to their address. */
function RedeemSuccess({ redemption }: { redemption: RewardRedemption }) {
  const { t } = useTranslation();
  const symbol = t('app.currencySymbol');
  const { request, balances } = redemption;
  const text =
    request.creditSatang !== null
      ? t('rewardCatalogue.successCredit', {
          amount: `${symbol}${formatBaht(request.creditSatang)}`,
          balance: `${symbol}${formatBaht(balances.balanceSatang)}`,
        })
      : request.address
        ? t('rewardCatalogue.successPhysical', { address: formatThaiAddress(request.address) })
        : t('rewardCatalogue.successPhysicalNoAddress');
  return (
    <div className={styles.success} role="status" data-testid="redeem-success">
      <CheckCircleIcon size={22} className={styles.successIcon} />
      <div>
        <p className={styles.successTitle}>{t('rewardCatalogue.successTitle')}</p>
        <p>
          <PhraseText text={text} />
        </p>
        <p className={styles.pointsLeft}>{t('rewardCatalogue.pointsLeft', { points: formatPoints(balances.points) })}</p>
      </div>
    </div>
  );
}
