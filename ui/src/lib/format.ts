// Number and label formatting shared by the screens (fixed locale so the words stay stable in tests).
const number = new Intl.NumberFormat('en-US');

export function formatNumber(n: number): string {
  return number.format(n);
}

/** Minutes of dubbing that a balance pays for: 10 credits per started minute. */
export function creditMinutes(credits: number): number {
  return Math.floor(Math.max(0, credits) / 10);
}

export function capitalise(value: string): string {
  return value.length === 0 ? value : value[0].toUpperCase() + value.slice(1);
}
