/**
 * Captcha picture: the answer's characters, each rotated and coloured differently, over noise lines
 * and dots, encoded as PNG. @napi-rs/canvas ships prebuilt Skia and uses the system fonts.
 */
import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';

export type CaptchaRenderer = (answer: string) => Promise<Buffer>;

const WIDTH = 120;
const HEIGHT = 40;
const colour = (min: number, max: number) => `rgb(${randomInt(min, max)}, ${randomInt(min, max)}, ${randomInt(min, max)})`;

export const canvasCaptchaRenderer: CaptchaRenderer = async (answer) => {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour(220, 255);
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  for (let i = 0; i < 5; i++) {
    ctx.strokeStyle = colour(80, 200);
    ctx.lineWidth = 1 + Math.random();
    ctx.beginPath();
    ctx.moveTo(randomInt(0, WIDTH), randomInt(0, HEIGHT));
    ctx.bezierCurveTo(
      randomInt(0, WIDTH),
      randomInt(0, HEIGHT),
      randomInt(0, WIDTH),
      randomInt(0, HEIGHT),
      randomInt(0, WIDTH),
      randomInt(0, HEIGHT),
    );
    ctx.stroke();
  }

  const step = WIDTH / (answer.length + 1);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  for (const [index, char] of [...answer].entries()) {
    ctx.save();
    ctx.translate(step * (index + 1), HEIGHT / 2 + randomInt(-4, 5));
    ctx.rotate((randomInt(-25, 26) * Math.PI) / 180);
    ctx.font = `bold ${randomInt(22, 29)}px sans-serif`;
    ctx.fillStyle = colour(10, 120);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  }

  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = colour(60, 220);
    ctx.fillRect(randomInt(0, WIDTH), randomInt(0, HEIGHT), 1.5, 1.5);
  }
  return canvas.encode('png');
};
