import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/layouts/brand-context';
import { PhraseText } from '@/components/ui/phrase-text';
import { ContactCard } from './contact-card';
import styles from './contact-cards.module.css';

export interface ContactLineIds {
  main: string;
  backup: string;
}

/**
 * The brand's two support contacts, main and backup (spec section 2). The links come from the
 * brand, built once from the same ids; the ids are shown as typed by the operator.
 */
export function ContactCards({ lineIds }: { lineIds: ContactLineIds }) {
  const { t } = useTranslation();
  const { chatLinks } = useBrand();
  return (
    <div className={styles.cards}>
      <p className={styles.intro}>
        <PhraseText text={t('contact.intro')} />
      </p>
      <ContactCard title={t('contact.mainTitle')} lineId={lineIds.main} link={chatLinks.main} />
      <ContactCard title={t('contact.backupTitle')} lineId={lineIds.backup} link={chatLinks.backup} />
    </div>
  );
}
