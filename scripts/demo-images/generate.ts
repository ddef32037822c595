// npm run demo-images — draws the reference platform's demo raster images in Debian's Chromium
// (Playwright) and writes them under platform/assets/: home banners as WebP at three widths for
// 412–1080 px screens, and every seeded vendor's WHITE and COLOR icon as PNG. Canvas drawings with
// gradients, shapes and text: Chrome does not count low-entropy images (tiny SVGs) as the largest
// paint, so the banners must be real pictures. Deterministic input; run again after changing it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BANNER_ASPECT, BANNER_WIDTHS, DEMO_BANNERS } from '../../platform/banner-images';
import { VENDORS } from '../../platform/db/seed-catalogue';

const ROOT = join(import.meta.dirname, '..', '..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Drawn {
  readonly file: string;
  readonly base64: string;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  // tsx names the arrow functions it compiles with a __name helper the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  const banners = await page.evaluate(
    async ({ banners, widths, aspect }) => {
      const out: { file: string; base64: string }[] = [];
      const toBase64 = async (canvas: HTMLCanvasElement, type: string, quality?: number) => {
        const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), type, quality));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return btoa(binary);
      };
      // A small seeded generator so every run draws the same picture.
      const rng = (seed: number) => () => {
        seed = (seed * 1664525 + 1013904223) % 4294967296;
        return seed / 4294967296;
      };
      for (const banner of banners) {
        for (const width of widths) {
          const height = Math.round(width / aspect);
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const ctx = canvas.getContext('2d');
          if (!ctx) throw new Error('no 2d context');
          const s = width / 750;
          const random = rng(banner.id * 7919);
          const sky = ctx.createLinearGradient(0, 0, width, height);
          sky.addColorStop(0, `hsl(${banner.hue}, 78%, 42%)`);
          sky.addColorStop(0.55, `hsl(${(banner.hue + 35) % 360}, 72%, 30%)`);
          sky.addColorStop(1, `hsl(${(banner.hue + 70) % 360}, 80%, 18%)`);
          ctx.fillStyle = sky;
          ctx.fillRect(0, 0, width, height);
          // Light rays from the prize.
          ctx.save();
          ctx.translate(width * 0.78, height * 0.5);
          for (let i = 0; i < 24; i += 1) {
            ctx.rotate((Math.PI * 2) / 24);
            ctx.fillStyle = `hsla(${(banner.hue + 50) % 360}, 100%, 80%, ${i % 2 ? 0.08 : 0.16})`;
            ctx.beginPath();
            ctx.moveTo(0, 0);
            ctx.lineTo(width, -22 * s);
            ctx.lineTo(width, 22 * s);
            ctx.fill();
          }
          ctx.restore();
          // Bokeh confetti.
          for (let i = 0; i < 140; i += 1) {
            const r = (2 + random() * 14) * s;
            ctx.fillStyle = `hsla(${(banner.hue + random() * 120) % 360}, 90%, ${55 + random() * 35}%, ${0.15 + random() * 0.5})`;
            ctx.beginPath();
            ctx.arc(random() * width, random() * height, r, 0, Math.PI * 2);
            ctx.fill();
          }
          // Coins stacked near the prize.
          for (let i = 0; i < 9; i += 1) {
            const cx = width * (0.62 + random() * 0.3);
            const cy = height * (0.55 + random() * 0.35);
            const r = (18 + random() * 16) * s;
            const coin = ctx.createRadialGradient(cx - r / 3, cy - r / 3, r / 6, cx, cy, r);
            coin.addColorStop(0, '#fff6c2');
            coin.addColorStop(0.5, '#f2c230');
            coin.addColorStop(1, '#9a6a00');
            ctx.fillStyle = coin;
            ctx.beginPath();
            ctx.arc(cx, cy, r, 0, Math.PI * 2);
            ctx.fill();
            ctx.strokeStyle = 'rgba(120, 80, 0, 0.6)';
            ctx.lineWidth = 2 * s;
            ctx.stroke();
          }
          // The prize: a glowing disc with a big number.
          const glow = ctx.createRadialGradient(width * 0.78, height * 0.45, 10 * s, width * 0.78, height * 0.45, 120 * s);
          glow.addColorStop(0, 'rgba(255, 255, 255, 0.95)');
          glow.addColorStop(0.4, `hsla(${(banner.hue + 50) % 360}, 100%, 70%, 0.8)`);
          glow.addColorStop(1, 'rgba(255, 255, 255, 0)');
          ctx.fillStyle = glow;
          ctx.beginPath();
          ctx.arc(width * 0.78, height * 0.45, 120 * s, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = `hsl(${banner.hue}, 80%, 22%)`;
          ctx.font = `900 ${72 * s}px sans-serif`;
          ctx.textAlign = 'center';
          ctx.fillText(banner.badge, width * 0.78, height * 0.45 + 26 * s);
          // Headline and call to action.
          ctx.textAlign = 'left';
          ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
          ctx.shadowBlur = 8 * s;
          ctx.fillStyle = '#ffffff';
          ctx.font = `800 ${42 * s}px sans-serif`;
          ctx.fillText(banner.headline, 40 * s, 118 * s, 440 * s);
          ctx.font = `500 ${26 * s}px sans-serif`;
          ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
          ctx.fillText(banner.subline, 42 * s, 164 * s, 440 * s);
          ctx.shadowBlur = 0;
          const button = ctx.createLinearGradient(0, 196 * s, 0, 252 * s);
          button.addColorStop(0, '#ffe36b');
          button.addColorStop(1, '#f29d0b');
          ctx.fillStyle = button;
          ctx.beginPath();
          ctx.roundRect(42 * s, 196 * s, 210 * s, 56 * s, 28 * s);
          ctx.fill();
          ctx.fillStyle = '#3b2200';
          ctx.font = `800 ${24 * s}px sans-serif`;
          ctx.textAlign = 'center';
          ctx.fillText(banner.action, 147 * s, 233 * s);
          out.push({ file: `${banner.id}-${width}.webp`, base64: await toBase64(canvas, 'image/webp', 0.8) });
        }
      }
      return out;
    },
    { banners: DEMO_BANNERS, widths: BANNER_WIDTHS, aspect: BANNER_ASPECT },
  );

  const vendors = await page.evaluate(async (codes) => {
    const out: { file: string; base64: string }[] = [];
    for (const { code, hue } of codes) {
      for (const variant of ['WHITE', 'COLOR'] as const) {
        const size = 96;
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        const main = variant === 'WHITE' ? '#ffffff' : `hsl(${hue}, 70%, 42%)`;
        if (variant === 'COLOR') {
          const disc = ctx.createLinearGradient(0, 0, size, size);
          disc.addColorStop(0, `hsl(${hue}, 80%, 96%)`);
          disc.addColorStop(1, `hsl(${hue}, 60%, 86%)`);
          ctx.fillStyle = disc;
          ctx.beginPath();
          ctx.arc(48, 48, 44, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.strokeStyle = main;
        ctx.lineWidth = 5;
        ctx.beginPath();
        ctx.arc(48, 48, 42, 0, Math.PI * 2);
        ctx.stroke();
        ctx.fillStyle = main;
        ctx.font = `800 ${code.length > 3 ? 20 : 28}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(code, 48, 50);
        const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        out.push({ file: `${code}-${variant}.png`, base64: btoa(binary) });
      }
    }
    return out;
  }, VENDORS.map((v, i) => ({ code: v.code, hue: (i * 47) % 360 })));
  await browser.close();

  const write = (dir: string, files: Drawn[]) => {
    mkdirSync(dir, { recursive: true });
    let bytes = 0;
    for (const f of files) {
      const data = Buffer.from(f.base64, 'base64');
      bytes += data.length;
      writeFileSync(join(dir, f.file), data);
    }
    console.log(`${files.length} files, ${(bytes / 1024).toFixed(1)} KB -> ${dir}`);
  };
  write(join(ROOT, 'platform/assets/banners'), banners);
  write(join(ROOT, 'platform/assets/vendors'), vendors);
}

await main();
