import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ButtonLink } from '../ui/button';
import { BrandLogo } from './brand-logo';
import { Drawer } from './drawer';
import { DrawerLinks } from './drawer-links';

/** The visitor's menu: the public pages, then registration and login. */
export function SideMenu({ isLogoLinked, onClose }: { isLogoLinked: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const links = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.promotion, label: t('nav.promotion') },
    { to: paths.demo, label: t('nav.demo') },
    { to: paths.liveScore, label: t('nav.liveScore') },
    { to: paths.score, label: t('nav.score') },
    { to: paths.contact, label: t('nav.contact') },
  ];

  return (
    <Drawer
      id="side-menu"
      label={t('nav.sideMenuTitle')}
      logo={<BrandLogo isLinked={isLogoLinked} />}
      onClose={onClose}
      footer={
        <>
          <ButtonLink to={paths.register} variant="primary" isFullWidth onClick={onClose}>
            {t('nav.register')}
          </ButtonLink>
          <ButtonLink to={paths.login} variant="secondary" isFullWidth onClick={onClose}>
            {t('nav.login')}
          </ButtonLink>
        </>
      }
    >
      <DrawerLinks links={links} onNavigate={onClose} />
    </Drawer>
  );
}
