import { iosVersionFromDarwin, majorMinor, parseAppAgent } from '../../src/domain/match/app-agent';
import { clipboardToken, referrerToken } from '../../src/domain/match/schema';
import { UA } from '../support/user-agents';

describe('app user agents', () => {
  it.each([
    ['20.0.0', '14.0'],
    ['21.6.0', '15.6'],
    ['22.4.0', '16.4'],
    ['23.4.0', '17.4'],
    ['24.6.0', '18.6'],
    ['25.0.0', '26.0'],
    ['25.2.0', '26.2'],
    ['19.0.0', null],
  ])('Darwin %s is iOS %s', (darwin, ios) => {
    expect(iosVersionFromDarwin(darwin)).toBe(ios);
  });

  it.each([
    ['Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0', { osFamily: 'ios', osVersion: '17.4', deviceModel: null }],
    ['Acme/1.0 CFNetwork/3860.100.1 Darwin/25.0.0', { osFamily: 'ios', osVersion: '26.0', deviceModel: null }],
    ['Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP1A.240305.019)', { osFamily: 'android', osVersion: '14', deviceModel: 'Pixel 8' }],
    ['okhttp/4.12.0', { osFamily: 'android', osVersion: null, deviceModel: null }],
    ['curl/8.0', { osFamily: null, osVersion: null, deviceModel: null }],
    ['Acme/1.0 Darwin/23', { osFamily: 'ios', osVersion: '17.0', deviceModel: null }],
    // Apps in a web view (Capacitor, Cordova) send their browser's agent.
    [UA.iphoneSafari, { osFamily: 'ios', osVersion: '17.4', deviceModel: null }],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_7_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      { osFamily: 'ios', osVersion: '16.7', deviceModel: null },
    ],
    [UA.instagramAndroid, { osFamily: 'android', osVersion: '14', deviceModel: 'Pixel 8' }],
    ['Dalvik/2.1.0 (Linux; U; Android 7.0; SM-G930F Build/NRD90M)', { osFamily: 'android', osVersion: '7.0', deviceModel: 'SM-G930F' }],
    // Android 8.1 and older report three-part releases.
    ['Dalvik/2.1.0 (Linux; U; Android 8.1.0; Nexus 5X Build/OPM7.181205.001)', { osFamily: 'android', osVersion: '8.1.0', deviceModel: 'Nexus 5X' }],
    ['Mozilla/5.0 (Linux; Android 8.1.0; SM-J530F Build/M1AJQ; wv) AppleWebKit/537.36', { osFamily: 'android', osVersion: '8.1.0', deviceModel: 'SM-J530F' }],
    ['Dalvik/2.1.0 (Linux; U; Android 13; SM-A525F  Build/TP1A.220624.014)', { osFamily: 'android', osVersion: '13', deviceModel: 'SM-A525F' }],
    ['Acme/2.3 (Android 14)', { osFamily: 'android', osVersion: '14', deviceModel: null }],
    // Chrome's reduced UA says "K" where the model was; "U" is no model either.
    [UA.androidChrome, { osFamily: 'android', osVersion: '10', deviceModel: null }],
    ['Mozilla/5.0 (Linux; Android 12; U) AppleWebKit/537.36 (KHTML, like Gecko)', { osFamily: 'android', osVersion: '12', deviceModel: null }],
  ])('%s', (ua, device) => {
    expect(parseAppAgent(ua)).toEqual(device);
  });

  it('compares versions by major.minor', () => {
    expect(majorMinor('17.4.1')).toBe('17.4');
    expect(majorMinor('14')).toBe('14.0');
    expect(majorMinor(null)).toBeNull();
    // Not a version number: unknown, never a contradiction.
    expect(majorMinor('iOS 17.4')).toBeNull();
    expect(majorMinor('14 QPR2')).toBeNull();
  });
});

describe('tokens in match requests', () => {
  it('reads the Ferry token out of a Play install referrer in any encoding', () => {
    expect(referrerToken('ferry_click=abc&utm_source=google-play')).toBe('abc');
    expect(referrerToken('ferry_click%3Dabc%26utm_source%3Dx')).toBe('abc');
    expect(referrerToken('utm_source=google-play')).toBeNull();
    expect(referrerToken('AbCdEfGhIjKlMnOpQrStUv')).toBe('AbCdEfGhIjKlMnOpQrStUv');
    expect(referrerToken('ferry_click=abc&utm_term=100%')).toBe('abc');
  });

  it('when the referrer holds a value of another shape than a token, then it names no token', () => {
    expect(referrerToken('ferry_click=\u0000abc')).toBeNull();
    expect(referrerToken('ferry_click=a%20b')).toBeNull();
    expect(referrerToken(`ferry_click=${'a'.repeat(65)}`)).toBeNull();
    expect(referrerToken(`ferry_click=${'a'.repeat(64)}`)).toBe('a'.repeat(64));
    expect(referrerToken('ferry_click=Ab_-9')).toBe('Ab_-9');
  });

  it('reads a 22-character token out of copied text', () => {
    expect(clipboardToken('  AbCdEfGhIjKlMnOpQrStUv \n')).toBe('AbCdEfGhIjKlMnOpQrStUv');
    expect(clipboardToken('short')).toBeNull();
  });
});
