import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiFailure } from '@/lib/api-client';
import { endsOperatorSession } from '@/backoffice/backoffice-base-query';
import { operatorSessionExpired } from '@/backoffice/session/operator-session-slice';
import { clearStoredOperatorSession } from '@/backoffice/session/operator-session-storage';
import { downloadDailyReportCsv } from '../api/download-daily-report-csv';
import type { DailyReportKey } from '../api/get-daily-report';
import { saveFile } from '../save-file';

/**
 * Downloads the daily report's CSV and hands it to the browser under the server's file name.
 * One download at a time; a refusal is kept to show beside the button. The download goes around
 * the console's RTK Query base, so it applies the base's one session rule itself: a 401 ends the
 * operator's session as any other call would.
 */
export function useDownloadDailyReport() {
  const dispatch = useDispatch();
  const [isDownloading, setIsDownloading] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const isDownloadingRef = useRef(false);

  const download = async (key: DailyReportKey): Promise<string | null> => {
    if (isDownloadingRef.current) return null;
    isDownloadingRef.current = true;
    setIsDownloading(true);
    setFailure(null);
    try {
      const result = await downloadDailyReportCsv(key);
      if (result.ok) {
        saveFile(result.blob, result.fileName);
        return result.fileName;
      }
      if (endsOperatorSession(result.failure, { path: '' })) {
        clearStoredOperatorSession();
        dispatch(operatorSessionExpired());
      }
      setFailure(result.failure);
      return null;
    } finally {
      isDownloadingRef.current = false;
      setIsDownloading(false);
    }
  };

  return { download, isDownloading, failure };
}
