import { attributionCodeSchema } from '@app/contract/registration';

export interface Attribution {
  teamCode?: string;
  marketingCode?: string;
}

function readCode(code: string | undefined): string | undefined {
  const parsed = attributionCodeSchema.safeParse(code ?? '');
  return parsed.success ? parsed.data : undefined;
}

/**
 * The team and marketing codes of a /regis/{team}/{marketing} link. They only say where a sign-up
 * came from, so a code the contract would refuse is left out rather than blocking the sign-up.
 */
export function readAttribution(teamCode: string | undefined, marketingCode: string | undefined): Attribution {
  const team = readCode(teamCode);
  const marketing = readCode(marketingCode);
  return { ...(team ? { teamCode: team } : {}), ...(marketing ? { marketingCode: marketing } : {}) };
}
