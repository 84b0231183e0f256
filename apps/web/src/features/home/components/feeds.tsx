import { useGetPublicDepositsQuery } from '../api/get-public-deposits';
import { useGetPublicWithdrawalsQuery } from '../api/get-public-withdrawals';
import { FeedPanel } from './feed-panel';

/** Seconds after which a return to the home page asks for a feed again; sooner, the cached one shows. */
const FEED_FRESH_SECONDS = 60;

export function DepositFeed() {
  const query = useGetPublicDepositsQuery(undefined, { refetchOnMountOrArgChange: FEED_FRESH_SECONDS });
  return <FeedPanel kind="deposit" query={query} />;
}

export function WithdrawalFeed() {
  const query = useGetPublicWithdrawalsQuery(undefined, { refetchOnMountOrArgChange: FEED_FRESH_SECONDS });
  return <FeedPanel kind="withdraw" query={query} />;
}
