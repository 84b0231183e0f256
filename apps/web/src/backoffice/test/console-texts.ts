import { loadConsoleScreenTexts, showConsoleIn } from '../backoffice-i18n';

/**
 * Every console text in Thai, both parts, as the console's app and its screens load them. Test
 * files that render a console screen alone (without the app's lazy loading) import this module
 * first; the await makes the import wait until the texts are in.
 */
await Promise.all([showConsoleIn('th'), loadConsoleScreenTexts()]);
