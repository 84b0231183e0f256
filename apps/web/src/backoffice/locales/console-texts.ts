import auditActionsEn from '../features/audit-log/locales/en.json';
import auditActionsTh from '../features/audit-log/locales/th.json';
import brandImagesEn from '../features/brand-images/locales/en.json';
import brandImagesTh from '../features/brand-images/locales/th.json';
import depositsEn from '../features/deposits/locales/en.json';
import depositsTh from '../features/deposits/locales/th.json';
import settingsEn from '../features/settings/locales/en.json';
import settingsTh from '../features/settings/locales/th.json';
import promotionsEn from '../features/promotions/locales/en.json';
import promotionsTh from '../features/promotions/locales/th.json';
import prizesEn from '../features/prizes/locales/en.json';
import prizesTh from '../features/prizes/locales/th.json';
import contentEn from '../features/content/locales/en.json';
import contentTh from '../features/content/locales/th.json';
import gamesEn from '../features/games/locales/en.json';
import gamesTh from '../features/games/locales/th.json';
import reportsEn from '../features/reports/locales/en.json';
import reportsTh from '../features/reports/locales/th.json';
import enCore from './en.json';
import thCore from './th.json';

/**
 * The console's texts: the shared ones (menu, header, login, errors) in this folder, and each
 * screen's own in `features/<screen>/locales/`, under the screen's key. A screen adds its two
 * files here, so one locale file does not grow with every screen.
 */
export const consoleTextsTh = {
  ...thCore,
  deposits: depositsTh,
  settings: settingsTh,
  brandImages: brandImagesTh,
  promotions: promotionsTh,
  prizes: prizesTh,
  content: contentTh,
  games: gamesTh,
  reports: reportsTh,
  auditActions: auditActionsTh,
};

export const consoleTextsEn: typeof consoleTextsTh = {
  ...enCore,
  deposits: depositsEn,
  settings: settingsEn,
  brandImages: brandImagesEn,
  promotions: promotionsEn,
  prizes: prizesEn,
  content: contentEn,
  games: gamesEn,
  reports: reportsEn,
  auditActions: auditActionsEn,
};
