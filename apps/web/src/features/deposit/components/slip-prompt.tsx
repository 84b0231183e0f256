import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ReceiptIcon } from '@/components/ui/icons';
import { PromptCard } from '@/components/ui/prompt-card';
import { paths } from '@/config/paths';

/** For a transfer the statement has not credited yet: the slip page credits it from its photo. */
export function SlipPrompt() {
  const { t } = useTranslation();
  return (
    <PromptCard
      icon={<ReceiptIcon size={24} />}
      title={t('deposit.slipTitle')}
      text={t('deposit.slipText')}
      actions={
        <ButtonLink to={paths.auth.depositSlip} variant="secondary" isFullWidth>
          {t('deposit.slipLink')}
        </ButtonLink>
      }
    />
  );
}
