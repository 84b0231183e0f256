// No zod here: the registration form's age check runs before its schema arrives.

/** Who may sign up: 20 and over, Thailand's age of majority (Civil and Commercial Code, section 19). */
export const MINIMUM_AGE = 20;

/**
 * Full years from a date of birth to a day, both 'YYYY-MM-DD' calendar days (the day is Bangkok's
 * today). A birthday on 29 February counts from 1 March in a common year.
 */
export function ageOnDay(dateOfBirth: string, day: string): number {
  const [birthYear = 0, birthMonth = 0, birthDate = 0] = dateOfBirth.split('-').map(Number);
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const hasHadBirthday = month > birthMonth || (month === birthMonth && date >= birthDate);
  return year - birthYear - (hasHadBirthday ? 0 : 1);
}
