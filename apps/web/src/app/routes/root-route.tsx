import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '@/components/routing/scroll-restoration';
import { SplashScreen } from '@/components/ui/splash-screen';
import { BrandGate } from '@/features/settings/components/brand-gate';
import { WebsiteStatusGate } from '@/features/settings/components/website-status-gate';
import { StatusBanners } from '@/features/system-status/components/status-banners';
import { MaintenancePage } from '../pages';
import { PageTakenOver } from '../store-after-takeover';

/** Everything every route shares: global banners, the brand, and the maintenance rule. */
export function RootRoute() {
  return (
    <>
      <StatusBanners />
      <BrandGate>
        <WebsiteStatusGate
          maintenance={
            <Suspense fallback={<SplashScreen />}>
              <MaintenancePage />
              {/* A member page's frame drawn during maintenance is this page: taken over with it. */}
              <PageTakenOver />
            </Suspense>
          }
        >
          <Suspense fallback={<SplashScreen />}>
            <Outlet />
          </Suspense>
        </WebsiteStatusGate>
      </BrandGate>
      <ScrollRestoration />
    </>
  );
}
