import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { RewardItem } from '@app/contract/rewards/reward-catalogue';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { GiftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatThaiAddress, type ThaiAddressParts } from '@/lib/format-thai-address';
import { formatPoints } from '@/lib/format-points';

interface RedeemConfirmDialogProps {
  item: RewardItem;
  deliveryAddress: ThaiAddressParts | null;
  isConfirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Says what the member pays and what they get before any point is spent. A parcel needs an
 * address: without one the dialog sends the member to the address form instead of confirming.
 */
export function RedeemConfirmDialog({ item, deliveryAddress, isConfirming, onConfirm, onCancel }: RedeemConfirmDialogProps) {
  const { t } = useTranslation();
  const points = formatPoints(item.costPoints);
  const isAddressMissing = item.kind === 'physical' && !deliveryAddress;
  const text =
    item.creditSatang !== null
      ? t('rewardCatalogue.confirmCredit', { points, name: item.name, amount: `${t('app.currencySymbol')}${formatBaht(item.creditSatang)}` })
      : deliveryAddress
        ? t('rewardCatalogue.confirmPhysical', { points, name: item.name, address: formatThaiAddress(deliveryAddress) })
        : t('rewardCatalogue.confirmNoAddress', { name: item.name });
  return (
    <ConfirmDialog
      title={t('rewardCatalogue.confirmTitle')}
      text={text}
      icon={<GiftIcon size={28} />}
      confirmLabel={t('rewardCatalogue.confirm')}
      cancelLabel={t('rewardCatalogue.cancel')}
      confirmAction={
        isAddressMissing ? (
          <ButtonLink to={paths.auth.manageAddress} variant="primary">
            {t('rewardCatalogue.goToAddress')}
          </ButtonLink>
        ) : undefined
      }
      isConfirming={isConfirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
