/**
 * Slider challenge pictures: a busy background with a puzzle-shaped gap at the target, and the
 * matching piece cut from the same background. Only the pictures leave the gateway; the offset
 * the piece belongs at stays in the database.
 */
import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';

export const SLIDER = { width: 300, height: 150, piece: 44 } as const;

export interface SliderPictures {
  background: Buffer;
  piece: Buffer;
}

export type SliderRenderer = (target: { x: number; y: number }) => Promise<SliderPictures>;

const colour = (min: number, max: number, alpha = 1) => `rgba(${randomInt(min, max)}, ${randomInt(min, max)}, ${randomInt(min, max)}, ${alpha})`;

/** A square with a round tab on top and on the right: the classic jigsaw piece. */
function piecePath(ctx: SKRSContext2D, x: number, y: number) {
  const s = SLIDER.piece - 10;
  const r = 6;
  ctx.beginPath();
  ctx.moveTo(x, y + 10);
  ctx.lineTo(x + s / 2 - r, y + 10);
  ctx.arc(x + s / 2, y + 10 - r + 2, r, Math.PI * 0.8, Math.PI * 2.2);
  ctx.lineTo(x + s, y + 10);
  ctx.lineTo(x + s, y + 10 + s / 2 - r);
  ctx.arc(x + s + r - 2, y + 10 + s / 2, r, Math.PI * 1.3, Math.PI * 0.7);
  ctx.lineTo(x + s, y + 10 + s);
  ctx.lineTo(x, y + 10 + s);
  ctx.closePath();
}

function paintBackground(ctx: SKRSContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, SLIDER.width, SLIDER.height);
  gradient.addColorStop(0, colour(40, 120));
  gradient.addColorStop(1, colour(120, 220));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, SLIDER.width, SLIDER.height);
  for (let i = 0; i < 28; i++) {
    ctx.fillStyle = colour(30, 255, 0.55);
    ctx.beginPath();
    ctx.arc(randomInt(0, SLIDER.width), randomInt(0, SLIDER.height), randomInt(6, 34), 0, Math.PI * 2);
    ctx.fill();
  }
  for (let i = 0; i < 10; i++) {
    ctx.strokeStyle = colour(0, 255, 0.6);
    ctx.lineWidth = randomInt(1, 4);
    ctx.beginPath();
    ctx.moveTo(randomInt(0, SLIDER.width), randomInt(0, SLIDER.height));
    ctx.lineTo(randomInt(0, SLIDER.width), randomInt(0, SLIDER.height));
    ctx.stroke();
  }
}

export const canvasSliderRenderer: SliderRenderer = async ({ x, y }) => {
  const background = createCanvas(SLIDER.width, SLIDER.height);
  const bg = background.getContext('2d');
  paintBackground(bg);

  const piece = createCanvas(SLIDER.piece, SLIDER.height);
  const pc = piece.getContext('2d');
  pc.save();
  piecePath(pc, 0, y);
  pc.clip();
  pc.drawImage(background, -x, 0);
  pc.restore();
  piecePath(pc, 0, y);
  pc.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  pc.lineWidth = 2;
  pc.stroke();

  piecePath(bg, x, y);
  bg.fillStyle = 'rgba(0, 0, 0, 0.55)';
  bg.fill();
  bg.strokeStyle = 'rgba(255, 255, 255, 0.7)';
  bg.lineWidth = 1.5;
  bg.stroke();

  return { background: await background.encode('png'), piece: await piece.encode('png') };
};
