/**
 * Names for the codes a round carries. The screen that shows the report supplies them from the
 * game catalogue; a code without a name is shown as it is.
 */
export interface RoundLabels {
  gameName: (providerCode: string, gameCode: string) => string | undefined;
  providerName: (providerCode: string) => string | undefined;
}
