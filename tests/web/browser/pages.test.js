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
  fs.rmSync(db, { force: true });
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

function serve() {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, ['--format', 'json', '--db', db, 'serve', '--listen', '127.0.0.1:0']);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve({ child, port: JSON.parse(out.slice(0, nl)).port });
    });
    child.on('exit', (code) => reject(new Error('serve stopped: ' + code)));
  });
}

(async () => {
  fs.mkdirSync(shots, { recursive: true });
  makeTournament();
  const { child, port } = await serve();
  const base = `http://127.0.0.1:${port}`;
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
    await context.close();
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})().catch((e) => { console.error(e); process.exit(1); });
