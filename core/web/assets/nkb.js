// Every venue page (core/web/layout.cpp): polls the page with its ETag, ticks the round clock from the
// server's Date header, filters the name search as typed.
(function () {
  'use strict';
  var etag = document.body.getAttribute('data-etag') || '';
  var offset = 0;
  function fold(s) { return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase(); }
  function two(n) { return (n < 10 ? '0' : '') + n; }
  function clockText(s) {
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), x = s % 60;
    return h > 0 ? h + ':' + two(m) + ':' + two(x) : m + ':' + two(x);
  }
  function filter() {
    var input = document.getElementById('zoek');
    if (!input) return;
    var q = fold(input.value.trim()), shown = 0;
    document.querySelectorAll('[data-naam]').forEach(function (row) {
      var ok = q.length === 0 || fold(row.getAttribute('data-naam')).indexOf(q) >= 0;
      row.hidden = !ok; if (ok) shown++;
    });
    var none = document.getElementById('geen');
    if (none) none.hidden = !(q.length > 0 && shown === 0);
  }
  function tick() {
    var k = document.getElementById('klok');
    if (!k) return;
    var state = k.getAttribute('data-state'), round = k.getAttribute('data-ronde');
    if (state !== 'loopt') return;
    var left = Math.max(0, Math.round((Number(k.getAttribute('data-einde')) * 1000 - (Date.now() + offset)) / 1000));
    k.classList.toggle('waarschuwing', left > 0 && left <= 600);
    k.classList.toggle('tijd', left <= 0);
    k.textContent = round + (left > 0 ? ' \u00b7 nog ' + clockText(left) : ' \u00b7 Tijd!'); // "Ronde 3" or "Finale"
  }
  function stamp(ok) {
    var s = document.getElementById('bijgewerkt');
    if (!s) return;
    var now = new Date();
    if (ok) { s.className = 'status'; s.textContent = 'Bijgewerkt om ' + two(now.getHours()) + ':' + two(now.getMinutes()) + ':' + two(now.getSeconds()); }
    else { s.className = 'status offline'; s.textContent = 'Geen verbinding: ' + s.getAttribute('data-laatst'); }
    if (ok) s.setAttribute('data-laatst', s.textContent);
  }
  function poll() {
    fetch(location.pathname + location.search, { headers: { 'If-None-Match': etag }, cache: 'no-store' })
      .then(function (r) {
        var date = r.headers.get('Date');
        if (date) offset = Date.parse(date) + 500 - Date.now();
        if (r.status === 304) { stamp(true); return null; }
        if (!r.ok) throw new Error(String(r.status));
        etag = r.headers.get('ETag') || etag;
        return r.text();
      })
      .then(function (text) {
        if (text === null) return;
        var doc = new DOMParser().parseFromString(text, 'text/html');
        ['klok', 'inhoud'].forEach(function (id) {
          var fresh = doc.getElementById(id), old = document.getElementById(id);
          if (fresh && old) old.replaceWith(document.importNode(fresh, true));
        });
        filter(); tick(); stamp(true);
      })
      .catch(function () { stamp(false); });
  }
  document.addEventListener('input', function (e) { if (e.target && e.target.id === 'zoek') filter(); });
  var form = document.querySelector('form.zoek');
  if (form) form.addEventListener('submit', function (e) { e.preventDefault(); filter(); });
  filter(); tick(); stamp(true);
  setInterval(tick, 1000);
  setInterval(poll, 2000);
})();
