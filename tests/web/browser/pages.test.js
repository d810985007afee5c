// The venue web's pages in real Chromium (see run.sh). Prints "N passed, M failed"; exits 1 on a failure.
'use strict';
const { chromium } = require('playwright-core');
const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const [cli, work, shots] = process.argv.slice(2);
const db = path.join(work, 'browser.bonaken');
let passed = 0;
let failed = 0;
function check(ok, what) {
  if (ok) { passed++; } else { failed++; console.log('FAILED: ' + what); }
}
function run(args) {
  return execFileSync(cli, ['--format', 'json', '--db', db, ...args], { encoding: 'utf8' });
}

// 16 players: a 40-character name, an accented one, a name that tries to be HTML, every third a
// "dame". Round 1: at every table seats A and B score 18 alike (10 + 8), so eight players tie for
// the four places of the final (R60, R61): the cut's banner with a lot to come.
function makeTournament() {
  for (const f of [db, db + '-wal', db + '-shm']) fs.rmSync(f, { force: true });
  run(['new', '--name', 'NK Bonaken 2026', '--date', '2026-11-28', '--venue', 'Leimuiden']);
  const names = ['Alexander-Frederik van Oranje-Nassau Hoo', 'José van Ĳsselstein', '<b>Kees</b> & Co',
    'Anna de Vries', 'Bram Jansen', 'Cor Bakker', 'Dirk Visser', 'Els Smit', 'Frank Meijer', 'Gerda de Boer',
    'Henk Mulder', 'Ilse de Vries', 'Joop Jansen', 'Karin Bakker', 'Leo Visser', 'Marja Smit'];
  const csv = 'naam,club,categorie\n' + names.map((n, i) => `${n},Club ${i % 4 + 1},${i % 3 === 0 ? 'dame' : ''}`).join('\n') + '\n';
  fs.writeFileSync(path.join(work, 'spelers.csv'), csv);
  run(['players', 'import', path.join(work, 'spelers.csv')]);
  run(['draw', '--round', '1', '--seed', '7']);
  const tables = JSON.parse(run(['tables', '--round', '1']));
  for (const t of tables.tables || tables) {
    const p = t.players;
    run(['result', '--round', '1', '--table', String(t.table), '--game', '1', '--points', `${p[0]}=10,${p[1]}=8,${p[2]}=4,${p[3]}=0`]);
    run(['result', '--round', '1', '--table', String(t.table), '--game', '2', '--points', `${p[0]}=8,${p[1]}=10,${p[2]}=4,${p[3]}=0`]);
  }
  run(['draw', '--round', '2', '--seed', '8']);
  return names;
}

function serve(port = 0) {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, ['--format', 'json', '--db', db, 'serve', '--listen', `127.0.0.1:${port}`, '--table-entry']);
    child.stderr.pipe(fs.createWriteStream(path.join(work, 'serve.err'), { flags: 'a' }));
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve({ child, port: JSON.parse(out.slice(0, nl)).port });
    });
    child.on('exit', (code) => reject(new Error('serve stopped: ' + code)));
  });
}

// Entry at the table, as a scorekeeper starts it: the QR code read from the printed scoresheet of
// table 1 (zbarimg on the PDF's first page) opens the table's page at 360 × 800. The code leaves the
// address bar, the names come with their seat letters, a reload keeps the table, a withdrawn code
// ends it with the one refusal, and without a code or with another table's nothing is shown.
function linkOnSheet(base, table, round = 2) {
  const pdf = path.join(work, 'formulieren.pdf');
  run(['print', 'scoresheets', '--round', String(round), '--qr', base + '/', '--tafelcodes', '--out', pdf]);
  execFileSync('pdftoppm', ['-r', '150', '-f', String(table), '-l', String(table), '-png', pdf, path.join(work, 'blad')]);
  const png = fs.readdirSync(work).filter((f) => f.startsWith('blad') && f.endsWith('.png'));
  const read = execFileSync('zbarimg', ['-q', '--raw', path.join(work, png[0])], { encoding: 'utf8' }).trim();
  png.forEach((f) => fs.rmSync(path.join(work, f)));
  return read;
}

// Waits up to `ms` for `test(page)` (the page's own Content-Security-Policy forbids the string
// evaluation of waitForFunction).
async function until(page, test, ms) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await test(page)) return true;
    await page.waitForTimeout(100);
  }
  return false;
}
const refusedText = async (p) => ((await p.textContent('#tafelstatus')) || '').startsWith('Deze tafelcode geldt niet (meer)');

async function tablePage(browser, base) {
  let link;
  try {
    link = linkOnSheet(base, 1);
  } catch (e) {
    console.log('zbarimg or pdftoppm missing: the table page is not tried (' + e.message + ')');
    return;
  }
  check(/\/tafel\/1#[A-Z2-7]{26}$/.test(link), `the sheet's QR code is the table's link: ${link}`);
  const seating = JSON.parse(run(['tables', '--round', '2']));
  const one = (seating.tables || seating).find((t) => t.table === 1);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(link);
  await page.waitForSelector('main[data-geopend]', { timeout: 5000 });
  check(!page.url().includes('#'), `the code left the address bar: ${page.url()}`);
  const seats = await page.$$eval('ol.zitplaatsen li', (rows) => rows.map((r) => r.textContent));
  const expected = one.players.map((n, i) => 'ABCD'[i] + n);
  check(JSON.stringify(seats) === JSON.stringify(expected), `the table's names with their letters: ${JSON.stringify(seats)}`);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  check(scroll <= 360, `the table page at 360 scrolls sideways: ${scroll} px wide`);
  await page.screenshot({ path: path.join(shots, 'tafel-360.png'), fullPage: true });
  await page.reload();
  await page.waitForSelector('main[data-geopend]', { timeout: 5000 });
  check(true, 'a reload keeps the table');
  // A lost phone: the director withdraws the code, the page ends within its next look.
  run(['tables', 'withdraw-code', '--round', '2', '--table', '1']);
  const started = Date.now();
  await until(page, refusedText, 8000);
  console.log(`a withdrawn code refused on the phone after ${Date.now() - started} ms`);
  const said = await page.textContent('#tafelstatus');
  check(said.startsWith('Deze tafelcode geldt niet (meer)'), `a withdrawn code is refused: "${said}"`);
  check((await page.$$('ol.zitplaatsen li')).length === 0, 'a withdrawn code shows no names');
  await page.screenshot({ path: path.join(shots, 'tafel-ingetrokken-360.png') });
  // The new sheet's code opens table 1; on table 2's address it opens nothing.
  const fresh = linkOnSheet(base, 1);
  check(fresh !== link, 'the reprinted sheet carries a new code');
  const other = await context.newPage();
  await other.goto(fresh.replace('/tafel/1#', '/tafel/2#'));
  check(await until(other, refusedText, 5000), "another table's code opens nothing");
  check((await other.$$('ol.zitplaatsen li')).length === 0, "another table's code shows no names");
  await other.goto(base + '/tafel/3');
  check((await other.textContent('#tafelstatus')).startsWith('Scan de QR-code'), 'without a code the page says how to start');
  check(errors.length === 0, `script errors on the table page: ${errors.join(' | ')}`);
  await context.close();
}

(async () => {
  fs.mkdirSync(shots, { recursive: true });
  makeTournament();
  fs.rmSync(path.join(work, 'serve.err'), { force: true });
  let { child, port } = await serve();
  const base = `http://127.0.0.1:${port}`;
  // The server killed (kill -9) and started again on the same address, as after a crash.
  const restart = async () => {
    child.removeAllListeners('exit');
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    ({ child } = await serve(port));
  };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const pages = [['home', '/'], ['klassement', '/klassement'], ['klassement-dames', '/klassement?categorie=dame'],
      ['indeling', '/indeling'], ['ronde-1', '/ronde/1'], ['speler', '/speler/1'], ['finale', '/finale']];
    for (const [width, height] of [[360, 800], [1280, 720]]) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      for (const [name, address] of pages) {
        const response = await page.goto(base + address);
        check(response.status() === 200, `${address} at ${width}: status ${response.status()}`);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        check(scroll <= width, `${address} at ${width} px scrolls sideways: ${scroll} px wide`);
        await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: width === 360 && name !== 'klassement' });
      }
      check(errors.length === 0, `console errors at ${width}: ${errors.join(' | ')}`);
      await context.close();
    }

    // Waar zit ik: typing finds José with and without accents, and nobody else.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + '/');
    for (const typed of ['jose', 'José', 'IJSSELSTEIN', 'ĳssel']) {
      await page.fill('#zoek', typed);
      const shown = await page.$$eval('tr[data-naam]', (rows) => rows.filter((r) => !r.hidden).map((r) => r.getAttribute('data-naam')));
      check(shown.length === 1 && shown[0] === 'José van Ĳsselstein', `search "${typed}" shows ${JSON.stringify(shown)}`);
    }
    await page.fill('#zoek', 'Kees');
    const kees = await page.$$eval('tr[data-naam]', (rows) => rows.filter((r) => !r.hidden).map((r) => r.textContent));
    check(kees.length === 1 && kees[0].includes('<b>Kees</b>'), `a name with markup shows as text: ${JSON.stringify(kees)}`);
    await page.fill('#zoek', 'jose');
    await page.screenshot({ path: path.join(shots, 'zoeken-360.png') });

    // A live page: the klassement brings itself up to date after a result, without a reload.
    await page.goto(base + '/klassement');
    await page.evaluate(() => { window.notReloaded = true; });
    const before = await page.textContent('#inhoud');
    const tables = JSON.parse(run(['tables', '--round', '2']));
    const t = (tables.tables || tables)[0];
    const p = t.players;
    const started = Date.now();
    run(['result', '--round', '2', '--table', String(t.table), '--game', '1', '--points', `${p[0]}=10,${p[1]}=8,${p[2]}=4,${p[3]}=0`]);
    let updated = false;
    while (Date.now() - started < 8000) {
      if ((await page.textContent('#inhoud')) !== before) { updated = true; break; }
      await page.waitForTimeout(100);
    }
    const took = Date.now() - started;
    check(updated && took < 5000, `the klassement updated itself after ${took} ms`);
    check(await page.evaluate(() => window.notReloaded === true), 'the page was not reloaded');
    check((await page.textContent('#bijgewerkt')).startsWith('Bijgewerkt om'), 'the page says when it was brought up to date');
    console.log(`live update after ${took} ms`);

    // The round clock: started at the desk, on the phone within seconds, ticking by itself.
    run(['clock', 'start', '--round', '2', '--minutes', '45']);
    let clock = '';
    const clockStarted = Date.now();
    while (Date.now() - clockStarted < 6000) {
      clock = (await page.textContent('#klok')) || '';
      if (/^Ronde 2 · nog 4[45]:\d\d$/.test(clock)) break;
      await page.waitForTimeout(100);
    }
    check(/^Ronde 2 · nog 4[45]:\d\d$/.test(clock), `the clock shows the time left: "${clock}"`);
    await page.waitForTimeout(2100);
    const later = (await page.textContent('#klok')) || '';
    check(later !== clock && /^Ronde 2 · nog 4[45]:\d\d$/.test(later), `the clock ticks: "${clock}" then "${later}"`);
    await page.screenshot({ path: path.join(shots, 'klok-360.png') });
    await require('./announcement.js')({ page, run, check, until, shots });
    await context.close();
    await tablePage(browser, base);
    await require('./tableentry.js')({ browser, base, run, check, until, linkOnSheet, shots });
    await require('./tablecareless.js')({ browser, base, run, check, until, linkOnSheet, shots });
    const said = () => fs.readFileSync(path.join(work, 'serve.err'), 'utf8');
    await require('./eavesdrop.js')({ browser, base, run, check, until, linkOnSheet, shots, said });
    await require('./finale.js')({ browser, base, run, check, until, linkOnSheet, shots, restart });
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})().catch((e) => { console.error(e); process.exit(1); });
