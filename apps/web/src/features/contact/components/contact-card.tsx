import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon } from '@/components/ui/icons';
import styles from './contact-card.module.css';

interface ContactCardProps {
  title: string;
  lineId: string;
  /** The chat-app profile link built from the id; null when the brand has not set this id. */
  link: string | null;
}

/** One support contact: its LINE id, a QR code a second phone can scan, and a link for this one. */
export function ContactCard({ title, lineId, link }: ContactCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const id = lineId.trim();

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="contact-card">
      <div className={styles.header}>
        <span className={styles.icon}>
          <ChatIcon size={22} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      {link ? (
        <>
          <div className={styles.tile} data-testid="contact-qr" data-value={link}>
            <QRCodeSVG value={link} size={184} level="M" marginSize={2} className={styles.code} role="img" aria-label={t('contact.qrLabel', { id })} />
          </div>
          <div className={styles.id}>
            <span className={styles.idLabel}>{t('contact.lineIdLabel')}</span>
            <span className={styles.idValue} data-testid="contact-line-id">
              {id}
            </span>
          </div>
          {/* A new tab, so the member finds the site where they left it after the chat app opens. */}
          <a className={buttonClassName({ variant: 'primary', isFullWidth: true })} href={link} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={20} />
            {t('contact.open')}
          </a>
        </>
      ) : (
        <EmptyState title={t('contact.emptyTitle')} text={t('contact.emptyText')} />
      )}
    </section>
  );
}
