import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { AlertIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { connectionRetried, selectIsConnectionUnstable } from '@/lib/app-status-slice';
import { ALL_TAG_TYPES, baseApi } from '@/lib/base-api';

/** Shown after a 503, 408, time-out or cancelled request; retry refetches everything on screen. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const isUnstable = useSelector(selectIsConnectionUnstable);
  if (!isUnstable) return null;

  const retry = () => {
    dispatch(connectionRetried());
    dispatch(baseApi.util.invalidateTags([...ALL_TAG_TYPES]));
  };

  return (
    <Banner tone="warning" icon={<AlertIcon size={20} />} actionLabel={t('banners.retry')} onAction={retry}>
      <PhraseText text={t('banners.unstable')} />
    </Banner>
  );
}
