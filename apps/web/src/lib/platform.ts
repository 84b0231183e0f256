import Bowser from 'bowser';
import type { Platform } from '@app/contract/client-headers';

/** The platform header value: Android and iOS devices are told apart, everything else is desktop. */
export function detectPlatform(userAgent: string): Platform {
  const osName = Bowser.getParser(userAgent).getOSName(true);
  if (osName === 'android') return 'AND';
  if (osName === 'ios') return 'IOS';
  return 'DSK';
}
