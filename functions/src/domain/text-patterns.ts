// The regular expressions behind the text and URL rules of request fields. Each one is both the
// server's check (zod's .regex, on the value as sent) and, through z.toJSONSchema, the `pattern`
// the OpenAPI document shows, so a generated client or a fuzzer checks exactly what Ferry does.
//
// A pattern must read the same in three engines: ECMA-262 with the `u` flag (browsers, Ajv),
// Python's `re` (Schemathesis draws values from it) and Rust's fancy-regex (Schemathesis judges
// values with it). Hence: explicit character ranges, no \s (each engine has its own), no
// surrogate code points (Rust refuses the pattern); lone surrogates are refused in words and
// by json-values.ts instead.

/**
 * No control character: C0 (NUL, escape, ...) and DEL. Tab, line feed and carriage return are
 * text. SQLite would keep the others as given, Firestore would change or refuse them, and no
 * title or URL needs them.
 */
export const CONTROL_FREE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * No NUL character: what every string of every request body holds (domain/json-values.ts), free
 * text or not. The document shows it on each body string that has no stricter pattern.
 */
export const NUL_FREE = /^[^\u0000]*$/;

/**
 * Exactly the characters String.prototype.trim removes (test/unit/text-patterns.test.ts), so a
 * pattern may allow what the server trims away before it reads a value.
 */
export const TRIMMED = '[\\t\\n\\u000B\\u000C\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]';

/** Some character that trim keeps: unanchored, so a value of spaces only, or none, fails it. */
export const NOT_BLANK = new RegExp(`[^${TRIMMED.slice(1, -1)}]`);

/** http:// or https://, in any case, after what trim removes. */
export const HTTP_URL_START = new RegExp(`^${TRIMMED}*[Hh][Tt][Tt][Pp][Ss]?://`);
export const HTTPS_URL_START = new RegExp(`^${TRIMMED}*[Hh][Tt][Tt][Pp][Ss]://`);

/**
 * A deep link: a scheme (RFC 3986: a letter, then letters, digits, +, - or .) and its colon,
 * not one of the schemes that run code or read files in a browser, then no space (JS's \s is
 * exactly what trim removes) and no control character, as url-rules.ts reads it. No `format:
 * uri`: `#{...}` variables and non-ASCII paths are deep links an RFC 3986 check would refuse.
 */
const SPACE_CHARS = TRIMMED.slice(1, -1);
export const SAFE_DEEP_LINK = new RegExp(
  `^${TRIMMED}*(?![Jj][Aa][Vv][Aa][Ss][Cc][Rr][Ii][Pp][Tt]:|[Dd][Aa][Tt][Aa]:|[Vv][Bb][Ss][Cc][Rr][Ii][Pp][Tt]:|[Ff][Ii][Ll][Ee]:)[A-Za-z][A-Za-z0-9+.-]*:[^${SPACE_CHARS}\\u0000-\\u001F]*${TRIMMED}*$`,
);

/**
 * A whole-value pattern (`^...$`) as it reads the value before the trim: the same match with
 * what trim removes allowed around it.
 */
export function beforeTrim(pattern: RegExp): RegExp {
  const inner = pattern.source.replace(/^\^/, '').replace(/\$$/, '');
  return new RegExp(`^${TRIMMED}*(?:${inner})${TRIMMED}*$`, pattern.flags);
}

/**
 * One label of a DNS name: 1 to 63 letters, digits or hyphens, not starting or ending with a
 * hyphen (RFC 1123), "--" third and fourth only in IDNA's "xn--" (RFC 5891). Unanchored, for
 * host name and email patterns. Only negative lookaheads: Hypothesis, which draws Schemathesis'
 * values from a pattern, draws from those readily and from a positive one hardly at all.
 */
const DNS_LABEL = '(?!(?![Xx][Nn]--)[A-Za-z0-9]{2}--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * A host name a project may name (a custom domain, an allowed domain), as sent: at least two
 * labels, a last one that starts with a letter (so never an IPv4 address), no space around it and
 * no trailing dot. Any case. At most HOST_NAME_MAX characters (the schema's maxLength).
 */
export const HOST_NAME = new RegExp(`^(?:${DNS_LABEL}\\.)+(?![0-9-])${DNS_LABEL}$`);
export const HOST_NAME_MAX = 253;

/** The domain of an email: labels as a host name's, then a last label of 2 to 63 letters. */
export const EMAIL_DOMAIN = `(?:${DNS_LABEL}\\.)+[A-Za-z]{2,63}`;
