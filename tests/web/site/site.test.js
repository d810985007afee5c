// The published website in the Nu HTML Checker and in real Chromium with axe-core (see run.sh).
// Prints "N passed, M failed"; exits 1 on a failure.
'use strict';
const { chromium } = require('playwright-core');
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');

const [cli, work] = process.argv.slice(2);
const site = path.join(work, 'site');
const shots = path.join(work, 'screenshots');
let passed = 0;
let failed = 0;
function check(ok, what) {
  if (ok) { passed++; } else { failed++; console.log('FAILED: ' + what); }
}
function run(db, args) {
  return execFileSync(cli, ['--format', 'json', '--db', db, ...args], { encoding: 'utf8' });
}

// A whole day: 16 players (a 40-character name, an accented one, one that tries to be HTML, every
// third a "dame"), five rounds played, the final seated and played: a champion.
function makeTournament(db, name, date, seed) {
  for (const f of [db, db + '-wal', db + '-shm']) fs.rmSync(f, { force: true });
  run(db, ['new', '--name', name, '--date', date, '--venue', 'Dorpshuis Leimuiden']);
  const names = ['Alexander-Frederik van Oranje-Nassau Hoo', 'José van Ĳsselstein', '<b>Kees</b> & Co',
    'Anna de Vries', 'Bram Jansen', 'Cor Bakker', 'Dirk Visser', 'Els Smit', 'Frank Meijer', 'Gerda de Boer',
    'Henk Mulder', 'Ilse de Vries', 'Joop Jansen', 'Karin Bakker', 'Leo Visser', 'Marja Smit'];
  const csv = 'naam,club,categorie\n' +
    names.map((n, i) => `${n},Club ${i % 4 + 1},${i % 3 === 0 ? 'dame' : i % 5 === 0 ? 'nieuw' : ''}`).join('\n') + '\n';
  fs.writeFileSync(path.join(work, 'spelers.csv'), csv);
  run(db, ['players', 'import', path.join(work, 'spelers.csv')]);
  const tablesOf = (r) => { const s = JSON.parse(run(db, ['tables', '--round', String(r)])); return s.tables || s; };
  for (let r = 1; r <= 5; r++) {
    run(db, ['draw', '--round', String(r), '--seed', String(seed + r)]);
    for (const t of tablesOf(r)) {
      const p = t.players;
      for (const g of ['1', '2'])
        run(db, ['result', '--round', String(r), '--table', String(t.table), '--game', g, '--points',
          `${p[0]}=10,${p[1]}=8,${p[2]}=4,${p[3]}=${g === '1' ? 0 : 1}`]);
    }
  }
  let known = JSON.parse(run(db, ['finalists']));
  if (known.tie && !known.tie.lot) {
    run(db, ['finalists', '--resolve-by-lot', '--seed', '5']);
    known = JSON.parse(run(db, ['finalists']));
  }
  const p = known.finalists;
  run(db, ['result', '--final', '--game', '1', '--points', `${p[0]}=10,${p[1]}=8,${p[2]}=4,${p[3]}=0`]);
  run(db, ['result', '--final', '--game', '2', '--points', `${p[0]}=10,${p[1]}=4,${p[2]}=8,${p[3]}=0`]);
}

function htmlFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...htmlFiles(full));
    else if (e.name.endsWith('.html')) out.push(full);
  }
  return out;
}

async function main() {
  fs.mkdirSync(shots, { recursive: true });
  const db = path.join(work, 'nk2026.bonaken');
  const earlier = path.join(work, 'nk2025.bonaken');
  makeTournament(earlier, 'NK Bonaken 2025', '2025-11-29', 40);
  makeTournament(db, 'NK Bonaken 2026', '2026-11-28', 10);
  fs.rmSync(site, { recursive: true, force: true });
  run(db, ['export', 'site', site, '--jaar', earlier]);
  const pages = htmlFiles(site);
  // Each year: overview, klassement, its categories (dame, nieuw), indeling, finale, spelers,
  // spelregels, five rounds and sixteen players; and the front page.
  check(pages.length === 2 * (8 + 5 + 16) + 1, `the site of two years has every page: ${pages.length}`);

  // The Nu HTML Checker (the W3C's), on every page and the style sheet.
  const vnu = require('vnu-jar');
  const sheets = [path.join(site, 'nkb.css'), path.join(site, '2026', 'nkb.css')];
  const checked = spawnSync('java', ['-jar', vnu, '--errors-only', '--also-check-css', '--format', 'json', ...pages, ...sheets],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const messages = JSON.parse(checked.stderr || '{"messages":[]}').messages || [];
  for (const m of messages.slice(0, 20)) console.log(`vnu: ${m.url}: ${m.message} (${m.extract || ''})`);
  check(checked.status === 0 && messages.length === 0, `vnu finds no error in ${pages.length} pages (${messages.length} found)`);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: true });
    const page = await context.newPage();
    const outside = [];
    page.on('request', (r) => { if (!r.url().startsWith('file://')) outside.push(r.url()); });
    const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const shown = new Set(['index.html', '2026/index.html', '2026/klassement.html', '2026/speler-1.html',
      '2026/finale.html', '2026/ronde-3.html', '2026/spelregels.html', '2026/spelers.html']);
    let violations = 0;
    for (const file of pages) {
      const rel = path.relative(site, file);
      await page.goto(pathToFileURL(file).href);
      const scripts = await page.$$eval('script', (s) => s.length);
      check(scripts === 0, `${rel} has no script of its own`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      check(wide <= 360, `${rel} fits 360 px without sideways scrolling (${wide} px)`);
      await page.addScriptTag({ content: axeSource });
      const result = await page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help} (${v.nodes[0].target.join(' ')})`);
      });
      for (const v of result) console.log(`axe: ${rel}: ${v}`);
      violations += result.length;
      if (shown.has(rel)) await page.screenshot({ path: path.join(shots, rel.replace(/\//g, '-').replace('.html', '.png')), fullPage: true });
    }
    check(violations === 0, `axe-core finds no accessibility violation on ${pages.length} pages (${violations} found)`);
    check(outside.length === 0, `no page asks anything outside the site: ${outside.slice(0, 3).join(', ')}`);
    const champion = await (async () => {
      await page.goto(pathToFileURL(path.join(site, 'index.html')).href);
      return page.textContent('main');
    })();
    check(/Kampioen/.test(champion) && /NK Bonaken 2025/.test(champion) && /NK Bonaken 2026/.test(champion),
      'the front page names both years and their champions');
  } finally {
    await browser.close();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => { console.log('FAILED: ' + (e.stack || e)); process.exit(1); });
