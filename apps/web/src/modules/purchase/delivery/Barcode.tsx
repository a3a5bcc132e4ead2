import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';

/**
 * A Code128 barcode or a QR code drawn by bwip-js (browser build) as SVG. A text the symbology
 * cannot encode shows the text itself rather than breaking the sheet.
 */
export function Barcode({ kind, text, testId }: { kind: 'code128' | 'qrcode'; text: string; testId?: string }) {
  const svg = useMemo(() => {
    try {
      return toSVG(
        kind === 'code128'
          ? { bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center' }
          : { bcid: 'qrcode', text, scale: 2 },
      );
    } catch {
      return null;
    }
  }, [kind, text]);
  if (!svg) return <code data-testid={testId}>{text}</code>;
  return (
    <div
      className="delivery-label-code"
      data-testid={testId}
      data-kind={kind}
      // bwip-js draws the SVG from the label's own text; nothing of it comes from markup.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
