import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Tabs } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { DepositHistory } from '@/features/deposit/components/deposit-history';
import { WithdrawalHistory } from '@/features/withdraw/components/withdrawal-history';

type HistoryType = 'withdraw' | 'deposit';

const TAB_ID_PREFIX = 'history';

/** The tab and page live in the address, so a reload or the back button keeps the member's place. */
function readHistoryType(value: string | null): HistoryType {
  return value === 'deposit' ? 'deposit' : 'withdraw';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export default function TransactionHistoryRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!member) return null;

  const historyType = readHistoryType(searchParams.get('type'));
  const page = readPage(searchParams.get('page'));
  const showType = (type: HistoryType) => {
    setSearchParams(type === 'withdraw' ? {} : { type }, { replace: true });
  };
  const showPage = (nextPage: number) => {
    // The tab stays in the address beside the page, so paging the deposits keeps the deposit tab.
    setSearchParams({
      ...(historyType === 'withdraw' ? {} : { type: historyType }),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={t('pages.transactionHistory')} isTitleShown>
      <Tabs
        label={t('history.typeLabel')}
        idPrefix={TAB_ID_PREFIX}
        value={historyType}
        onChange={showType}
        options={[
          { value: 'withdraw', label: t('history.withdrawTab') },
          { value: 'deposit', label: t('history.depositTab') },
        ]}
      />
      <div role="tabpanel" id={`${TAB_ID_PREFIX}-panel-${historyType}`} aria-labelledby={`${TAB_ID_PREFIX}-tab-${historyType}`}>
        {historyType === 'withdraw' ? (
          <WithdrawalHistory memberUuid={member.uuid} page={page} onPageChange={showPage} />
        ) : (
          <DepositHistory memberUuid={member.uuid} page={page} onPageChange={showPage} />
        )}
      </div>
    </Page>
  );
}
