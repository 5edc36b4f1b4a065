/**
 * Lottery texts the /lgw answers carry, in the three message languages (every other language reads
 * English): menu names and each game's `remark`, its schedule in words ("Mon, Thu 18:15 (GMT+7)",
 * "Every 3 min").
 */
import type { CatalogueLanguage, Names } from '../games/game-types';
import type { DrawSchedule } from './lottery-schedule';

export const MENU_NAMES: Record<string, Names> = {
  NORTH: { EN: 'North', MS: 'Utara', CN: '北部' },
  CENTRAL: { EN: 'Central', MS: 'Tengah', CN: '中部' },
  SOUTH: { EN: 'South', MS: 'Selatan', CN: '南部' },
  FAST: { EN: 'Fast', MS: 'Pantas', CN: '极速' },
  KENO: { EN: 'Keno', MS: 'Keno', CN: '基诺' },
  DIGITS: { EN: '5D', MS: '5D', CN: '5D' },
  DAILY: { EN: 'Daily', MS: 'Harian', CN: '每日' },
};

/** The order of the menus in every answer. */
export const MENU_ORDER = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST', 'DIGITS', 'KENO', 'DAILY'];

export const menuNameOf = (tag: string, language: CatalogueLanguage) => MENU_NAMES[tag]?.[language] ?? tag;

const WEEKDAYS: Record<CatalogueLanguage, string[]> = {
  EN: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  MS: ['Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab', 'Ahd'],
  CN: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
};
const DAILY: Names = { EN: 'Daily', MS: 'Setiap hari', CN: '每天' };
const LIST_SEPARATOR: Record<CatalogueLanguage, string> = { EN: ', ', MS: ', ', CN: '、' };
const EVERY: Record<CatalogueLanguage, (amount: number, unit: 'min' | 's') => string> = {
  EN: (amount, unit) => `Every ${amount} ${unit}`,
  MS: (amount, unit) => `Setiap ${amount} ${unit === 'min' ? 'minit' : 'saat'}`,
  CN: (amount, unit) => `每${amount}${unit === 'min' ? '分钟' : '秒'}`,
};

const two = (n: number) => String(n).padStart(2, '0');

/** The game's schedule in words, in Vietnam time for the weekly stations. */
export function remarkOf(schedule: DrawSchedule, language: CatalogueLanguage): string {
  if (schedule.kind === 'interval') {
    const minutes = schedule.intervalS % 60 === 0;
    return EVERY[language](minutes ? schedule.intervalS / 60 : schedule.intervalS, minutes ? 'min' : 's');
  }
  const time = `${two(Math.floor(schedule.timeS / 3600))}:${two(Math.floor((schedule.timeS % 3600) / 60))}`;
  const days = schedule.days.length === 7 ? DAILY[language] : schedule.days.map((day) => WEEKDAYS[language][day - 1]).join(LIST_SEPARATOR[language]);
  return `${days} ${time} (GMT+7)`;
}
