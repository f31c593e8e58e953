import sharp from 'sharp';
import { defaultCardSvg } from '~/lib/og-image';

/** /og-default.png: the social card used by pages without an image of their own. */
export async function GET() {
  const png = await sharp(Buffer.from(defaultCardSvg())).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
