import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { PublicAnnouncements } from '@/features/announcements/components/public-announcements';
import { LoginForm } from '@/features/auth/components/login-form';
import { homePageLoginActions } from '@/features/auth/login-actions';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { HomeHero } from '@/features/home/components/home-hero';
import { PublicFeeds } from '@/features/home/components/public-feeds';
import { useLoginBoxReveal } from '@/features/home/hooks/use-login-box-reveal';
import { PromotionCarousel } from '@/features/promotion-banners/components/promotion-carousel';

/**
 * The visitor's home page. Its login box reports with the home page's own actions
 * (LoginOnHomePageSuccess / LoginOnHomePageFail); the game tiles lead to that box.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { usernameRef, revealLoginBox } = useLoginBoxReveal();
  return (
    <Page title={t('pages.home')}>
      <PromotionCarousel />
      <PublicAnnouncements />
      <HomeHero onLoginRequest={revealLoginBox} />
      <CategoryTiles onLoginRequest={revealLoginBox} />
      <LoginForm actions={homePageLoginActions} headingLevel={2} usernameRef={usernameRef} />
      <PublicFeeds />
    </Page>
  );
}
