// The patterns the OpenAPI document shows are the server's own checks: the same sample strings
// go through the zod field schemas and through the patterns as a client reads them (ECMA-262
// with the `u` flag), and both must give the same verdict.

import { z } from 'zod';
import { EMAIL_PATTERN, emailSchema } from '../../src/domain/accounts/schema';
import { deepLink, httpsUrl, httpUrl, nonBlankText, requiredText, text } from '../../src/domain/links/fields';
import { CONTROL_FREE, HTTP_URL_START, HTTPS_URL_START, NOT_BLANK, SAFE_DEEP_LINK, TRIMMED } from '../../src/domain/text-patterns';

/** The pattern as a JSON Schema validator compiles it from the document's text. */
const asDocumented = (pattern: RegExp) => new RegExp(pattern.source, 'u');
const accepts = (schema: z.ZodType, value: string) => schema.safeParse(value).success;

/** Every character of the first two Unicode blocks and the odd spaces, alone and inside a word. */
const CHARACTERS = [...Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)), '\u00a0', '\u2028', '\ufeff', 'é', '😀'];
const SAMPLES = CHARACTERS.flatMap((c) => [c, `a${c}b`, `${c}title`, `title${c}`]);

describe('free text', () => {
  const title = text('title', 200);

  it('when a string holds no lone surrogate, then the server refuses it exactly when the documented pattern does', () => {
    const disagree = SAMPLES.filter((s) => accepts(title, s) !== asDocumented(CONTROL_FREE).test(s));
    expect(disagree).toEqual([]);
  });

  it('when a string holds a control character, then the answer is the sentence the server always gave', () => {
    expect(title.safeParse('a\u0001b').error?.issues[0]?.message).toBe('title must not contain control characters or broken unicode');
  });

  it('when a control character is one trim would remove, then it is refused all the same', () => {
    expect(accepts(title, '\u000btitle')).toBe(false);
    expect(accepts(title, 'title\u000c')).toBe(false);
  });

  it('when a string holds a lone surrogate, which no pattern can name, then the server refuses it with the same sentence', () => {
    expect(title.safeParse('a\ud800').error?.issues[0]?.message).toBe('title must not contain control characters or broken unicode');
    expect(accepts(title, 'a\ud83d\ude00')).toBe(true);
  });
});

describe('text that must hold something', () => {
  const title = requiredText('title', 200);
  const documented = (s: string) => asDocumented(CONTROL_FREE).test(s) && asDocumented(NOT_BLANK).test(s);

  it('when a string is blank or not, then the server refuses it exactly when the documented patterns do', () => {
    const blanks = ['', ' ', '\t', '\r\n', '\u00a0', '\u2028', '\ufeff', ' \t\ufeff '];
    const disagree = [...SAMPLES, ...blanks].filter((s) => accepts(title, s) !== documented(s));
    expect(disagree).toEqual([]);
    expect(blanks.filter((s) => accepts(title, s))).toEqual([]);
  });

  it('when a required text is blank, then the answer says it is required; a tag says what tags must not be', () => {
    expect(title.safeParse('\t').error?.issues[0]?.message).toBe('title is required');
    expect(title.safeParse('').error?.issues[0]?.message).toBe('title is required');
    expect(nonBlankText('tags', 50, 'tags must not be empty strings').safeParse(' ').error?.issues[0]?.message).toBe('tags must not be empty strings');
    expect(title.parse(' \tx ')).toBe('x');
  });
});

describe('what trim removes', () => {
  it('when TRIMMED is compared with String.prototype.trim, then it names exactly the characters trim removes', () => {
    const trimmed = new RegExp(`^${TRIMMED}$`, 'u');
    const differ = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i)).filter((c) => (c.trim() === '') !== trimmed.test(c));
    expect(differ).toEqual([]);
  });
});

describe('URL fields', () => {
  const URLS = [
    'https://acme.example/sale',
    'http://acme.example',
    'HTTPS://ACME.EXAMPLE',
    ' https://acme.example ',
    '\u00a0https://acme.example',
    'ftp://acme.example',
    'acme://sale',
    'https:acme.example',
    '//acme.example',
    '',
    'javascript:alert(1)',
    'https://',
  ];

  it('when a URL field refuses a value for its scheme, then the documented pattern refuses it too, and the reverse', () => {
    for (const [schema, pattern] of [
      [httpUrl('url'), HTTP_URL_START],
      [httpsUrl('url'), HTTPS_URL_START],
    ] as const) {
      // The pattern says the scheme; the rest (a host, no spaces) is the URL's own grammar, in words and `format: uri`.
      const withHost = URLS.filter((u) => /^\s*\w+:\/\/[a-z]/i.test(u));
      expect(withHost.filter((u) => accepts(schema, u) !== asDocumented(pattern).test(u))).toEqual([]);
      expect(URLS.filter((u) => !asDocumented(pattern).test(u) && accepts(schema, u))).toEqual([]);
    }
  });

  it('when a deep link names a script or file scheme in any case, then the pattern and the server both refuse it', () => {
    const links = [
      'acme://sale?id=42',
      'acme://p/#{id}',
      'https://acme.example',
      ' Acme+1.x:path\n',
      'JavaScript:alert(1)',
      'DATA:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '1acme://x',
      'acme',
      'acme://a b',
      'acme://a\u00a0b',
      'acme://a\tb',
      'acme://é',
    ];
    expect(links.filter((l) => accepts(deepLink, l) !== asDocumented(SAFE_DEEP_LINK).test(l))).toEqual([]);
  });

  it('when a deep link is empty or blank, then the answer says it is required, as before the pattern', () => {
    expect(deepLink.safeParse('  ').error?.issues[0]?.message).toBe('deepLink is required');
  });
});

describe('email', () => {
  it('when an address goes through the server and the documented pattern, then both give the same verdict', () => {
    const addresses = [
      'dana@acme.example',
      ' Dana@Acme.Example\n',
      "o'brien+tag@mail.acme.io",
      'a!b@acme.example',
      'dana@acme',
      'dana@@acme.example',
      '',
      'dana@acme.example x',
    ];
    const pattern = asDocumented(EMAIL_PATTERN);
    expect(addresses.filter((a) => accepts(emailSchema, a) !== pattern.test(a))).toEqual([]);
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('email must be an email address');
  });

  it('when an address has a space around it, then it is refused, as format: email refuses it', () => {
    for (const spaced of [' dana@acme.example', 'dana@acme.example\n', '\u2000dana@acme.example\u2004'])
      expect(emailSchema.safeParse(spaced).error?.issues[0]?.message).toBe('email must be an email address');
    expect(emailSchema.parse('Dana@Acme.Example')).toBe('dana@acme.example');
  });

  it('when the part before the @ or a label of the domain reaches its RFC 5321 limit, then one more is refused', () => {
    const valid = (email: string) => emailSchema.safeParse(email).success;
    expect([valid(`${'a'.repeat(64)}@x.io`), valid(`${'a'.repeat(65)}@x.io`)]).toEqual([true, false]);
    expect([valid(`a@${'b'.repeat(63)}.io`), valid(`a@${'b'.repeat(64)}.io`)]).toEqual([true, false]);
    expect([valid(`a@b.${'c'.repeat(63)}`), valid(`a@b.${'c'.repeat(64)}`)]).toEqual([true, false]);
  });

  it('when a label of the domain ends in a hyphen or holds "--" third and fourth, then it is refused unless it is IDNA\'s xn--', () => {
    const valid = (email: string) => emailSchema.safeParse(email).success;
    expect(['a@b-.io', 'a@-b.io', 'a@ab--c.io', 'a@xn--bcher-kva.example', 'a@abc--d.io', 'a@b-c.io'].map(valid)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
