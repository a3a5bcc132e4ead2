import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/**
 * The captcha picture: a PNG drawn with @napi-rs/canvas (Skia, prebuilt per platform as npm optional
 * packages). The SVG captcha it replaces kept one path per glyph, so a script read it by matching paths;
 * here the letters are pixels, each turned, scaled and placed at random, crossed by lines of their own
 * colour and bent by a random wave, so reading it takes real image recognition (captcha.test.ts runs a
 * template-matching solver against it). For people: upper case only, no look-alike characters
 * (0/O, 1/I/L, 5/S, 2/Z, 8/B), large letters, answers are case-insensitive.
 */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;

// The font ships inside the svg-captcha package (a hand-drawn face, SIL OFL): no system fonts are needed.
const FONT_FILE = createRequire(import.meta.url).resolve('svg-captcha/fonts/Comismsh.ttf');
const FONT = 'SrmCaptcha';
GlobalFonts.registerFromPath(FONT_FILE, FONT);

const random = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);

export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]).join(
    '',
  );
}

/**
 * The picture of `text` as PNG bytes. `distort: false` draws the same letters upright, evenly spaced and
 * without lines or wave: only the solver test uses it, to show that its solver reads plain letters.
 */
export function drawCaptcha(text: string, options: { distort?: boolean } = {}): Buffer {
  const distort = options.distort !== false;
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f6fa';
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const colours = ['#1f3a93', '#8e1b3b', '#1b6e3a', '#5b2c83', '#7a4a0c'];
  const colour = () => colours[crypto.randomInt(colours.length)];

  if (distort) {
    // Speckles of the letters' colours: thresholding cannot drop them without eating into the letters.
    for (let i = 0; i < 200; i++) {
      ctx.fillStyle = colour();
      ctx.globalAlpha = random(0.2, 0.6);
      ctx.fillRect(random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT), random(1, 2.5), random(1, 2.5));
    }
    ctx.globalAlpha = 1;
  }

  const step = (CAPTCHA_WIDTH - 24) / text.length;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  [...text].forEach((ch, i) => {
    ctx.save();
    const x = 12 + step * (i + 0.5) + (distort ? random(-5, 5) : 0);
    const y = CAPTCHA_HEIGHT / 2 + (distort ? random(-6, 6) : 0);
    ctx.translate(x, y);
    if (distort) {
      ctx.rotate(random(-0.45, 0.45));
      ctx.transform(1, 0, random(-0.3, 0.3), 1, 0, 0); // shear
    }
    // The face draws capitals at about 0.6 em: 54–64 px gives letters about 35 px high.
    ctx.font = `${distort ? Math.round(random(54, 64)) : 58}px ${FONT}`;
    ctx.fillStyle = ctx.strokeStyle = distort ? colour() : '#1f3a93';
    ctx.lineWidth = 1.5; // outlined as well as filled: firmer strokes for people
    ctx.fillText(ch, 0, 0);
    ctx.strokeText(ch, 0, 0);
    ctx.restore();
  });

  if (!distort) return canvas.toBuffer('image/png');

  // Lines as thick as the strokes of the letters, through them.
  for (let i = 0; i < 2; i++) {
    ctx.strokeStyle = colour();
    ctx.lineWidth = random(1.5, 2.5);
    ctx.beginPath();
    ctx.moveTo(0, random(8, CAPTCHA_HEIGHT - 8));
    ctx.bezierCurveTo(
      random(40, 90),
      random(0, CAPTCHA_HEIGHT),
      random(110, 160),
      random(0, CAPTCHA_HEIGHT),
      CAPTCHA_WIDTH,
      random(8, CAPTCHA_HEIGHT - 8),
    );
    ctx.stroke();
  }

  // A random wave bends the whole picture (pixels moved along x and y).
  const source = ctx.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const bent = ctx.createImageData(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ax = random(2.5, 4.5);
  const ay = random(3, 5);
  const px = random(28, 48);
  const py = random(45, 80);
  const fx = random(0, Math.PI * 2);
  const fy = random(0, Math.PI * 2);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const sx = Math.round(x + ax * Math.sin((y / px) * 2 * Math.PI + fx));
      const sy = Math.round(y + ay * Math.sin((x / py) * 2 * Math.PI + fy));
      const to = (y * CAPTCHA_WIDTH + x) * 4;
      if (sx < 0 || sy < 0 || sx >= CAPTCHA_WIDTH || sy >= CAPTCHA_HEIGHT) {
        bent.data.set([244, 246, 250, 255], to);
        continue;
      }
      const from = (sy * CAPTCHA_WIDTH + sx) * 4;
      bent.data.set(source.data.subarray(from, from + 4), to);
    }
  }
  ctx.putImageData(bent, 0, 0);
  return canvas.toBuffer('image/png');
}
