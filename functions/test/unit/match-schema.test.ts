// POST /api/match bodies and the deepview's signal beacon (domain/match/schema.ts): what is
// kept (trimmed), what is refused, and which client hints are silently dropped.

import { matchRequestSchema, signalsSchema } from '../../src/domain/match/schema';

const pixel = { width: 412, height: 915 };

describe('match requests', () => {
  it('keeps every field a client library sends, trimmed; the timestamp may be a number or a string', () => {
    const deviceInfo = {
      userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0',
      timestamp: 1_795_000_000_000,
      os: 'iOS',
      osVersion: '17.4',
      model: 'iPhone15,3',
      screen: { width: 393, height: 852, pixelRatio: 3 },
      timezone: 'Europe/Paris',
      language: 'fr-FR',
    };
    const body = { subdomain: ' acme ', userAgent: 'Acme/1.0', clipboard: 'tok', installReferrer: 'ferry_click=tok', deviceInfo };
    expect(matchRequestSchema.parse(body)).toEqual({ ...body, subdomain: 'acme' });
    expect(matchRequestSchema.parse({ deviceInfo: { timestamp: '2026-11-22T12:00:00Z' } }).deviceInfo?.timestamp).toBe('2026-11-22T12:00:00Z');
    expect(matchRequestSchema.safeParse({ deviceInfo: { timestamp: true } }).success).toBe(false);
  });

  it('limits lengths as sent, spaces included, as the maxLength of the document does, on both sides', () => {
    expect(matchRequestSchema.safeParse({ subdomain: 'a'.repeat(63) }).success).toBe(true);
    expect(matchRequestSchema.safeParse({ subdomain: 'a'.repeat(64) }).success).toBe(false);
    expect(matchRequestSchema.safeParse({ subdomain: ` ${'a'.repeat(62)}` }).success).toBe(true);
    expect(matchRequestSchema.safeParse({ subdomain: `  ${'a'.repeat(62)}` }).success).toBe(false);
    expect(matchRequestSchema.safeParse({ deviceInfo: { osVersion: '1'.repeat(32) } }).success).toBe(true);
    expect(matchRequestSchema.safeParse({ deviceInfo: { osVersion: '1'.repeat(33) } }).success).toBe(false);
  });

  it('screens are positive, at most 20000 on a side, pixel ratios at most 10', () => {
    const ok = (screen: object) => matchRequestSchema.safeParse({ deviceInfo: { screen } }).success;
    expect(ok({ width: 20000, height: 20000, pixelRatio: 10 })).toBe(true);
    expect(ok({ width: 20001, height: 800 })).toBe(false);
    expect(ok({ width: 800, height: 20001 })).toBe(false);
    expect(ok({ width: 0, height: 800 })).toBe(false);
    expect(ok({ ...pixel, pixelRatio: 10.5 })).toBe(false);
  });

  it('refuses unknown top-level fields and a deviceInfo that is not an object, saying so', () => {
    expect(matchRequestSchema.safeParse({ subdomain: 'acme', device: {} }).success).toBe(false);
    const notObject = matchRequestSchema.safeParse({ deviceInfo: 'iPhone' });
    expect(notObject.error?.issues.map((i) => i.message)).toEqual(['deviceInfo must be an object']);
  });
});

describe('the signal beacon', () => {
  it('keeps screen, time zone, language and the client hints; takes languages without keeping them', () => {
    const beacon = { screen: pixel, timezone: ' Europe/Paris ', language: 'fr-FR', languages: ['fr-FR', 'en'], platformVersion: ' 14.0.0 ', model: 'Pixel 8' };
    expect(signalsSchema.parse(beacon)).toEqual({ screen: pixel, timezone: 'Europe/Paris', language: 'fr-FR', platformVersion: '14.0.0', model: 'Pixel 8' });
  });

  it('takes the null the page sends for a time zone or language the browser does not have, and keeps nothing for it', () => {
    expect(signalsSchema.parse({ screen: pixel, timezone: null, language: null, languages: [] })).toEqual({ screen: pixel });
  });

  it.each(['14', '14.0.0', '10.15.7', '1.2.3.4'])('keeps the platform version %p', (platformVersion) => {
    expect(signalsSchema.parse({ platformVersion })).toEqual({ platformVersion });
  });

  it.each(['Android 14', '14.0.0-beta', '1234.0', '1.2.3.4.5', '14.123456', ''])(
    'drops the platform version %p (a string of another shape), and still takes the beacon',
    (platformVersion) => {
      expect(signalsSchema.parse({ platformVersion, timezone: 'Europe/Paris' })).toEqual({ timezone: 'Europe/Paris' });
    },
  );

  it.each(['Pixel 8', 'SM-A525F', 'moto g(60)', 'Redmi Note 12 Pro+', 'a'.repeat(64)])('keeps the model %p', (model) => {
    expect(signalsSchema.parse({ model })).toEqual({ model });
  });

  it.each(['', '<b>Pixel 8', 'Pixel 8</b>', 'Pixel;8'])('drops the model %p (desktops send ""), and still takes the beacon', (model) => {
    expect(signalsSchema.parse({ model, language: 'en' })).toEqual({ language: 'en' });
  });

  it.each([
    [{ screen: { width: -1, height: 800 } }, 'screen.width'],
    [{ screen: { width: 390, height: 844, depth: 24 } }, 'screen.depth'],
    [{ screen: 'big' }, 'screen'],
    [{ timezone: 'x'.repeat(65) }, 'timezone'],
    [{ timezone: 3600 }, 'timezone'],
    [{ language: 'x'.repeat(36) }, 'language'],
    [{ languages: ['en', 'fr', 'de', 'it', 'es', 'pt'] }, 'languages'],
    [{ languages: 'en' }, 'languages'],
    [{ platformVersion: 14 }, 'platformVersion'],
    [{ platformVersion: 'x'.repeat(33) }, 'platformVersion'],
    [{ model: null }, 'model'],
    [{ model: 'a'.repeat(65) }, 'model'],
    [{ battery: 0.5 }, 'battery'],
  ])('refuses %j at %s', (beacon, field) => {
    const result = signalsSchema.safeParse(beacon);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [...issue.path, ...('keys' in issue ? issue.keys : [])].join('.'))).toContain(field);
  });
});
