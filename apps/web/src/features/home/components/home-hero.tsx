import { useTranslation } from 'react-i18next';
import { AccentText } from '@/components/ui/accent-text';
import { useBrand } from '@/components/layouts/brand-context';
import { Button, ButtonLink } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import styles from './home-hero.module.css';

/** The top of the home page: the brand's banner and logo, its name, the two ways in, and the free demo games. */
export function HomeHero({ onLoginRequest }: { onLoginRequest: () => void }) {
  const { t } = useTranslation();
  const { siteName, images } = useBrand();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      {/* The banner is decoration behind text: when it fails, the hero's own gradient stands in.
          On a phone it is the largest thing on the first screen, so it is asked for first. */}
      <Image className={styles.background} src={images['home.top.background']} alt="" fallback={null} fetchPriority="high" />
      <div className={styles.content}>
        <Image className={styles.logo} src={images['home.normal.logo']} alt="" isPlaceholderTextHidden />
        <h1 id="home-hero-title" className={styles.title}>
          <AccentText text={t('home.welcome', { siteName })} accentClassName={styles.siteName} />
        </h1>
        <p className={styles.tagline}>{t('home.tagline')}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.register} variant="primary" size="large">
            {t('home.registerCta')}
          </ButtonLink>
          <Button variant="secondary" size="large" onClick={onLoginRequest}>
            {t('home.loginCta')}
          </Button>
          <ButtonLink to={paths.demo} variant="ghost" size="large" className={styles.demoLink} data-testid="demo-games-link">
            <PlayIcon size={20} />
            {t('home.demoCta')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
