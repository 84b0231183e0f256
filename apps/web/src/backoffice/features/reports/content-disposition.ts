/**
 * The file name a `Content-Disposition` header gives, such as
 * `attachment; filename="daily-report-2026-11-16-2026-11-22.csv"`; the RFC 5987 form
 * (`filename*=UTF-8''…`) wins when both are there. Null when it names none.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoded name falls back to the plain one.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}
