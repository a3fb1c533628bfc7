import sharp from 'sharp'
const [file, chunk = '1600', scale = '0.6'] = process.argv.slice(2)
const meta = await sharp(file).metadata()
const h = Number(chunk)
for (let top = 0, i = 0; top < meta.height; top += h, i++) {
  const height = Math.min(h, meta.height - top)
  await sharp(file).extract({ left: 0, top, width: meta.width, height }).resize(Math.round(meta.width * Number(scale))).toFile(file.replace('.png', `.part${i}.png`))
  console.log(file.replace('.png', `.part${i}.png`))
}
