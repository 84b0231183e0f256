import { HOUSE_GAME_CODES, type HouseGameCode } from '@app/contract/house-games/outcome';

export function isHouseGameCode(value: string | null): value is HouseGameCode {
  return HOUSE_GAME_CODES.some((code) => code === value);
}
