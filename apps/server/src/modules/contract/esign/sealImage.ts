import fs from 'node:fs';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/*
 * The default seal (默认印章) drawn on the server when none is uploaded: a company's round red seal — its name
 * along the upper arc, a five-pointed star in the middle, "电子签章" below it — or a person's square name seal.
 * Transparent PNG, SEAL_SIZE pixels square. CJK glyphs come from WenQuanYi Micro Hei when the machine has it
 * (fonts-wqy-microhei); otherwise from whatever sans-serif Skia finds.
 */

export const SEAL_SIZE = 320;
const RED = '#d1201f';
const WQY = ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', '/usr/share/fonts/wqy-microhei/wqy-microhei.ttc'];
const FONT = (() => {
  const file = WQY.find((f) => fs.existsSync(f));
  if (file && GlobalFonts.registerFromPath(file, 'SrmSeal')) return 'SrmSeal';
  return 'sans-serif';
})();

/** A company's round seal: its name around the top, a star, a caption under the star. */
export function drawCompanySeal(name: string, caption = '电子签章'): Buffer {
  const canvas = createCanvas(SEAL_SIZE, SEAL_SIZE);
  const ctx = canvas.getContext('2d');
  const c = SEAL_SIZE / 2;
  const r = c - 10;
  ctx.strokeStyle = RED;
  ctx.fillStyle = RED;
  ctx.lineWidth = 9;
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.stroke();
  star(ctx, c, c, r * 0.3);
  // The name runs clockwise over the top, spread across about 250° (fewer characters, a narrower arc).
  const chars = [...name];
  const span = Math.min((250 * Math.PI) / 180, chars.length * 0.42);
  const fontSize = Math.max(18, Math.min(40, Math.floor((span * (r - 36)) / Math.max(chars.length, 1)) + 4));
  ctx.font = `bold ${fontSize}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  chars.forEach((ch, i) => {
    const angle = -Math.PI / 2 - span / 2 + (chars.length === 1 ? span / 2 : (span * i) / (chars.length - 1));
    ctx.save();
    ctx.translate(c + Math.cos(angle) * (r - 30), c + Math.sin(angle) * (r - 30));
    ctx.rotate(angle + Math.PI / 2);
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  });
  ctx.font = `bold 26px ${FONT}`;
  ctx.fillText(caption, c, c + r * 0.55);
  return canvas.toBuffer('image/png');
}

/** A person's square name seal (two columns of the name's characters, read right to left). */
export function drawPersonSeal(name: string): Buffer {
  const canvas = createCanvas(SEAL_SIZE, SEAL_SIZE);
  const ctx = canvas.getContext('2d');
  const m = 24;
  ctx.strokeStyle = RED;
  ctx.fillStyle = RED;
  ctx.lineWidth = 12;
  ctx.strokeRect(m, m, SEAL_SIZE - 2 * m, SEAL_SIZE - 2 * m);
  const chars = [...`${name}${[...name].length < 4 ? '之印' : ''}`].slice(0, 4);
  const inner = SEAL_SIZE - 2 * m - 24;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.floor(inner / 2 - 26)}px ${FONT}`;
  // Seal order: right column top, right column bottom, then left column.
  const spots = [
    [0.72, 0.3],
    [0.72, 0.72],
    [0.28, 0.3],
    [0.28, 0.72],
  ];
  chars.forEach((ch, i) => {
    const [x, y] = spots[i];
    ctx.fillText(ch, m + 12 + inner * x, m + 12 + inner * y);
  });
  return canvas.toBuffer('image/png');
}

function star(ctx: SKRSContext2D, cx: number, cy: number, outer: number) {
  const inner = outer * 0.382;
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  ctx.closePath();
  ctx.fill();
}

/** A PNG's width and height from its IHDR (to refuse an upload that is not a PNG or is absurdly large). */
export function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
