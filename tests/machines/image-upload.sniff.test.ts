/** The content check of the image-upload field: png and jpeg by their signatures, nothing by name. */
import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffImageKind } from '../../machines/image-upload';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffImageKind', () => {
  it('knows a PNG by its 8-byte signature', () => {
    expect(sniffImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d))).toBe('png');
    // one byte off, or cut short: not a PNG
    expect(sniffImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBe('other');
    expect(sniffImageKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBe('other');
  });

  it('knows a JPEG by FF D8 FF, whichever marker follows', () => {
    expect(sniffImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe('jpeg');
    expect(sniffImageKind(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
    expect(sniffImageKind(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
    expect(sniffImageKind(bytes(0xff, 0xd8, 0x00))).toBe('other');
  });

  it('calls anything else other: GIF, WebP, SVG, HTML, an empty file', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(sniffImageKind(text('GIF89a'))).toBe('other');
    expect(sniffImageKind(text('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe('other');
    expect(sniffImageKind(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('other');
    expect(sniffImageKind(text('<!doctype html>'))).toBe('other');
    expect(sniffImageKind(new Uint8Array(0))).toBe('other');
  });

  it('needs no more bytes than the edge reads', () => {
    expect(SNIFF_BYTES).toBe(8);
    const longFile = new Uint8Array(64);
    longFile.set([0xff, 0xd8, 0xff, 0xdb]);
    expect(sniffImageKind(longFile.subarray(0, SNIFF_BYTES))).toBe('jpeg');
  });
});
