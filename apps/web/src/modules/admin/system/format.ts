import type { TFunction } from 'i18next';

/** 1536 → "1.5 KB": sizes as an administrator reads them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** Seconds as the largest sensible unit ("3 h", "2 days"). */
export function formatDuration(t: TFunction, seconds: number): string {
  if (seconds < 120) return t('adminSystem.units.seconds', { value: seconds });
  if (seconds < 7200) return t('adminSystem.units.minutes', { value: Math.round(seconds / 60) });
  if (seconds < 172_800) return t('adminSystem.units.hours', { value: Math.round(seconds / 3600) });
  return t('adminSystem.units.days', { value: Math.round(seconds / 86_400) });
}
