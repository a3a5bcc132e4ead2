/*
 * A contract watermark (水印, issue 19): a text — which may name the contract, the supplier and the date — or an
 * image, drawn over every page of the contract's PDF at an opacity and an angle, once in the centre or tiled.
 * The server draws it (contract/templates/pdfWatermark.ts); the watermark screen previews the same text.
 */

export const WATERMARK_KINDS = ['TEXT', 'IMAGE'] as const;
export type WatermarkKind = (typeof WATERMARK_KINDS)[number];
export const WATERMARK_POSITIONS = ['CENTER', 'TILED'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/** The variables a watermark text may use. */
export const WATERMARK_VARIABLES = ['contractNumber', 'supplierName', 'date'] as const;

/** What is drawn: opacity in percent (1–100), angle in degrees counter-clockwise, font size in points. */
export type WatermarkStyle = {
  kind: WatermarkKind;
  text: string;
  opacity: number;
  angle: number;
  fontSize: number;
  position: WatermarkPosition;
};

/** The watermark text with its variables filled; an unknown `{name}` stays as written. */
export function watermarkText(
  text: string,
  values: { contractNumber: string; supplierName: string; date: string },
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (WATERMARK_VARIABLES as readonly string[]).includes(name) ? values[name as keyof typeof values] : whole,
  );
}

/** The variables of a text that are not WATERMARK_VARIABLES (refused when the watermark is saved). */
export function unknownWatermarkVariables(text: string): string[] {
  return [...text.matchAll(/\{(\w*)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !(WATERMARK_VARIABLES as readonly string[]).includes(name));
}
