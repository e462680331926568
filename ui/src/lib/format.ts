// Number and label formatting shared by the screens (fixed locale so the words stay stable in tests).
import { LIMITS } from './contract';

const number = new Intl.NumberFormat('en-US');

export function formatNumber(n: number): string {
  return number.format(n);
}

/** Whole minutes of dubbing that a balance pays for, at the contract's credits per started minute. */
export function creditMinutes(credits: number): number {
  const perMinute = LIMITS.dubCreditsPerMinute;
  return perMinute > 0 ? Math.floor(Math.max(0, credits) / perMinute) : 0;
}

export function capitalise(value: string): string {
  return value.length === 0 ? value : value[0].toUpperCase() + value.slice(1);
}

/** "42 s", "3:05", "1:02:05": a media length or an elapsed time. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  if (m > 0) return `${m}:${String(s).padStart(2, '0')}`;
  return `${s} s`;
}

/** "1.4 MB", "820 KB": a size for progress lines. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000_000) return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} B`;
}

/** "3.1 MB", "412 MB", "780 KB": a file's size in a sentence (a decimal only where it tells). */
export function formatSize(bytes: number): string {
  const units: [number, string][] = [
    [1_000_000_000, 'GB'],
    [1_000_000, 'MB'],
    [1_000, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
    }
  }
  return `${Math.max(0, Math.round(bytes))} B`;
}

/** What a dub of this length costs: the contract's credits per started minute (one minute at least). */
export function creditsFor(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000)) * LIMITS.dubCreditsPerMinute;
}

/** "0:42", "3:05", "1:02:05": a playhead or a media length on a player's clock (seconds in). */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
