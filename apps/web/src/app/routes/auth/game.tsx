import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditStrip } from '@/features/credit/components/credit-strip';
import { ProviderGames } from '@/features/games/components/provider-games';
import { useGameProvider } from '@/features/games/hooks/use-game-provider';
import { GameRealityCheck } from '../game-reality-check';

/** One provider's games (/auth/games/slot/JK); the window title carries the provider's name once it is known. */
export default function GameRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  const { type = '', slot = '' } = useParams();
  const { provider } = useGameProvider(slot);
  return (
    <Page title={provider?.name ?? t('pages.game')}>
      {member ? <CreditStrip username={member.user_pass.username} /> : null}
      <ProviderGames key={`${type}/${slot}`} type={type} providerCode={slot} />
      <GameRealityCheck />
    </Page>
  );
}
