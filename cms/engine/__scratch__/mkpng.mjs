import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
const base = '/work/main/cms/engine/__fixtures__/uploads';
const make = async (p, w, h, color) => { mkdirSync(base + '/' + p.split('/').slice(0, -1).join('/'), { recursive: true });
  await sharp({ create: { width: w, height: h, channels: 3, background: color } }).png().toFile(`${base}/${p}`); };
await make('stores/aroeira-logo.png', 64, 32, '#6b3fa0');
await make('articles/cover.png', 200, 100, '#f2c14e');
await make('site/favicon.png', 32, 32, '#6b3fa0');
