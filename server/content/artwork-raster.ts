/**
 * The catalogue's pictures as WebP, drawn from their SVG once per gateway and kept.
 *
 * Why raster: a browser opens every SVG picture as a document of its own and lays out and paints
 * it on the page's main thread (the home banner's text alone cost a slow phone about half a second
 * there), while a WebP is decoded off the main thread. The SVG stays the source and stays served.
 */
import { createCanvas, Image } from '@napi-rs/canvas';
import { artSvg } from './artwork-catalogue';

/** WebP quality: text and flat gradients stay clean, a 1200×360 banner is about 25 KB. */
const WEBP_QUALITY = 80;

const rastered = new Map<string, Buffer>();

/** The WebP of a catalogue picture, or null for an unknown name. */
export function artWebp(name: string): Buffer | null {
  const cached = rastered.get(name);
  if (cached) return cached;
  const svg = artSvg(name);
  if (svg === null) return null;
  const picture = new Image();
  picture.src = Buffer.from(svg);
  const canvas = createCanvas(picture.width, picture.height);
  canvas.getContext('2d').drawImage(picture, 0, 0);
  const webp = canvas.toBuffer('image/webp', WEBP_QUALITY);
  rastered.set(name, webp);
  return webp;
}
