import { requireChromium } from '../../scripts/lib/chromium';

// Fail early, with instructions, when there is no browser to drive.
export default async function globalSetup() {
  await requireChromium();
}
