/**
 * The Vietnamese lottery (xổ số kiến thiết) as the demo catalogue's TCG_LOTTO_VN vendor plays it:
 * every province's lottery company is one game ("station") that draws on fixed weekdays, at the
 * hour of its region, Vietnam time (UTC+7, no daylight saving):
 * - North (Miền Bắc), 18:15: one station a day, the host province rotating through the week;
 * - Central (Miền Trung), 17:15: two or three stations a day;
 * - South (Miền Nam), 16:15: three stations a day, four on Saturday.
 * The rota is the published weekly one. Bets close 15 minutes before the draw.
 *
 * The first CATALOGUE_STATIONS stations keep the game codes (and so the node ids) the catalogue
 * gave its provincial games before the rota existed; the others are added after every other game.
 */
import type { Names } from '../games/game-types';

export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export interface VnStation {
  names: Names;
  region: VnRegion;
  /** ISO weekdays of the draw in Vietnam (1 = Monday … 7 = Sunday) */
  days: number[];
}

/** Seconds after midnight UTC of each region's draw: 18:15, 17:15 and 16:15 in Vietnam. */
export const VN_REGION_DRAW_OFFSET_S: Record<VnRegion, number> = {
  NORTH: 11 * 3600 + 15 * 60,
  CENTRAL: 10 * 3600 + 15 * 60,
  SOUTH: 9 * 3600 + 15 * 60,
};

/** Bets on a Vietnamese station close this long before its draw. */
export const VN_LOCK_S = 15 * 60;

/** Stations that take over the catalogue's first provincial games (codes TCG_LOTTO_VN-0001 … 0012). */
export const CATALOGUE_STATIONS = 12;

const s = (vi: string, cn: string, region: VnRegion, ...days: number[]): VnStation => ({ names: { EN: vi, MS: vi, CN: cn }, region, days });

export const VN_STATIONS: VnStation[] = [
  // the provinces the catalogue already had, in its order (Mien Bac became the North's Hanoi station)
  s('Hà Nội', '河内', 'NORTH', 1, 4),
  s('TP. Hồ Chí Minh', '胡志明市', 'SOUTH', 1, 6),
  s('Đà Nẵng', '岘港', 'CENTRAL', 3, 6),
  s('Cần Thơ', '芹苴', 'SOUTH', 3),
  s('Đồng Nai', '同奈', 'SOUTH', 3),
  s('Vũng Tàu', '头顿', 'SOUTH', 2),
  s('Bến Tre', '槟椥', 'SOUTH', 2),
  s('Khánh Hòa', '庆和', 'CENTRAL', 3, 7),
  s('Hải Phòng', '海防', 'NORTH', 5),
  s('Quảng Nam', '广南', 'CENTRAL', 2),
  s('Bình Dương', '平阳', 'SOUTH', 5),
  s('Tây Ninh', '西宁', 'SOUTH', 4),
  // North
  s('Quảng Ninh', '广宁', 'NORTH', 2),
  s('Bắc Ninh', '北宁', 'NORTH', 3),
  s('Nam Định', '南定', 'NORTH', 6),
  s('Thái Bình', '太平', 'NORTH', 7),
  // Central
  s('Thừa Thiên Huế', '承天顺化', 'CENTRAL', 1, 7),
  s('Phú Yên', '富安', 'CENTRAL', 1),
  s('Đắk Lắk', '多乐', 'CENTRAL', 2),
  s('Bình Định', '平定', 'CENTRAL', 4),
  s('Quảng Trị', '广治', 'CENTRAL', 4),
  s('Quảng Bình', '广平', 'CENTRAL', 4),
  s('Gia Lai', '嘉莱', 'CENTRAL', 5),
  s('Ninh Thuận', '宁顺', 'CENTRAL', 5),
  s('Quảng Ngãi', '广义', 'CENTRAL', 6),
  s('Đắk Nông', '得农', 'CENTRAL', 6),
  s('Kon Tum', '昆嵩', 'CENTRAL', 7),
  // South
  s('Đồng Tháp', '同塔', 'SOUTH', 1),
  s('Cà Mau', '金瓯', 'SOUTH', 1),
  s('Bạc Liêu', '薄辽', 'SOUTH', 2),
  s('Sóc Trăng', '朔庄', 'SOUTH', 3),
  s('An Giang', '安江', 'SOUTH', 4),
  s('Bình Thuận', '平顺', 'SOUTH', 4),
  s('Vĩnh Long', '永隆', 'SOUTH', 5),
  s('Trà Vinh', '茶荣', 'SOUTH', 5),
  s('Long An', '隆安', 'SOUTH', 6),
  s('Bình Phước', '平福', 'SOUTH', 6),
  s('Hậu Giang', '后江', 'SOUTH', 6),
  s('Tiền Giang', '前江', 'SOUTH', 7),
  s('Kiên Giang', '坚江', 'SOUTH', 7),
  s('Đà Lạt', '大叻', 'SOUTH', 7),
];

/** Menu tags of the quick (electronic) lottery games, by what they draw. */
export const FAST_MENU_TAGS = { vn: 'FAST', keno: 'KENO', digits: 'DIGITS' } as const;

/** Bets on a quick game close a few seconds before each draw. */
export const fastLockS = (intervalS: number): number => (intervalS <= 60 ? 5 : 10);
