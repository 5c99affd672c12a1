// QR codes for lot labels, drawn by the maintained `qrcode` package as SVG
// (vector: sharp at any print size, no image request). Error correction M
// (15% of the code may be smudged or torn) and the standard 4-module quiet
// zone, so a label printed about 2.5 cm wide scans from a phone.
import QRCode from 'qrcode';

export const QR_ERROR_CORRECTION = 'M';
export const QR_QUIET_ZONE_MODULES = 4;

/** An <svg> (as text) of the QR code of `url`, scaled by CSS (viewBox only, no fixed size). */
export async function qrSvg(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_QUIET_ZONE_MODULES,
    color: { dark: '#000000', light: '#ffffff' },
  });
  // The label's CSS sets the size; the printed code and URL beside it say what it is.
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}
