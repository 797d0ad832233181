/** Minimal files whose first bytes are what the format says (the store sniffs them). */
export const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(120, 3)]),
  gif: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(60, 1)]),
  webp: Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(60, 2)]),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(60, 2)]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};
