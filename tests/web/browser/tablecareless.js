// Entry at the table as a careless scorekeeper does it, in real Chromium at 360 × 800 (called by
// pages.test.js after tableentry.js): table 3 of round 2, whose seat D has a name of 100 letters
// without a space (the longest the store takes). Each step failed before the page and the server
// built every write on the stored state (docs/table-entry.md):
// - the page at 360 px whole, every Speler button and "gewonnen" tappable;
// - a phone whose clock is two minutes behind stores its gifts (the page's version was its clock);
// - two tabs on one table: the second, opened earlier, saves another gift 4 than the first stored:
//   the stored gift 4 stays, the second tab shows it with its own gift after it, in red, and the
//   scorekeeper throws its own away;
// - a reload right after a save, then a gift within 3 s: no stored gift is dropped;
// - the last table of the round after "Spel klaar": the page says the game is stored and the table
//   done, never that the code no longer counts.
'use strict';
const path = require('path');

module.exports = async function tableCareless({ browser, base, run, check, until, linkOnSheet, shots }) {
  const long = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 100);
  let seating = JSON.parse(run(['tables', '--round', '2']));
  const table3 = (seating.tables || seating).find((t) => t.table === 3).players;
  run(['players', 'edit', table3[3], '--name', long]);
  seating = JSON.parse(run(['tables', '--round', '2']));
  const names = (seating.tables || seating).find((t) => t.table === 3).players;
  check(names[3] === long, 'seat D of table 3 has the 100-letter name');
  // Every other game of round 2 is entered at the desk: table 3 is the last table of the round.
  for (const t of seating.tables || seating) {
    if (t.table === 3) continue;
    const p = t.players;
    const done = (JSON.parse(run(['export'])).games || []).filter((x) => x.round === 2 && x.table === t.table)
      .map((x) => x.game);
    for (const g of [1, 2].filter((n) => !done.includes(n)))
      run(['result', '--round', '2', '--table', String(t.table), '--game', String(g), '--points',
        `${p[0]}=10,${p[1]}=8,${p[2]}=4,${p[3]}=0`]);
  }
  const link = linkOnSheet(base, 3);
  const seat = (letter) => names['ABCD'.indexOf(letter)];
  // A phone whose clock is two minutes behind the hall's.
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await context.addInitScript(() => {
    const RealDate = Date;
    const behind = 120000;
    // eslint-disable-next-line no-global-assign
    Date = class extends RealDate {
      constructor(...a) { if (a.length === 0) super(RealDate.now() - behind); else super(...a); }
      static now() { return RealDate.now() - behind; }
    };
  });
  const errors = [];
  const open = async () => {
    const p = await context.newPage();
    p.on('pageerror', (e) => errors.push(String(e)));
    p.on('dialog', (d) => d.accept());
    return p;
  };
  const a = await open();
  await a.goto(link);
  await a.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  check(await a.evaluate(() => Date.now() < new Date(performance.timeOrigin).getTime() - 100000),
    'the phone\'s clock is two minutes behind');
  const gifts = async (p) => (await p.$$('#giftenlijst li')).length;
  const answered = async (p) => !(await p.textContent('#spelkop')).includes('niet verzonden');
  async function type(p, letter, won) {
    await p.click(`#spelerknoppen button:text-is("${letter} ${seat(letter)}")`);
    await p.fill('#bod', '40');
    await p.click(`#uitslagen .keuze:nth-child(1) button:text-is("${won ? 'gewonnen' : 'verloren'}")`);
  }
  async function save(p, letter, won, expected) {
    await type(p, letter, won);
    await p.click('#opslaan');
    return until(p, async () => (await gifts(p)) === expected && (await answered(p)), 15000);
  }
  const storedGifts = (game) => {
    const exported = JSON.parse(run(['export']));
    const g = (exported.games || exported.results || []).find((x) => x.round === 2 && x.table === 3 && x.game === game);
    return g && g.game_record ? g.game_record.giften : [];
  };

  // The page whole at 360 px with the long name: no sideways scrolling, every button in reach.
  const width = await a.evaluate(() => document.documentElement.scrollWidth);
  check(width <= 360, `table 3's page with a 100-letter name is ${width} px wide`);
  await a.click(`#spelerknoppen button:text-is("D ${long}")`);
  const boxes = await a.$$eval('#spelerknoppen button, #uitslagen button, #opslaan',
    (bs) => bs.map((b) => { const r = b.getBoundingClientRect(); return [r.left, r.right, r.width]; }));
  check(boxes.length >= 7 && boxes.every(([l, r, w]) => l >= 0 && r <= 360 && w >= 44),
    `every button inside 360 px: ${JSON.stringify(boxes)}`);
  await a.screenshot({ path: path.join(shots, 'tafel-lange-naam-360.png'), fullPage: true });
  await a.click(`#uitslagen .keuze:nth-child(1) button:text-is("gewonnen")`);
  await a.fill('#bod', '40');
  await a.click('#opslaan');
  check(await until(a, async () => (await gifts(a)) === 1 && (await answered(a)), 15000),
    'gift 1 (the long name, won) is stored with the clock two minutes behind');
  check(await a.isHidden('#melding'), 'no refusal for a phone whose clock is behind');
  check(await save(a, 'A', true, 2), 'gift 2 is stored');
  check(await save(a, 'B', true, 3), 'gift 3 is stored');

  // Two tabs: tab B opened now (three gifts), then kept from its look while tab A stores gift 4.
  const b = await open();
  await b.goto(link);
  await b.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  check(await until(b, async () => (await gifts(b)) === 3, 8000), 'a second tab shows the three stored gifts');
  await b.route('**/tafel/3/stand', (route) => route.abort());
  check(await save(a, 'A', true, 4), 'tab A stores gift 4 (A won)');
  await type(b, 'C', false);
  await b.click('#opslaan');
  await b.waitForSelector('#botsing:not([hidden])', { timeout: 15000 });
  const said = await b.textContent('#melding');
  check(said.includes('iets anders opgeslagen'), `tab B is told another gift 4 is stored: "${said}"`);
  const listed = await b.$$eval('#giftenlijst li', (li) => li.map((x) => x.className + ': ' + x.textContent));
  check(listed.length === 5 && listed[3].includes('A 40') && listed[4].includes('botsing') && listed[4].includes('C 40'),
    `tab B shows the stored gift 4, its own after it in red: ${JSON.stringify(listed)}`);
  const choices = await b.$$eval('#botsing button', (bs) => bs.map((x) => [x.scrollWidth <= x.clientWidth, x.getBoundingClientRect().right]));
  check(choices.length === 2 && choices.every(([whole, right]) => whole && right <= 360),
    `both choices are whole inside 360 px: ${JSON.stringify(choices)}`);
  await b.screenshot({ path: path.join(shots, 'tafel-botsing-360.png'), fullPage: true });
  let kept = storedGifts(1);
  check(kept.length === 4 && kept[3].spelers[0] === seat('A'), `the store keeps tab A's gift 4: ${JSON.stringify(kept[3])}`);
  await b.click('#botsingweg');
  check(await until(b, async () => (await gifts(b)) === 4 && (await b.isHidden('#botsing')), 5000),
    `tab B throws its own gift away and shows the four stored: ${JSON.stringify(
      await b.$$eval('#giftenlijst li', (li) => li.map((x) => x.className + ': ' + x.textContent)))}`);
  await b.close();

  // A reload right after a save, then a gift at once: nothing stored is dropped.
  check(await save(a, 'B', true, 5), 'gift 5 is stored');
  await a.reload();
  await a.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  await until(a, async () => (await gifts(a)) >= 4, 8000);
  await type(a, 'C', true);
  await a.click('#opslaan');
  // The look after the reload may be a moment old (four gifts): the write built on it is then told
  // that gift 5 is stored, shown with its own gift after it; the scorekeeper adds it after.
  await until(a, async () => (await answered(a)) && ((await gifts(a)) === 6), 15000);
  if (!(await a.isHidden('#botsing'))) {
    console.log('after the reload the page met the stored gift 5 and asked: ' + (await a.textContent('#melding')));
    await a.click('#botsingverder');
  }
  check(await until(a, async () => (await gifts(a)) === 6 && (await answered(a)) && (await a.isHidden('#botsing')), 15000),
    'gift 6 after the reload is stored');
  kept = storedGifts(1);
  check(kept.length === 6, `after a reload and a quick gift the store has all six gifts: ${kept.length}`);
  check(await save(a, 'C', true, 7), 'gift 7 (C eruit, D erin) is stored');
  await a.waitForSelector('#klaar:not([hidden])', { timeout: 15000 });
  const result = await a.textContent('#uitslag');
  // D won once and stays recht: 1 point, said as "1 punt".
  check(result.includes(`${long}: recht, 1 punt`) && !result.includes('1 punten'), `the places are shown: ${result}`);
  await a.click('#klaar');
  await a.waitForSelector('#bevestigen:not([hidden])', { timeout: 5000 });
  await a.click(`#bevestigen button:text-is("A ${seat('A')}")`); // A keeps the score
  await a.click(`#bevestigen button:text-is("B ${seat('B')}")`); // B confirms
  check(await until(a, async () => (await a.textContent('#spelkop')) === 'Spel 2' && (await a.isHidden('#melding')), 8000),
    'after "Spel klaar" the page goes on with game 2, nothing left in red');

  // Game 2, the last of the round: "Spel klaar" says it is stored and the table is done.
  const game2 = [['A', true], ['A', true], ['B', true], ['B', true], ['C', true], ['C', true]];
  for (let i = 0; i < game2.length; ++i)
    check(await save(a, game2[i][0], game2[i][1], i + 1), `game 2, gift ${i + 1} is stored`);
  await a.waitForSelector('#klaar:not([hidden])', { timeout: 15000 });
  await a.click('#klaar');
  await a.waitForSelector('#bevestigen:not([hidden])', { timeout: 5000 });
  // The scorekeeper is known from game 1: only another seat is asked (a 100-letter name wraps).
  const asked = await a.textContent('#bevestigen');
  check(!asked.includes('Wie houdt de score bij') && asked.includes('niet A'), `game 2 asks only for a confirmation: "${asked}"`);
  const confirmBoxes = await a.$$eval("#bevestigen button", (bs) => bs.map((b) => b.getBoundingClientRect().right));
  check(confirmBoxes.every((r) => r <= 360), `the confirmation's buttons fit 360 px: ${JSON.stringify(confirmBoxes)}`);
  await a.click(`#bevestigen button:text-is("D ${long}")`);
  await a.waitForTimeout(4000); // past the next look
  const after = (await a.textContent('#uitleg')) + ' ' + (await a.textContent('#tafelstatus'));
  check(after.includes('Spel 2 is opgeslagen en telt') && after.includes('Deze tafel is klaar') &&
    !after.includes('geldt niet'), `the last table after "Spel klaar": "${after}"`);
  await a.screenshot({ path: path.join(shots, 'tafel-klaar-360.png'), fullPage: true });
  check(storedGifts(2).length === 6, 'game 2 is stored with its six gifts');
  check(errors.length === 0, `script errors on the careless pages: ${errors.join(' | ')}`);
  await context.close();
};
