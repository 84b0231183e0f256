import { PRODUCTS, type Product, type ProductKey } from './products';

/** Which engine plays a game; themes differ, the engines are shared. */
export type EngineKind = 'slot' | 'fishing' | 'baccarat' | 'roulette' | 'dragon-tiger' | 'hilo' | 'pok-deng' | 'sport' | 'lotto';

/** Hub88's category strings, as its game list writes them. */
export type Hub88Category = 'video slots' | 'fishing' | 'live baccarat' | 'live roulette' | 'card games' | 'sportsbook' | 'lottery';

export interface CatalogueGame {
  gameCode: string;
  name: string;
  product: Product;
  category: Hub88Category;
  engine: EngineKind;
  isEnabled: boolean;
  hasDemo: boolean;
  /** How long before "now" the game was released: the list spreads them over 18 months. */
  releasedDaysAgo: number;
  /** Hub88's 1 (low) to 6 (high). */
  volatility: number;
  /** The return to player the engine's maths gives, as Hub88 writes it ("96.00"). */
  rtp: string;
  paylines: number;
}

type GameRow = [code: string, name: string, releasedDaysAgo: number, volatility: number, hasDemo?: boolean];

/** The slot maths is the contract's 10-line 5x3 slot, exactly 96 % (house-games/slot.ts). */
function slots(product: ProductKey, rows: GameRow[]): CatalogueGame[] {
  return rows.map(([code, name, releasedDaysAgo, volatility, hasDemo = true]) => ({
    gameCode: `sbx_${product}_${code}`,
    name,
    product: PRODUCTS[product],
    category: 'video slots',
    engine: 'slot',
    isEnabled: true,
    hasDemo,
    releasedDaysAgo,
    volatility,
    rtp: '96.00',
    paylines: 10,
  }));
}

function table(
  code: string,
  name: string,
  productKey: ProductKey,
  category: Hub88Category,
  engine: EngineKind,
  details: { releasedDaysAgo: number; volatility: number; rtp: string; hasDemo?: boolean },
): CatalogueGame {
  return {
    gameCode: `sbx_${code}`,
    name,
    product: PRODUCTS[productKey],
    category,
    engine,
    isEnabled: true,
    hasDemo: details.hasDemo ?? false,
    releasedDaysAgo: details.releasedDaysAgo,
    volatility: details.volatility,
    rtp: details.rtp,
    paylines: 0,
  };
}

const CATALOGUE: CatalogueGame[] = [
  ...slots('jk', [
    ['golden_temple', 'วัดทองคำ Golden Temple', 12, 4],
    ['dragon_fortune', 'มังกรทอง Dragon Fortune', 45, 5],
    ['siam_treasure', 'ขุมทรัพย์สยาม Siam Treasure', 130, 3],
    ['mekong_riches', 'Mekong Riches', 210, 3],
    ['tuk_tuk_cash', 'ตุ๊กตุ๊กเงินล้าน Tuk Tuk Cash', 6, 2],
    ['lotus_queen', 'ราชินีดอกบัว Lotus Queen', 320, 4],
    ['naga_gold', 'พญานาคทองคำ Naga Gold', 400, 6, false],
    ['songkran_splash', 'สงกรานต์ Songkran Splash', 500, 2],
  ]),
  ...slots('ac', [
    ['galaxy_gems', 'Galaxy Gems', 20, 3],
    ['neon_rocket', 'จรวดนีออน Neon Rocket', 90, 5],
    ['crystal_moon', 'Crystal Moon', 160, 4],
    ['star_miner', 'Star Miner', 250, 3],
    ['cosmic_cats', 'แมวอวกาศ Cosmic Cats', 28, 2],
    ['orbit_777', 'Orbit 777', 380, 6],
    ['aurora_jewels', 'Aurora Jewels', 530, 4],
  ]),
  ...slots('sg', [
    ['fruit_party', 'ปาร์ตี้ผลไม้ Fruit Party', 3, 2],
    ['cherry_bomb', 'Cherry Bomb', 75, 4],
    ['lucky_sevens', 'เจ็ดนำโชค Lucky Sevens', 190, 5],
    ['bell_blast', 'Bell Blast', 280, 3],
    ['melon_mania', 'แตงโมมาเนีย Melon Mania', 350, 3],
    ['classic_bar', 'Classic Bar', 545, 2],
  ]),
  ...slots('xe', [
    ['elephant_king', 'ช้างศึก Elephant King', 15, 5],
    ['tiger_jungle', 'เสือป่า Tiger Jungle', 60, 4],
    ['muay_thai_champion', 'มวยไทย แชมเปี้ยน', 140, 5],
    ['floating_market', 'ตลาดน้ำ Floating Market', 230, 2],
    ['coconut_island', 'เกาะมะพร้าว Coconut Island', 300, 3],
    ['jungle_parrot', 'Jungle Parrot', 450, 3],
  ]),
  table('oh_ocean_king', 'ราชาแห่งท้องทะเล Ocean King', 'ocean', 'fishing', 'fishing', { releasedDaysAgo: 8, volatility: 4, rtp: '96.00', hasDemo: true }),
  table('oh_golden_shark', 'ฉลามทองคำ Golden Shark', 'ocean', 'fishing', 'fishing', { releasedDaysAgo: 110, volatility: 5, rtp: '96.00', hasDemo: true }),
  table('oh_deep_sea_dragon', 'มังกรทะเลลึก Deep Sea Dragon', 'ocean', 'fishing', 'fishing', {
    releasedDaysAgo: 260,
    volatility: 6,
    rtp: '96.00',
    hasDemo: true,
  }),
  table('oh_coral_reef', 'Coral Reef Hunter', 'ocean', 'fishing', 'fishing', { releasedDaysAgo: 420, volatility: 3, rtp: '96.00', hasDemo: true }),
  // Banker's return with 5 % commission; the sides differ, this is the best one.
  table('live_baccarat_a', 'บาคาร่า โต๊ะ A', 'live', 'live baccarat', 'baccarat', { releasedDaysAgo: 35, volatility: 2, rtp: '98.94' }),
  table('live_speed_baccarat', 'Speed Baccarat สปีดบาคาร่า', 'live', 'live baccarat', 'baccarat', { releasedDaysAgo: 200, volatility: 2, rtp: '98.94' }),
  table('live_roulette', 'รูเล็ตยุโรป European Roulette', 'live', 'live roulette', 'roulette', { releasedDaysAgo: 95, volatility: 3, rtp: '97.30' }),
  table('live_siam_roulette', 'Siam Roulette', 'live', 'live roulette', 'roulette', { releasedDaysAgo: 470, volatility: 3, rtp: '97.30' }),
  table('live_dragon_tiger', 'เสือมังกร Dragon Tiger', 'live', 'card games', 'dragon-tiger', { releasedDaysAgo: 25, volatility: 2, rtp: '96.15' }),
  table('live_hilo', 'ไพ่สูงต่ำ Hi-Lo', 'live', 'card games', 'hilo', { releasedDaysAgo: 170, volatility: 3, rtp: '97.00' }),
  table('live_pok_deng', 'ป๊อกเด้ง Pok Deng', 'live', 'card games', 'pok-deng', { releasedDaysAgo: 340, volatility: 3, rtp: '97.76' }),
  table('sports_football', 'ฟุตบอล Sandbox Football', 'sports', 'sportsbook', 'sport', { releasedDaysAgo: 120, volatility: 3, rtp: '95.00' }),
  // Thai lottery pays 90x on 1 in 100 and 900x on 1 in 1000: a 90 % return.
  table('lotto_quick', 'หวยด่วน Sandbox Quick Lotto', 'lotto', 'lottery', 'lotto', { releasedDaysAgo: 50, volatility: 6, rtp: '90.00' }),
  table('lotto_siam', 'หวยสยาม Siam Lotto', 'lotto', 'lottery', 'lotto', { releasedDaysAgo: 290, volatility: 6, rtp: '90.00' }),
].map((game) =>
  // One game is switched off, so the operator sees a disabled game in the list.
  game.gameCode === 'sbx_sg_classic_bar' ? { ...game, isEnabled: false } : game,
);

export function listCatalogue(): readonly CatalogueGame[] {
  return CATALOGUE;
}

export function findGame(gameCode: string): CatalogueGame | undefined {
  return CATALOGUE.find((game) => game.gameCode === gameCode);
}
