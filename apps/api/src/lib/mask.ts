/** Shows only the last four characters of a username, as public feeds of operator sites do ("xxx1234"). */
export function maskUsername(username: string): string {
  return `xxx${username.slice(-4)}`;
}
