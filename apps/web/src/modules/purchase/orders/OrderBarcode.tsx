import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';

/**
 * The Code128 barcode of an order number on its printed sheet (bwip-js, browser build, as SVG), so a
 * warehouse scans the order it receives against. A number bwip-js cannot draw shows as text.
 */
export function OrderBarcode({ text, testId }: { text: string; testId: string }) {
  const svg = useMemo(() => {
    try {
      return toSVG({ bcid: 'code128', text, scale: 2, height: 10, includetext: true, textxalign: 'center' });
    } catch {
      return null;
    }
  }, [text]);
  if (!svg) return <code data-testid={testId}>{text}</code>;
  return (
    <div
      data-testid={testId}
      style={{ width: 220, margin: '4px 0 8px auto' }}
      // bwip-js draws the SVG from the order number alone; nothing of it comes from markup.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
