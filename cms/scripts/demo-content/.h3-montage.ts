import sharp from 'sharp';
const files = process.argv.slice(3);
const out = process.argv[2]!;
const tiles = await Promise.all(files.map(f => sharp(f).resize(400, 400, { fit: 'contain', background: '#fff' }).png().toBuffer()));
const cols = 4; const rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: cols * 400, height: rows * 400, channels: 3, background: '#fff' } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % cols) * 400, top: Math.floor(i / cols) * 400 }))).png().toFile(out);
