/**
 * A QR code of an address as an image (an SVG data URL) with its alt text. The `qrcode` library is
 * imported on first use, so only the register centre's links load it. Dark on light whatever the
 * theme: a QR code has to read that way for a camera.
 */
import { useEffect, useState } from 'react';

type QrCodeModule = typeof import('qrcode');

async function qrDataUrl(text: string): Promise<string> {
  const loaded = (await import('qrcode')) as QrCodeModule & { default?: QrCodeModule };
  // a CommonJS package: its functions come as the default export or as named ones, by bundler
  const qrcode = loaded.default ?? loaded;
  const svg = await qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrImage({ text, alt, size = 128 }: { text: string; alt: string; size?: number }) {
  // the image drawn for `text`; a drawing of an older text is never shown for a newer one
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    qrDataUrl(text).then(
      (src) => {
        if (current) setDrawn({ text, src });
      },
      () => {
        if (current) setDrawn(null);
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) return <span className="register__qr register__qr--pending" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="register__qr" src={drawn.src} alt={alt} width={size} height={size} />;
}
