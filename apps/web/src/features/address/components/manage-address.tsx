import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetMyAddressQuery } from '../api/get-my-address';
import { AddressForm } from './address-form';
import styles from './manage-address.module.css';

/** The member's delivery address for prizes sent by post: filled in from the saved one, if any. */
export function ManageAddress() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useGetMyAddressQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <ManageAddressSkeleton />;
  if (data === undefined) {
    return (
      <LoadError
        title={t('deliveryAddress.loadError')}
        message={error ? getErrorMessage(error) : undefined}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  return (
    <>
      {data === null ? (
        <div className={styles.intro} data-testid="address-empty">
          <InfoIcon size={22} className={styles.introIcon} />
          <div>
            <p className={styles.introTitle}>{t('deliveryAddress.emptyTitle')}</p>
            <p className={styles.introText}>
              <PhraseText text={t('deliveryAddress.emptyText')} />
            </p>
          </div>
        </div>
      ) : (
        <p className={styles.introText}>
          <PhraseText text={t('deliveryAddress.intro')} />
        </p>
      )}
      {/* Mounted once the saved address is known, so the form starts from it and is never reset under the member's fingers. */}
      <AddressForm savedAddress={data} />
    </>
  );
}

function ManageAddressSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className={styles.skeletonField} aria-hidden="true">
          <Skeleton width="35%" height={16} />
          <Skeleton height={52} />
        </div>
      ))}
    </div>
  );
}
