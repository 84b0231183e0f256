/**
 * What a screen that signed the member out has to tell them on the login page (a break from play
 * just taken). Signing out sends the member to the login page through the route guard, which
 * carries no message, so the text waits here until the login page has shown it. Plain text,
 * already in the member's language, so the login page needs none of the other screens' texts.
 */
let pendingNotice: string | null = null;

export function leaveLoginNotice(text: string): void {
  pendingNotice = text;
}

/** The notice waiting, if any; read as often as React renders, until clearLoginNotice. */
export function peekLoginNotice(): string | null {
  return pendingNotice;
}

/** Called once the login page has shown the notice, so a later visit starts without it. */
export function clearLoginNotice(): void {
  pendingNotice = null;
}
