// The final on the phones, in real Chromium at 360 × 800 (called by pages.test.js last): rounds 3
// to 5 are entered at the desk; the moment the finalists are known (after a lot when the cut is
// tied) the final's table is seated, so its printed sheet's QR code opens the final's table page
// before anyone plays, and /finale names the four. A finalist renamed to 60 letters without a
// space; both games entered: /finale stays inside 360 px with a name in every row of "Stand in de
// finale", and its clock says the final is over. Before: the sheet said "De finaletafel is nog
// niet ingedeeld" until the first game, the games table was 646 px wide, the standing showed no
// names at 360 px, and the clock read "Ronde 0 · nog 27:14" after the champion was known.
'use strict';
const path = require('path');

module.exports = async function finale({ browser, base, run, check, until, linkOnSheet, shots }) {
  const tablesOf = (r) => { const s = JSON.parse(run(['tables', '--round', String(r)])); return s.tables || s; };
  for (let r = 3; r <= 5; r++) {
    if (r > 3) run(['draw', '--round', String(r), '--seed', String(20 + r)]);
    for (const t of tablesOf(r)) {
      const p = t.players;
      for (const g of ['1', '2'])
        run(['result', '--round', String(r), '--table', String(t.table), '--game', g, '--replace', '--points',
          `${p[0]}=10,${p[1]}=8,${p[2]}=4,${p[3]}=${g === '1' ? 0 : 1}`]);
    }
  }
  let known = JSON.parse(run(['finalists']));
  if (known.tie && !known.tie.lot) {
    run(['finalists', '--resolve-by-lot', '--seed', '5']);
    known = JSON.parse(run(['finalists']));
  }
  const seated = tablesOf('finale');
  check(seated.length === 1 && JSON.stringify(seated[0].players) === JSON.stringify(known.finalists),
    `the final is seated with the finalists before it is played: ${JSON.stringify(seated)}`);
  const long = 'Zuiderzeewerkenmuseumbezoekerscentrumparkeerplaatsbeheerder'.slice(0, 60);
  run(['players', 'edit', known.finalists[0], '--name', long]);
  const finalists = [long].concat(known.finalists.slice(1));

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The final's sheet, printed before the first game, opens the final's table on the phone.
  const link = linkOnSheet(base, 1, 'finale');
  check(/\/tafel\/1#[A-Z2-7]{26}$/.test(link), `the final's sheet carries its table's link: ${link}`);
  await page.goto(link);
  await page.waitForSelector('main[data-geopend]', { timeout: 8000 });
  const seats = await page.$$eval('ol.zitplaatsen li', (rows) => rows.map((r) => r.textContent));
  check(seats.length === 4 && finalists.every((n, i) => seats[i].includes(n)),
    `the final's table page names the four finalists before the first game: ${JSON.stringify(seats)}`);

  run(['clock', 'start', '--round', 'finale', '--minutes', '30']);
  // The pages follow the tournament within a second or two: reloaded until they show it.
  const reloadUntil = async (test) => {
    for (let i = 0; i < 20; i++) {
      await page.goto(base + '/finale');
      if (await test()) return true;
      await page.waitForTimeout(300);
    }
    return false;
  };
  const clockText = async () => ((await page.textContent('#klok')) || '').trim();
  await reloadUntil(async () => (await clockText()).startsWith('Finale'));
  const listed = await page.$$eval('ol.finalisten li', (li) => li.map((x) => x.textContent));
  check(listed.length === 4 && finalists.every((n) => listed.some((l) => l.includes(n))),
    `/finale names the four before they play: ${JSON.stringify(listed)}`);
  check(/^Finale · eindigt om \d\d:\d\d$/.test(((await page.textContent('#klok')) || '').trim()) ||
    /^Finale · nog \d+:\d\d$/.test(((await page.textContent('#klok')) || '').trim()),
  `the final's clock runs: "${await page.textContent('#klok')}"`);

  const points = [[10, 8, 4, 0], [4, 10, 8, 1]];
  for (const g of [0, 1])
    run(['result', '--final', '--game', String(g + 1), '--points', finalists.map((n, i) => `${n}=${points[g][i]}`).join(',')]);
  await reloadUntil(async () => (await page.$('.champion')) !== null);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  check(width <= 360, `/finale after the final with a 60-letter name is ${width} px wide`);
  const standing = await page.$$eval('table.finalestand tbody tr', (rows) => rows.map((r) => {
    const name = r.children[1];
    return [getComputedStyle(name).display, name.textContent.trim(), name.getBoundingClientRect().right];
  }));
  check(standing.length === 4 && standing.every(([display, name, right]) => display !== 'none' && name.length > 0 && right <= 360),
    `every row of the final's standing shows its name inside 360 px: ${JSON.stringify(standing)}`);
  check(((await page.textContent('#klok')) || '').trim() === 'Finale · afgelopen',
    `the final's clock has stopped: "${await page.textContent('#klok')}"`);
  check(((await page.textContent('.champion')) || '').startsWith('Kampioen: '), 'the page names the champion');
  await page.screenshot({ path: path.join(shots, 'finale-360.png'), fullPage: true });
  check(errors.length === 0, `no script errors on the final's pages: ${errors.join(' | ')}`);
  await context.close();
};
