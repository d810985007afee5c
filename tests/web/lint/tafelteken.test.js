// The table page's SHA-256 and HMAC (core/web/assets/tafelteken.js) against answers from outside
// it: RFC 4231's HMAC-SHA256 test cases, FIPS 180-4's SHA-256 examples, and the signatures of
// three requests computed with Python's hmac module (the same three the server's test checks in
// tests/web/test_web_tablesign.cpp). Usage: node tafelteken.test.js PATH/TO/tafelteken.js
'use strict';
const fs = require('fs');
const vm = require('vm');
const sandbox = { window: {}, TextEncoder, crypto: require('crypto').webcrypto };
vm.runInNewContext(fs.readFileSync(process.argv[2], 'utf8'), sandbox);
const t = sandbox.window.nkbTafel;
const bytes = (h) => Uint8Array.from(Buffer.from(h, 'hex'));
const text = (s) => new TextEncoder().encode(s);
let failed = 0;
function check(what, got, want) {
  if (got !== want) { failed++; console.error(`FOUT ${what}: ${got} (verwacht ${want})`); }
}
// FIPS 180-4 (csrc.nist.gov examples): "abc" and the 448-bit two-block message; the empty message.
check('sha256("abc")', t.sha256('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
check('sha256("")', t.sha256(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
check('sha256(448 bits)', t.sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
  '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
check('sha256(a million a)', t.sha256('a'.repeat(1000000)), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
// RFC 4231 test cases 1, 2, 3 and 6 (a key longer than the block).
check('RFC 4231 case 1', t.hmac(bytes('0b'.repeat(20)), text('Hi There')),
  'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
check('RFC 4231 case 2', t.hmac(text('Jefe'), text('what do ya want for nothing?')),
  '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
check('RFC 4231 case 3', t.hmac(bytes('aa'.repeat(20)), bytes('dd'.repeat(50))),
  '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe');
check('RFC 4231 case 6', t.hmac(bytes('aa'.repeat(131)), text('Test Using Larger Than Block-Size Key - Hash Key First')),
  '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
// Requests as the page signs them, against Python's hmac.new(code, message, sha256).
const code = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const phone = '0123456789abcdef0123456789abcdef';
check('a write', t.sign(code, 'POST', '/tafel/7/spel', phone, '00112233445566778899aabbccddeeff',
  '{"telefoon":"0123456789abcdef0123456789abcdef","spel":1,"basis":"","giften":[],"klaar":false}'),
'2160551893870d377b8dd023ae3f2036d3e21745de8faab6e21afd65992132a1');
check('a look', t.sign(code, 'GET', '/tafel/7/stand', phone, 'look-1', ''),
  '2cff2ea8b7a171561a6d0789ef5f5b77a2f3994e31abccb557995c85a95e6ec2');
check('a body with letters outside ASCII', t.sign(code, 'POST', '/tafel/1/spel', 'phone-phone-phone-1', 'n',
  '{"naam":"Ëlla Ĳsbrand"}'), '640ac5d55b54a2cadd9712bc07ddccbc3d77039d4f085986511c22269f5fe3c2');
if (failed) { console.error(`${failed} fout`); process.exit(1); }
console.log('tafelteken.js: SHA-256 (FIPS 180-4), HMAC (RFC 4231) en drie handtekeningen (Python) kloppen');
