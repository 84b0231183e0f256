/** The LINE "add friend" link for a support id such as '@brand'. */
export function buildChatLink(lineId: string): string | null {
  const id = lineId.trim();
  if (!id) return null;
  return `https://line.me/R/ti/p/${encodeURIComponent(id)}`;
}
