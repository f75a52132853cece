// What an app's own HTTP client tells about the device (samples: test/support/user-agents.ts): iOS apps
// send `Darwin/x.y` (Darwin 20-24 = iOS 14-18, 25 = iOS 26; the minor follows iOS's), Android
// apps send Dalvik's `Android 14; Pixel 8` or nothing useful (OkHttp), so the client library's
// deviceInfo fields fill the gaps.

export interface AppDevice {
  osFamily: 'ios' | 'android' | null;
  osVersion: string | null;
  deviceModel: string | null;
}

export function iosVersionFromDarwin(darwin: string): string | null {
  const [major, minor = '0'] = darwin.split('.');
  const d = Number(major);
  if (!Number.isInteger(d) || d < 20) return null;
  // Apple jumped from iOS 18 (Darwin 24) to iOS 26 (Darwin 25).
  const ios = d <= 24 ? d - 6 : d + 1;
  return `${ios}.${Number(minor)}`;
}

export function parseAppAgent(userAgent: string): AppDevice {
  const darwin = /\bDarwin\/(\d+(?:\.\d+)?)/.exec(userAgent);
  if (darwin) return { osFamily: 'ios', osVersion: iosVersionFromDarwin(darwin[1]!), deviceModel: null };
  const iosBrowser = /\b(?:iPhone|CPU) OS (\d+)_(\d+)/.exec(userAgent);
  if (iosBrowser) return { osFamily: 'ios', osVersion: `${iosBrowser[1]}.${iosBrowser[2]}`, deviceModel: null };
  const android = /\bAndroid (\d+(?:\.\d+)*)(?:; ([^;)]+?))?(?: Build\/[^;)]*)?[;)]/.exec(userAgent);
  if (android) {
    const model = android[2]?.trim();
    return { osFamily: 'android', osVersion: android[1]!, deviceModel: model && model !== 'K' && model !== 'U' ? model : null };
  }
  if (/\b(okhttp|Dalvik)\//i.test(userAgent)) return { osFamily: 'android', osVersion: null, deviceModel: null };
  return { osFamily: null, osVersion: null, deviceModel: null };
}

/** "17.4.1" -> "17.4": a patch update between click and first open is common and meaningless. */
export function majorMinor(version: string | null | undefined): string | null {
  if (!version) return null;
  const [major, minor = '0'] = version.split('.');
  return /^\d+$/.test(major!) ? `${Number(major)}.${Number(minor) || 0}` : null;
}
