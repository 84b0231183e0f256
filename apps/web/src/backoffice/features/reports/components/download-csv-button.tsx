import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { useToast } from '@/components/ui/toast-context';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import type { DailyReportKey } from '../api/get-daily-report';
import { useDownloadDailyReport } from '../hooks/use-download-daily-report';
import styles from './reports.module.css';

/** "ดาวน์โหลด CSV" for the range on screen; busy while the file comes, the refusal shown beside it. */
export function DownloadCsvButton({ reportKey }: { reportKey: DailyReportKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { showToast } = useToast();
  const { download, isDownloading, failure } = useDownloadDailyReport();

  return (
    <div className={styles.download}>
      {failure ? (
        <p className={styles.downloadError} role="alert" data-testid="csv-download-error">
          <AlertIcon size={18} />
          <span>
            <PhraseText text={`${t('reports.downloadError')}: ${errorText(failure)}`} />
          </span>
        </p>
      ) : null}
      <Button
        size="small"
        variant="primary"
        isLoading={isDownloading}
        loadingLabel={t('reports.downloading')}
        onClick={() => {
          void download(reportKey).then((fileName) => {
            if (fileName) showToast(t('reports.downloaded', { fileName }), 'success');
          });
        }}
      >
        {t('reports.download')}
      </Button>
    </div>
  );
}
