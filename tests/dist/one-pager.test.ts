/**
 * The mobile one-pager's QR code encodes the booking calendar: its modules match a code made for
 * the site config's calendar address, and it is described and sized like every image.
 */
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { site } from '~/site.config';
import { routes } from '~/lib/routes';
import { page } from './built';

describe('the mobile one-pager', () => {
  it('shows a QR code for the booking calendar', async () => {
    const qr = page(routes.mobileOnePager).document.querySelector('img[alt^="QR code"]');
    expect(qr?.getAttribute('src')?.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(qr!.getAttribute('src')!.split(',')[1]!, 'base64').toString('utf8');
    const reference = await QRCode.toString(site.links.calendar, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const modules = (text: string) => text.match(/<path[^>]*stroke="[^"]*"[^>]*d="([^"]+)"/)?.[1];
    expect(modules(svg)).toBeTruthy();
    expect(modules(svg)).toBe(modules(reference));
  });
});
