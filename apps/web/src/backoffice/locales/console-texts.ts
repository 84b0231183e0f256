import type { consoleScreenTextsTh } from './console-screen-texts-th';
import type shellTextsTh from './th.json';

/**
 * Every console text, as i18next's `backoffice` namespace holds it once both parts are in: the
 * shell's (th.json, loaded with the console) and the screens' (loaded with the first screen).
 * Types only, so importing it downloads nothing.
 */
export type ConsoleTexts = typeof shellTextsTh & typeof consoleScreenTextsTh;
