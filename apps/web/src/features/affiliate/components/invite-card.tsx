import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';
import { CopyIcon, InfoIcon, UsersIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { useGetAffiliateCodeQuery } from '../api/get-affiliate-code';
import { buildShareLink } from '../share-link';
import cardStyles from '@/components/ui/card.module.css';
import styles from './invite-card.module.css';

/**
 * The member's invite code, the link that carries it and the same link as a QR code, so a friend
 * can be signed up by a tap on a shared link or by scanning the member's phone.
 */
export function InviteCard({ memberUuid }: { memberUuid: string }) {
  const { t } = useTranslation();
  const { data: code, error, isLoading, isFetching, refetch } = useGetAffiliateCodeQuery(memberUuid);

  return (
    <section className={cardStyles.card} aria-labelledby="affiliate-invite-title" data-testid="affiliate-invite">
      <div className={cardStyles.header}>
        <h2 id="affiliate-invite-title" className={cardStyles.title}>
          {t('affiliate.invite.title')}
        </h2>
        <UsersIcon size={22} className={cardStyles.titleIcon} />
      </div>
      {isLoading ? (
        <InviteSkeleton />
      ) : error || code === undefined ? (
        <LoadError title={t('affiliate.invite.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : (
        <InviteLink code={code} />
      )}
    </section>
  );
}

function InviteLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const link = buildShareLink(window.location.origin, code);

  const copyLink = async () => {
    const isCopied = await copyText(link);
    if (isCopied) showToast(t('affiliate.invite.copied'));
    else showToast(t('affiliate.invite.copyFailed'), 'error');
  };

  return (
    <>
      <div className={styles.codeRow}>
        <p className={styles.label}>{t('affiliate.invite.codeLabel')}</p>
        <p className={styles.code} data-testid="affiliate-code">
          {code}
        </p>
      </div>
      <div className={styles.linkBox}>
        <p className={styles.label}>{t('affiliate.invite.linkLabel')}</p>
        <p className={styles.link} data-testid="affiliate-link">
          <BreakableLink link={link} />
        </p>
        <Button variant="secondary" isFullWidth className={styles.copyButton} onClick={() => void copyLink()}>
          <CopyIcon size={18} />
          {t('affiliate.invite.copyLink')}
        </Button>
      </div>
      <figure className={styles.tile} data-testid="affiliate-qr" data-value={link}>
        <QRCodeSVG value={link} size={184} level="M" marginSize={2} className={styles.qr} role="img" aria-label={t('affiliate.invite.qrLabel')} />
        <figcaption className={styles.caption}>
          <PhraseText text={t('affiliate.invite.qrCaption')} />
        </figcaption>
      </figure>
      <p className={cardStyles.note}>
        <InfoIcon size={18} className={cardStyles.noteIcon} />
        <span>
          <PhraseText text={t('affiliate.invite.note')} />
        </span>
      </p>
    </>
  );
}

/** A long link may wrap; a break after a slash keeps the code in one piece. */
function BreakableLink({ link }: { link: string }) {
  const parts = link.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

function InviteSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="affiliate-invite-skeleton">
      <span className="visually-hidden" role="status">
        {t('affiliate.invite.loading')}
      </span>
      <Skeleton width="45%" height={34} />
      <Skeleton height={64} />
      <div className={styles.qrSkeleton}>
        <Skeleton width={208} height={236} />
      </div>
    </div>
  );
}
