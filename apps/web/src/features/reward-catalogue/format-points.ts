const pointsFormat = new Intl.NumberFormat('th-TH');

/** Points are whole numbers, grouped as Thai readers group them (1,250). */
export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}
