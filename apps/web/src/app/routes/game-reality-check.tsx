import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { RealityCheckDialog } from '@/features/player-protection/components/reality-check-dialog';
import { useRealityCheck } from '@/features/player-protection/hooks/use-reality-check';
import { getErrorMessage } from '@/lib/api-client';

/**
 * The reality check of a game page (docs/player-protection.md): every 30 or 60 minutes of the
 * login, the time and the net result, with "continue", the member's play history (the win/loss
 * log) and logging out as the top bar's logout does, without its second question: the dialog is
 * already the question. Rendered only for a signed-in member.
 */
export function GameRealityCheck() {
  const navigate = useNavigate();
  const { logOut, isLoggingOut } = useLogout();
  const { reminder, play, playError, retryPlay, continuePlaying } = useRealityCheck();
  if (!reminder) return null;
  return (
    <RealityCheckDialog
      elapsedMs={reminder.elapsedMs}
      play={play}
      errorMessage={playError ? getErrorMessage(playError) : undefined}
      onRetry={retryPlay}
      onContinue={continuePlaying}
      onShowHistory={() => {
        // Answered, like "continue": the history is the member's choice of what to do next.
        continuePlaying();
        void navigate(paths.auth.winLost);
      }}
      onLogOut={() => void logOut()}
      isLoggingOut={isLoggingOut}
    />
  );
}
