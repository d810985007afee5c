// The final on the phones, in real Chromium at 360 × 800 (called by pages.test.js last): rounds 3
// to 5 are entered at the desk; the moment the finalists are known (after a lot when the cut is
// tied) the final's table is seated, so its printed sheet's QR code opens the final's table page
// before anyone plays, and /finale names the four. The final's phone enters both games on its page;
// serve is killed (kill -9) and started again between two writes, and a second tab that kept the
// older state saves another gift after the restart: told, nothing stored is dropped. A finalist
// renamed to 60 letters without a space; both games entered: /finale stays inside 360 px with a name in every row of "Stand in de
// finale", and its clock says the final is over. Before: the sheet said "De finaletafel is nog
// niet ingedeeld" until the first game, the games table was 646 px wide, the standing showed no
// names at 360 px, and the clock read "Ronde 0 · nog 27:14" after the champion was known.
'use strict';
const path = require('path');

module.exports = async function finale({ browser, base, run, check, until, linkOnSheet, shots, restart }) {
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

  // The final's phone enters both games on the table page; serve is killed and started again
  // between two of its writes; "Spel klaar" of the last game says the table is done.
  const table = await context.newPage();
  table.on('pageerror', (e) => errors.push(String(e)));
  table.on('dialog', (d) => d.accept());
  await table.goto(link);
  await table.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  const gifts = async () => (await table.$$('#giftenlijst li')).length;
  const answered = async () => !(await table.textContent('#spelkop')).includes('niet verzonden');
  const gift = async (letter, won, expected) => {
    await table.click(`#spelerknoppen button:text-is("${letter} ${finalists['ABCD'.indexOf(letter)]}")`);
    await table.fill('#bod', '40');
    await table.click(`#uitslagen .keuze:nth-child(1) button:text-is("${won ? 'gewonnen' : 'verloren'}")`);
    await table.click('#opslaan');
    return until(table, async () => (await gifts()) === expected && (await answered()), 15000);
  };
  const stored = (g) => {
    const x = (JSON.parse(run(['export'])).games || []).find((y) => y.round === 0 && y.game === g);
    return x && x.game_record ? x.game_record.giften.length : 0;
  };
  const game1 = [['A', true], ['A', true], ['B', false], ['B', false], ['C', true], ['D', true], ['C', false], ['C', true]];
  let older = null;
  for (let i = 0; i < game1.length; i++) {
    if (i === 3) {
      // A second tab keeps the state of three gifts (its looks are held back), then serve is killed
      // and started again between the third and the fourth write.
      older = await context.newPage();
      older.on('pageerror', (e) => errors.push(String(e)));
      await older.goto(link);
      await older.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
      await until(older, async () => (await older.$$('#giftenlijst li')).length === 3, 8000);
      await older.route('**/tafel/1/stand', (route) => route.abort());
      await restart();
      check(stored(1) === 3, `after kill -9 of serve the final's three gifts are stored: ${stored(1)}`);
    }
    check(await gift(game1[i][0], game1[i][1], i + 1), `the final, game 1, gift ${i + 1} is stored`);
    if (i === 3) {
      // The older tab, after the restart, saves another gift 4 on its older state: the stored gift 4
      // stays, the tab is told and shows it with its own in red; it throws its own away.
      await older.click(`#spelerknoppen button:text-is("D ${finalists[3]}")`);
      await older.fill('#bod', '40');
      await older.click('#uitslagen .keuze:nth-child(1) button:text-is("gewonnen")');
      await older.click('#opslaan');
      await older.waitForSelector('#botsing:not([hidden])', { timeout: 15000 });
      check(stored(1) === 4, `a write on the state before the restart drops nothing: ${stored(1)} gifts stored`);
      check((await older.textContent('#melding')).includes('iets anders opgeslagen'), 'the older tab is told');
      await older.click('#botsingweg');
      await older.close();
    }
  }
  check(stored(1) === 8, `every gift of the final's first game is stored once, the restart between: ${stored(1)}`);
  await table.waitForSelector('#klaar:not([hidden])', { timeout: 15000 });
  await table.click('#klaar');
  await table.click(`#bevestigen button:text-is("A ${finalists[0]}")`);
  await table.click(`#bevestigen button:text-is("B ${finalists[1]}")`);
  check(await until(table, async () => (await table.textContent('#spelkop')) === 'Spel 2', 10000), 'the final goes on with game 2');
  const game2 = [['A', true], ['A', true], ['B', true], ['B', true], ['C', true], ['C', true]];
  for (let i = 0; i < game2.length; i++)
    check(await gift(game2[i][0], game2[i][1], i + 1), `the final, game 2, gift ${i + 1} is stored`);
  await table.waitForSelector('#klaar:not([hidden])', { timeout: 15000 });
  await table.click('#klaar');
  await table.click(`#bevestigen button:text-is("C ${finalists[2]}")`);
  await table.waitForTimeout(4000); // past the next look
  const after = (await table.textContent('#uitleg')) + ' ' + (await table.textContent('#tafelstatus'));
  check(after.includes('Spel 2 is opgeslagen en telt') && after.includes('Deze tafel is klaar') && !after.includes('geldt niet'),
    `the final's table after its last "Spel klaar": "${after}"`);
  await table.screenshot({ path: path.join(shots, 'finale-tafel-klaar-360.png'), fullPage: true });
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
