/** Usage: npx tsx tests/support/screenshot.ts <url> <out.png> [width]: prints console output, title and boot outcome. */
import { launchChromium } from './chromium';
const [url, out, width = '1280'] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url!, { waitUntil: 'networkidle' });
// Boot ends by writing its outcome (mounted, redirected, failed …) on the root element.
await page.waitForSelector('html[data-boot]');
console.log('title:', await page.title(), 'boot:', await page.getAttribute('html', 'data-boot'));
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
