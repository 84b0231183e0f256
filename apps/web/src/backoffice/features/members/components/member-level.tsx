import { tierOfLevel } from '@app/contract/tiers';
import { useTranslation } from 'react-i18next';

/** "2 · โกลด์": the number operators search by, with the tier name members see. */
export function MemberLevel({ level }: { level: number }) {
  const { t } = useTranslation('backoffice');
  return <>{t('members.levelValue', { level, tier: t(`members.tier.${tierOfLevel(level).code}`) })}</>;
}
