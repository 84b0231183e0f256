import { Suspense } from 'react';
import { SplashScreen } from '@/components/ui/splash-screen';
import { BackofficeApp } from '../pages';

/** Loads the operator console's chunk; the console draws its own routes, layout and login. */
export function BackofficeRoute() {
  return (
    <Suspense fallback={<SplashScreen />}>
      <BackofficeApp />
    </Suspense>
  );
}
