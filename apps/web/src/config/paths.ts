/**
 * Every route of the member site (spec section 2), in one place. Routes with parameters
 * are patterns for the router; the helpers below build concrete links.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerTeam: '/regis/:team/:marketing',
  registerTeamAlternate: '/regiss/:team/:marketing',
  registerAffiliate: '/aff/:afCode',
  contact: '/contact',
  liveScore: '/live-score',
  score: '/score',
  promotion: '/promotion',
  /** Free demo play for visitors, without an account. */
  demo: '/demo',
  maintenance: '/ma',
  notFound: '/404',
  auth: {
    root: '/auth',
    dashboard: '/auth/dashboard',
    deposit: '/auth/deposit',
    depositSlip: '/auth/deposit/slip',
    withdraw: '/auth/withdraw',
    affiliate: '/auth/affiliate',
    winLost: '/auth/winlost',
    transactionHistory: '/auth/transaction/history',
    reward: '/auth/reward',
    rewardCategory: '/auth/reward/:categoryId',
    changePassword: '/auth/settings/change-password',
    responsibleGaming: '/auth/settings/responsible-gaming',
    /** The member's monthly activity statement, reached from the responsible gaming page. */
    activityStatement: '/auth/settings/responsible-gaming/statement',
    manageAddress: '/auth/settings/manage-address',
    ranking: '/auth/user/ranking',
    contact: '/auth/contact',
    media: '/auth/media',
    mediaWheel: '/auth/media/wheel',
    mediaMovie: '/auth/media/movie',
    mediaFlipCard: '/auth/media/flip-card',
    mediaPromotion: '/auth/media/promotion',
    gamesCategory: '/auth/games/category',
    game: '/auth/games/:type/:slot',
  },
  /** The operator console: its own lazy chunk and its own routes, outside every member rule. */
  backoffice: '/backoffice/*',
  /** The house games, full screen and outside the member layout; the verifier is public. */
  play: {
    house: '/play/house',
    houseVerify: '/play/house/verify',
  },
} as const;

/** The registration entry points; on these the logo is not a link so a visitor is not pulled away. */
export const registerPathPatterns = [paths.register, paths.registerTeam, paths.registerTeamAlternate, paths.registerAffiliate] as const;

/** The games list of one category; the dashboard's all-games and lottery tiles both use it. */
export function buildGamesCategoryPath(category: string): string {
  return `${paths.auth.gamesCategory}?${new URLSearchParams({ cat: category }).toString()}`;
}

/** The items of one reward category (/auth/reward/{categoryId}). */
export function buildRewardCategoryPath(categoryId: string): string {
  return `/auth/reward/${encodeURIComponent(categoryId)}`;
}

/** One provider's games of one kind, such as a slot provider's slots (/auth/games/slot/JK). */
export function buildGamePath(type: string, providerCode: string): string {
  return `/auth/games/${encodeURIComponent(type)}/${encodeURIComponent(providerCode)}`;
}
