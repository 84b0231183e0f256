import auditActionsEn from '../features/audit-log/locales/en.json';
import brandImagesEn from '../features/brand-images/locales/en.json';
import depositsEn from '../features/deposits/locales/en.json';
import settingsEn from '../features/settings/locales/en.json';
import promotionsEn from '../features/promotions/locales/en.json';
import prizesEn from '../features/prizes/locales/en.json';
import contentEn from '../features/content/locales/en.json';
import gamesEn from '../features/games/locales/en.json';
import reportsEn from '../features/reports/locales/en.json';
import sharpRisesEn from '../features/player-protection/locales/en.json';
import screensEn from './screens-en.json';
import type { consoleScreenTextsTh } from './console-screen-texts-th';

/** The English texts of the console's screens, held to the Thai ones' shape (locales.test.ts checks every key). */
export const consoleScreenTextsEn: typeof consoleScreenTextsTh = {
  ...screensEn,
  deposits: depositsEn,
  settings: settingsEn,
  brandImages: brandImagesEn,
  promotions: promotionsEn,
  prizes: prizesEn,
  content: contentEn,
  games: gamesEn,
  reports: reportsEn,
  sharpRises: sharpRisesEn,
  auditActions: auditActionsEn,
};
