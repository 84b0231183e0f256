import type { ConfigurationKey } from '@app/contract/settings';

/** The key an operator is changing, with what its forms need to preview and save it. */
export interface ImageChangeTarget {
  brandId: string;
  /** Relative paths are previewed against it, as the member site resolves them. */
  imageBaseUrl: string;
  imageKey: ConfigurationKey;
  /** The key's name in the console's language. */
  label: string;
  currentPath: string | null;
  onSaved: () => void;
}
