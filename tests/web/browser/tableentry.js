// Entry at the table in real Chromium at 360 × 800 (called by pages.test.js): a scorekeeper opens
// table 2's page from the QR code on its printed scoresheet and types a whole game of ten gifts by
// touch, as on the paper sheet. Gift 4 is typed wrong (A, who is eruit since gift 3, plays again):
// the engine refuses it and names the rule (R53), the scorekeeper corrects it to B and goes on.
// Gifts 7 and 8 are typed while the phone is off the Wi-Fi, 7 wrongly: both are kept on the phone;
// back on the network the engine refuses 7 (its rule shown, 8 waiting), the corrected 7 and 8 are
// stored, once. "Spel klaar" stores the result: nk-bonaken-cli export must give the points
// of the rule text's worked example (A 10, B 0, C 8, D 4; ../shared/RULES.md), written by station
// "Tafel 2". A second phone that opens the same code is asked to take over; when it does, the
// first is told and writes nothing more.
'use strict';
const path = require('path');

// The game, by seat letter: [spelers, bid, won] or 'redeal'. From RULES.md's first worked example
// (A wins, A wins; B loses, B loses; C wins, D wins, C loses, C wins), with a redeal and a lone
// misère of D's (lost: D wip) among them.
const GAME = [
  [['A'], '40', true],      // 1: A recht
  [['B'], '45', false],     // 2: B krom
  [['A'], '50', true],      // 3: A eruit, place 1
  [['B'], '40', false],     // 4: B erin (typed first as A: refused, R53)
  'redeal',                 // 5
  [['C'], '60', true],      // 6: C recht
  [['D'], '40', true],      // 7: D recht (typed offline)
  [['C'], '40', false],     // 8: C wip
  [['D'], 'misere', false], // 9: D wip
  [['C'], '45', true],      // 10: C eruit, place 2; D alone: place 3
];

module.exports = async function tableEntry({ browser, base, run, check, until, linkOnSheet, shots }) {
  const link = linkOnSheet(base, 2);
  const code = link.split('#')[1];
  let stale = null;
  const seating = JSON.parse(run(['tables', '--round', '2']));
  const names = (seating.tables || seating).find((t) => t.table === 2).players;
  const seat = (letter) => names['ABCD'.indexOf(letter)];
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => d.accept());
  await page.goto(link);
  await page.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  const gifts = async () => (await page.$$('#giftenlijst li')).length;

  async function type(spelers, bid, won) {
    for (const s of spelers)
      await page.click(`#spelerknoppen button:text-is("${s} ${seat(s)}")`);
    await page.fill('#bod', bid);
    for (let i = 0; i < spelers.length; ++i)
      await page.click(`#uitslagen .keuze:nth-child(${i + 1}) button:text-is("${won ? 'gewonnen' : 'verloren'}")`);
  }
  // Saved: the gift is in the list and the server has answered ("nog niet verzonden" gone).
  const answered = async () => !(await page.textContent('#spelkop')).includes('niet verzonden');
  async function save(expected) {
    await page.click('#opslaan');
    return until(page, async () => (await gifts()) === expected && (await answered()), 15000);
  }

  for (let i = 0; i < GAME.length; ++i) {
    const g = GAME[i];
    if (i === 3) {
      // The mistake: A again, though he is eruit.
      await type(['A'], '40', false);
      await page.click('#opslaan');
      await page.waitForSelector('#melding:not([hidden])', { timeout: 15000 });
      const said = await page.textContent('#melding');
      check(said.startsWith('Gift 4: Regel 53:'), `the wrong gift is refused with its rule: "${said}"`);
      check((await gifts()) === 3, 'the refused gift is not among the gifts');
      await page.screenshot({ path: path.join(shots, 'tafel-fout-360.png'), fullPage: true });
      await page.click(`#spelerknoppen button:text-is("A ${seat('A')}")`); // A off: B is the Speler
    }
    if (g === 'redeal') {
      await page.click('#opnieuw');
      check(await until(page, async () => (await gifts()) === i + 1 && (await answered()), 15000), 'a redeal is stored as a gift');
      continue;
    }
    await type(i === 3 ? ['B'] : g[0], g[1], g[2]);
    if (i === 6) {
      // Off the Wi-Fi the scorekeeper types on: gift 7 wrongly as B (erin since gift 4), then gift 8.
      await context.setOffline(true);
      await page.click(`#spelerknoppen button:text-is("D ${seat('D')}")`); // D off again: B instead
      await page.click(`#spelerknoppen button:text-is("B ${seat('B')}")`);
      await page.click('#uitslagen .keuze:nth-child(1) button:text-is("gewonnen")');
      await page.click('#opslaan');
      const kept = await until(page, async (p) => (await p.textContent('#tafelstatus')).startsWith('Geen verbinding'), 5000);
      check(kept, 'offline, the page says the gift is kept on the phone');
      await type(['C'], '40', false); // gift 8
      await page.click('#opslaan');
      check(await until(page, async () => (await gifts()) === 8, 5000), 'offline, the page keeps both gifts and takes more');
      await page.screenshot({ path: path.join(shots, 'tafel-offline-360.png'), fullPage: true });
      // Back on the Wi-Fi: the engine refuses gift 7; it is back in the form, gift 8 waits.
      await context.setOffline(false);
      await page.waitForSelector('#melding:not([hidden])', { timeout: 15000 });
      const said = await page.textContent('#melding');
      check(/^Gift 7: Regel \d+:/.test(said) && said.includes('Daarna wachten nog 1 gift'),
        `back online, the offline mistake is refused with its rule and gift 8 waits: "${said}"`);
      check(await page.getAttribute(`#spelerknoppen button:text-is("B ${seat('B')}")`, 'aria-pressed') === 'true',
        'the refused gift is back in the form');
      await page.click(`#spelerknoppen button:text-is("B ${seat('B')}")`);
      await page.click(`#spelerknoppen button:text-is("D ${seat('D')}")`);
      await page.click('#uitslagen .keuze:nth-child(1) button:text-is("gewonnen")');
      await page.click('#opslaan');
      check(await until(page, async () => (await gifts()) === 8 &&
        !(await page.textContent('#spelkop')).includes('niet verzonden') && (await page.isHidden('#melding')), 10000),
        'the corrected gift and the one typed after it are stored');
      i = 7;
      continue;
    }
    check(await save(i + 1), `gift ${i + 1} is stored`);
    if (i === 3) check(await page.isHidden('#melding'), 'the corrected gift clears the refusal');
    if (i === 2) {
      // The table's look as it was after gift 3, kept to be served late (below).
      await page.waitForTimeout(1200); // the pages have read gift 3
      const phone = await page.evaluate(() => localStorage.getItem('nkb-telefoon'));
      // Signed in the page with its own script, as the page signs (the code never travels).
      stale = await page.evaluate(async ([c, p]) => (await window.nkbTafel.fetch(c, p, 'GET', '/tafel/2/stand')).text(), [code, phone]);
      check(JSON.parse(stale).spellen[0].giften.length === 3 && JSON.parse(stale).houder === 'jij', `the look after gift 3: ${stale.slice(0, 80)}`);
    }
    if (i === 5) {
      // A look read before gift 6 was stored, arriving after it: the page keeps gift 6 (a next write
      // built on the old look would have dropped it).
      let served = 0;
      await page.route('**/tafel/2/stand', (route) => { served++; route.fulfill({ status: 200, contentType: 'application/json', body: stale }); });
      await until(page, async () => served >= 1, 5000);
      await page.waitForTimeout(200);
      check(served >= 1 && (await gifts()) === 6 && !(await page.isHidden('#giftform')),
        `an old look does not take gifts off the page: ${await gifts()} shown`);
      await page.unroute('**/tafel/2/stand');
    }
  }
  await page.waitForSelector('#klaar:not([hidden])', { timeout: 15000 });
  const result = await page.textContent('#uitslag');
  check(result.includes(`${seat('A')}: eruit, 10 punten`) && result.includes(`${seat('D')}: `) && result.includes('4 punten'),
    `the page shows the places: ${result}`);
  await page.screenshot({ path: path.join(shots, 'tafel-uitslag-360.png'), fullPage: true });
  // "Spel klaar" counts only after a player of another seat confirms the places on the phone.
  await page.click('#klaar');
  await page.waitForSelector('#bevestigen:not([hidden])', { timeout: 5000 });
  check((await page.textContent('#bevestigen')).includes('Wie houdt de score bij'), '"Spel klaar" asks who kept the score');
  await page.click(`#bevestigen button:text-is("A ${seat('A')}")`);
  const confirmers = await page.$$eval('#bevestigen .keuze:first-of-type button', (bs) => bs.map((b) => b.textContent));
  check(confirmers.length === 3 && !confirmers.some((c) => c.startsWith('A ')),
    `then a player of another seat is asked to confirm: ${JSON.stringify(confirmers)}`);
  const waiting = (JSON.parse(run(['export'])).games || []).find((x) => x.round === 2 && x.table === 2 && x.game === 1);
  check(waiting && !waiting.finished, 'before the confirmation the game does not count');
  await page.screenshot({ path: path.join(shots, 'tafel-bevestigen-360.png'), fullPage: true });
  await page.click(`#bevestigen button:text-is("C ${seat('C')}")`);
  await until(page, async (p) => (await p.textContent('#spelkop')) === 'Spel 2', 5000);
  check((await page.textContent('#spelkop')) === 'Spel 2', 'after "Spel klaar" the page goes on with game 2');

  // What the store holds: the export's game 1 of table 2, round 2.
  const exported = JSON.parse(run(['export']));
  const games = exported.games || exported.results || [];
  const stored = games.find((x) => x.round === 2 && x.table === 2 && x.game === 1);
  check(stored && JSON.stringify(stored.points) === JSON.stringify([10, 0, 8, 4]),
    `export: game 1 of table 2 scores A 10, B 0, C 8, D 4: ${JSON.stringify(stored && stored.points)}`);
  check(stored && stored.station === 'Tafel 2', `export: written by station "Tafel 2": ${stored && stored.station}`);
  const count = stored && stored.game_record ? stored.game_record.giften.length : -1;
  check(count === 10, `export: the game has its ten gifts, the offline one once: ${count}`);
  const audit = run(['undo', '--list']);
  check(audit.includes(`ingevoerd door A (${seat('A')}), bevestigd door C (${seat('C')})`),
    'the audit names the seat that kept the score and the seat that confirmed');

  // A second phone on the same code: asked to take over; the first is told and stops.
  const second = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const other = await second.newPage();
  await other.goto(link);
  await other.waitForSelector('#overnemen:not([hidden])', { timeout: 15000 });
  check((await other.textContent('#overnemenuitleg')).includes('andere telefoon voert deze tafel al in'),
    'a second phone is asked to take over');
  await other.click('#overnemenknop');
  await other.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  check(await until(page, async (p) => !(await p.isHidden('#overnemen')), 8000), 'the first phone is told it was taken over');
  check((await page.textContent('#overnemenuitleg')).includes('overgenomen'), 'the first phone says it was taken over');
  await page.screenshot({ path: path.join(shots, 'tafel-overgenomen-360.png') });
  check(errors.length === 0, `script errors on the table page: ${errors.join(' | ')}`);
  await second.close();
  await context.close();
};
