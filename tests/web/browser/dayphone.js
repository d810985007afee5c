// One table's scorekeeper in real Chromium at 360 × 800, for scripts/day-ends.sh (a user's run, not
// CI): opens the link of the printed scoresheet's QR code, types RULES.md's first worked example
// gift by gift (A wins, A wins; B loses, B loses; C wins, D wins, C loses, C wins: A 10, B 0, C 8,
// D 4), says "Spel klaar", names seat A as the scorekeeper and has seat C confirm. A screenshot
// after the fourth gift (while the desk looks on) and one at the end.
// Usage: NODE_PATH=…/node_modules node dayphone.js LINK 'NAMES_JSON (seats A–D)' SHOTS_DIR READY_FILE
// Writes READY_FILE after the fourth gift and waits for it to be removed before going on.
'use strict';
const { chromium } = require('playwright-core');
const fs = require('fs');
const path = require('path');

const [link, namesJson, shots, ready] = process.argv.slice(2);
const names = JSON.parse(namesJson);
const seat = (letter) => names['ABCD'.indexOf(letter)];
const GAME = [['A', true], ['A', true], ['B', false], ['B', false], ['C', true], ['D', true], ['C', false], ['C', true]];

async function until(test, ms) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await test()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(link);
  await page.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  const gifts = async () => (await page.$$('#giftenlijst li')).length;
  for (let i = 0; i < GAME.length; ++i) {
    const [who, won] = GAME[i];
    await page.click(`#spelerknoppen button:text-is("${who} ${seat(who)}")`);
    await page.fill('#bod', '40');
    await page.click(`#uitslagen .keuze:nth-child(1) button:text-is("${won ? 'gewonnen' : 'verloren'}")`);
    await page.click('#opslaan');
    const stored = await until(async () => (await gifts()) === i + 1 &&
      !(await page.textContent('#spelkop')).includes('niet verzonden'), 15000);
    if (!stored) throw new Error(`gift ${i + 1} not stored`);
    if (i === 3) {
      await page.screenshot({ path: path.join(shots, 'telefoon-4-giften-360.png'), fullPage: true });
      fs.writeFileSync(ready, 'vier giften\n');
      if (!(await until(async () => !fs.existsSync(ready), 60000)))
        throw new Error('the desk did not look in time');
    }
  }
  await page.waitForSelector('#klaar:not([hidden])', { timeout: 15000 });
  await page.screenshot({ path: path.join(shots, 'telefoon-uitslag-360.png'), fullPage: true });
  await page.click('#klaar');
  await page.waitForSelector('#bevestigen:not([hidden])', { timeout: 5000 });
  await page.click(`#bevestigen button:text-is("A ${seat('A')}")`);
  await page.click(`#bevestigen button:text-is("C ${seat('C')}")`);
  if (!(await until(async () => (await page.textContent('#spelkop')) === 'Spel 2', 10000)))
    throw new Error('"Spel klaar" did not go on to game 2');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: path.join(shots, 'telefoon-spel-2-360.png'), fullPage: true });
  await browser.close();
  if (errors.length || width > 360) throw new Error(`console: ${errors.join('; ')}; width ${width}`);
  console.log('telefoon: spel 1 opgeslagen en bevestigd');
})().catch((e) => {
  console.error('telefoon: ' + e.message);
  process.exit(1);
});
