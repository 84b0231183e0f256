/** An instant on a Bangkok calendar day (UTC+7, no daylight saving), for tests of day rules. */
export const bangkokMorning = (day: string) => new Date(`${day}T02:00:00Z`); // 09:00 in Bangkok
export const bangkokNoon = (day: string) => new Date(`${day}T05:00:00Z`); // 12:00 in Bangkok
