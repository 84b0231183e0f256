const OPENING_TAG = '<accent>';
const CLOSING_TAG = '</accent>';

/**
 * A translated text whose `<accent>…</accent>` part is drawn in its own span ("ยินดีต้อนรับสู่
 * <accent>{{siteName}}</accent>"). One tag needs no HTML parser: react-i18next's Trans and the
 * parser it brings weighed 4 KB compressed on the home page's first load. React escapes every
 * part, so a brand's name can never become markup; a text without the tag is drawn as it is.
 */
export function AccentText({ text, accentClassName }: { text: string; accentClassName?: string | undefined }) {
  const start = text.indexOf(OPENING_TAG);
  const end = text.lastIndexOf(CLOSING_TAG);
  if (start < 0 || end < start) return <>{text}</>;
  return (
    <>
      {text.slice(0, start)}
      <span className={accentClassName}>{text.slice(start + OPENING_TAG.length, end)}</span>
      {text.slice(end + CLOSING_TAG.length)}
    </>
  );
}
