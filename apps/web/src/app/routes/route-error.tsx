import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Column } from '@/components/layouts/column';
import { useCaughtError } from '@/components/routing/route-error-boundary';
import { Button } from '@/components/ui/button';
import { AlertIcon, WifiOffIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';
import { ChunkLoadError } from '@/lib/lazy-with-retry';

/**
 * Shown when a page cannot be rendered. It is bundled with the entry chunk on purpose: it must
 * work exactly when page chunks do not load.
 */
export function RouteError({ isInsideLayout = false }: { isInsideLayout?: boolean }) {
  const { t } = useTranslation();
  const error = useCaughtError();
  const isChunkError = error instanceof ChunkLoadError;
  const title = isChunkError ? t('errors.chunkTitle') : t('errors.pageTitle');

  useEffect(() => {
    document.title = title;
  }, [title]);

  const screen = (
    <StatusScreen
      art={isChunkError ? <WifiOffIcon size={44} /> : <AlertIcon size={44} />}
      title={title}
      text={isChunkError ? t('errors.chunkText') : t('errors.pageText')}
      actions={
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('errors.reload')}
        </Button>
      }
    />
  );
  return isInsideLayout ? screen : <Column>{screen}</Column>;
}
