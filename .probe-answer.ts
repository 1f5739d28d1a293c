import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < 3; run += 1) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const t0 = await page.evaluate(() => performance.timeOrigin + performance.now());
  const nav = page.waitForNavigation({ waitUntil: 'load' });
  const label = url.includes('contact') ? /^Send/ : /^Continue/;
  await page.getByRole('button', { name: label }).first().click();
  await nav;
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const t = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    return { origin: performance.timeOrigin, fetchStart: n.fetchStart, requestStart: n.requestStart, responseStart: n.responseStart, responseEnd: n.responseEnd, domInteractive: n.domInteractive, fcp, size: n.encodedBodySize, redirect: n.redirectEnd - n.redirectStart };
  });
  const at = (ms: number) => Math.round(t.origin + ms - t0);
  console.log(`run ${run}: origin ${Math.round(t.origin - t0)}  request ${at(t.requestStart)}  response ${at(t.responseStart)}-${at(t.responseEnd)} (${t.size} B)  domInteractive ${at(t.domInteractive)}  fcp ${at(t.fcp)}  redirect ${Math.round(t.redirect)}`);
  await context.close();
}
await browser.close();
