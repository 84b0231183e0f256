import type { Platform } from '@app/contract/client-headers';

/**
 * The platform header value: Android and iOS devices are told apart, everything else is desktop.
 * Three patterns instead of a browser-detection library, which every call would otherwise wait
 * for on the first screen. Windows phones name Android in their user agent, so they are ruled out
 * first; an iPad asking for the desktop site names itself a Mac and counts as desktop.
 */
export function detectPlatform(userAgent: string): Platform {
  if (/windows phone/i.test(userAgent)) return 'DSK';
  if (/android/i.test(userAgent)) return 'AND';
  if (/iP(?:hone|od|ad)/.test(userAgent)) return 'IOS';
  return 'DSK';
}
