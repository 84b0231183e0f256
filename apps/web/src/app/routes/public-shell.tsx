import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/layouts/page-loader';
import { PublicLayout } from '@/components/layouts/public-layout';

export function PublicShell() {
  return (
    <PublicLayout>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
