// The table page's signature (core/web/tablesign.h). The venue Wi-Fi is open and the pages are
// plain HTTP, so the table's code never leaves the phone: every request carries an HMAC-SHA256 of
// what it says, with the code as key. A browser gives its own SHA-256 (crypto.subtle) only on
// HTTPS, so it is written out here (FIPS 180-4; tested against RFC 4231's HMAC answers and
// Python's hmac in tests/web/lint/tafelteken.test.js).
// window.nkbTafel.fetch(code, phone, method, path, body) sends a signed request: a look with a
// number of its own, a write with the number the server gave last (X-Tafelnonce, once each); a
// write whose number is stale (428, after a restart of the server) is signed again with the
// fresh number and sent once more.
(function () {
  'use strict';
  var K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2];
  function ror(x, n) { return (x >>> n) | (x << (32 - n)); }
  // SHA-256 of a Uint8Array.
  function sha256(bytes) {
    var n = bytes.length;
    var size = Math.ceil((n + 9) / 64) * 64;
    var m = new Uint8Array(size);
    m.set(bytes);
    m[n] = 0x80;
    var v = new DataView(m.buffer);
    v.setUint32(size - 8, Math.floor(n / 0x20000000));
    v.setUint32(size - 4, (n * 8) >>> 0);
    var h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    var w = new Array(64);
    for (var at = 0; at < size; at += 64) {
      var i;
      for (i = 0; i < 16; i++) w[i] = v.getUint32(at + i * 4);
      for (i = 16; i < 64; i++) {
        var s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >>> 3);
        var s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
      }
      var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
      for (i = 0; i < 64; i++) {
        var t1 = (k + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
        var t2 = ((ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        k = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0;
      h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + k) | 0;
    }
    var out = new Uint8Array(32);
    var o = new DataView(out.buffer);
    for (var j = 0; j < 8; j++) o.setUint32(j * 4, h[j] >>> 0);
    return out;
  }
  // HMAC (RFC 2104) with SHA-256 of Uint8Arrays.
  function hmac(key, message) {
    if (key.length > 64) key = sha256(key);
    var inner = new Uint8Array(64 + message.length), outer = new Uint8Array(96);
    for (var i = 0; i < 64; i++) {
      var byte = i < key.length ? key[i] : 0;
      inner[i] = byte ^ 0x36;
      outer[i] = byte ^ 0x5c;
    }
    inner.set(message, 64);
    outer.set(sha256(inner), 64);
    return sha256(outer);
  }
  function hex(bytes) {
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }
  function utf8(text) { return new TextEncoder().encode(text); }
  function randomHex() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return hex(bytes);
  }
  // What is signed (tablesign.h: tableSignedMessage).
  function sign(code, method, path, phone, nonce, body) {
    return hex(hmac(utf8(code), utf8('nkb-tafel/1\n' + method + '\n' + path + '\n' + phone + '\n' + nonce + '\n' + body)));
  }
  var nonce = ''; // the server's latest number for this page's next write, taken once
  function signedFetch(code, phone, method, path, body, again) {
    var write = method !== 'GET';
    var n = write ? nonce : randomHex();
    if (write) nonce = '';
    var text = body === undefined ? '' : body;
    var headers = { 'X-Telefoon': phone, 'X-Tafelnonce': n, 'X-Tafelteken': sign(code, method, path, phone, n, text) };
    var init = { method: method, cache: 'no-store', headers: headers };
    if (write) { headers['Content-Type'] = 'application/json'; init.body = text; }
    return fetch(path, init).then(function (r) {
      var given = r.headers.get('X-Tafelnonce');
      if (given) nonce = given;
      if (r.status === 428 && write && !again && nonce) return signedFetch(code, phone, method, path, body, true);
      return r;
    });
  }
  window.nkbTafel = { sha256: function (text) { return hex(sha256(utf8(text))); },
    hmac: function (key, message) { return hex(hmac(key, message)); }, sign: sign, fetch: signedFetch };
})();
