/**
 * The draw a lottery game is taking bets for, computed from its schedule (a draw every
 * `intervalS` seconds, shifted by `offsetS` from midnight UTC) and the clock: its number (numero)
 * and the milliseconds until it draws (remainTime, CONTRACT §4.12). Pure, so every gateway agrees.
 */

export interface CurrentDraw {
  /** yyyymmdd for daily games, yyyymmdd-NNNN (the draw's sequence in its day) otherwise */
  numero: string;
  remainTime: number;
  drawAt: Date;
}

const DAY_S = 86_400;

const ymd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

export function currentDraw(intervalS: number, offsetS: number, now: Date): CurrentDraw {
  const nowS = now.getTime() / 1000;
  const drawAtS = (Math.floor((nowS - offsetS) / intervalS) + 1) * intervalS + offsetS;
  const drawAt = new Date(drawAtS * 1000);
  const remainTime = drawAt.getTime() - now.getTime();
  if (intervalS >= DAY_S) return { numero: ymd(drawAt), remainTime, drawAt };
  // a draw at exactly midnight closes the previous day
  const day = new Date(drawAt.getTime() - 1);
  const dayStartS = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) / 1000;
  const sequence = Math.ceil((drawAtS - dayStartS) / intervalS);
  const width = String(Math.ceil(DAY_S / intervalS)).length;
  return { numero: `${ymd(day)}-${String(sequence).padStart(width, '0')}`, remainTime, drawAt };
}
