import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';

interface LoadedProps<Data> {
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
  /** What could not be loaded, in Thai. */
  loadErrorTitle: string;
  /** The shape of the content while it loads. */
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A tab's content once its read answered: the skeleton first, the error with a retry when the
 * read failed, and the content with the error above it when a refresh failed after a success.
 */
export function Loaded<Data>({ data, error, isFetching, onRetry, loadErrorTitle, skeleton, children }: LoadedProps<Data>) {
  const errorText = useApiErrorText();
  const loadError = error ? <LoadError title={loadErrorTitle} message={errorText(error)} onRetry={onRetry} isRetrying={isFetching} /> : null;
  if (data === undefined) return loadError ?? skeleton;
  return (
    <>
      {loadError}
      {children(data)}
    </>
  );
}
