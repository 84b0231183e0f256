import auditActionsTh from '../features/audit-log/locales/th.json';
import brandImagesTh from '../features/brand-images/locales/th.json';
import depositsTh from '../features/deposits/locales/th.json';
import settingsTh from '../features/settings/locales/th.json';
import promotionsTh from '../features/promotions/locales/th.json';
import prizesTh from '../features/prizes/locales/th.json';
import contentTh from '../features/content/locales/th.json';
import gamesTh from '../features/games/locales/th.json';
import reportsTh from '../features/reports/locales/th.json';
import sharpRisesTh from '../features/player-protection/locales/th.json';
import screensTh from './screens-th.json';

/**
 * The Thai texts of the console's screens: the first screens' in screens-th.json, and each later
 * screen's own in `features/<screen>/locales/`, under the screen's key. A screen adds its file here
 * and in console-screen-texts-en.ts, so one locale file does not grow with every screen. They
 * arrive with the first screen an operator opens (backoffice-i18n.ts); the login page needs only
 * the shell's texts (th.json: menu, header, login, errors).
 */
export const consoleScreenTextsTh = {
  ...screensTh,
  deposits: depositsTh,
  settings: settingsTh,
  brandImages: brandImagesTh,
  promotions: promotionsTh,
  prizes: prizesTh,
  content: contentTh,
  games: gamesTh,
  reports: reportsTh,
  sharpRises: sharpRisesTh,
  auditActions: auditActionsTh,
};
