// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, LOGO_IMAGE } from './images';

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk, and the file's size. */
async function pngOf(path: string) {
  const bytes = await readFile(`${process.cwd()}/public${path}`);
  return {
    signature: bytes.subarray(0, 8).toString('hex'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    size: bytes.length,
  };
}

describe('images in public/ that the head and the JSON-LD announce', () => {
  it('the default share image is a small PNG of exactly the announced 650×366', async () => {
    expect(DEFAULT_SHARE_IMAGE).toMatchObject({ width: 650, height: 366, type: 'image/png' });
    const png = await pngOf(DEFAULT_SHARE_IMAGE.path);
    expect(png).toMatchObject({ signature: PNG_SIGNATURE, width: 650, height: 366 });
    expect(png.size).toBeLessThan(60_000);
  });

  it('the logo is a PNG of at least the 112×112 Google asks for', async () => {
    const png = await pngOf(LOGO_IMAGE.path);
    expect(png).toMatchObject({ signature: PNG_SIGNATURE, width: LOGO_IMAGE.width, height: LOGO_IMAGE.height });
    expect(Math.min(png.width, png.height)).toBeGreaterThanOrEqual(112);
  });
});
