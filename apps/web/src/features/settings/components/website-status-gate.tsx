import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { Redirect } from '@/components/routing/redirect';
import type { WebsiteStatus } from '@app/contract/settings';
import { paths } from '@/config/paths';
import { SplashScreen } from '@/components/ui/splash-screen';
import { maintenanceReportSettled, selectIsMaintenanceReported } from '@/lib/app-status-slice';
import { useGetPublicSettingsQuery } from '../api/get-public-settings';
import { useWebsiteStatus } from '../hooks/use-website-status';

interface WebsiteStatusGateProps {
  /** What every route shows while the website status is 'MA'. */
  maintenance: ReactNode;
  children: ReactNode;
}

/**
 * Routing rule one: during maintenance every route shows the maintenance page and the root
 * redirects to /ma. Outside maintenance /ma has nothing to say, so it sends the visitor home.
 * A call the server refused because the site just went into maintenance shows the page at once,
 * before the next status poll; the status is read again, and it decides from then on.
 */
export function WebsiteStatusGate({ maintenance, children }: WebsiteStatusGateProps) {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const settings = useGetPublicSettingsQuery();
  const { status: polledStatus, refresh } = useWebsiteStatus(settings.data?.operation.websiteStatus);
  const isMaintenanceReported = useSelector(selectIsMaintenanceReported);
  useEffect(() => {
    if (!isMaintenanceReported) return;
    void refresh().finally(() => dispatch(maintenanceReportSettled()));
  }, [isMaintenanceReported, dispatch, refresh]);
  const status = isMaintenanceReported ? 'MA' : polledStatus;

  const [lastStatus, setLastStatus] = useState<WebsiteStatus | null>(null);
  if (status && status !== lastStatus) setLastStatus(status);
  const shownStatus = status ?? lastStatus;

  if (!shownStatus) return <SplashScreen />;
  if (shownStatus === 'MA') {
    return pathname === paths.home ? <Redirect to={paths.maintenance} replace /> : maintenance;
  }
  if (pathname === paths.maintenance) return <Redirect to={paths.home} replace />;
  return children;
}
