// A simulated population for the deferred-match benchmark, from a seed: devices (iPhones and
// Android phones with real user agents, as in test/support/user-agents.ts), the networks they share
// (carrier NAT with hundreds of users per public IP, office Wi-Fi, homes), who clicks which
// link and when, who installs and opens the app how long after, and what the app then knows
// (clipboard, install referrer, deviceInfo). Pure data: match-quality.js drives the real code.

'use strict';

// ---------------------------------------------------------------- random numbers (seeded)

function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    chance: (p) => next() < p,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    /** items: [[value, weight], ...] */
    weighted(items) {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let x = next() * total;
      for (const [value, w] of items) if ((x -= w) < 0) return value;
      return items[items.length - 1][0];
    },
    logUniform: (lo, hi) => Math.exp(Math.log(lo) + next() * (Math.log(hi) - Math.log(lo))),
  };
  return r;
}

// ---------------------------------------------------------------- devices

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// Share of iPhones by iOS version in late 2026 (iOS 26 Safari hides its version in Version/).
const IOS_VERSIONS = [
  ['26.2', 28],
  ['26.1', 10],
  ['26.0', 7],
  ['18.7', 8],
  ['18.6', 20],
  ['18.5', 5],
  ['17.6', 8],
  ['17.4', 6],
  ['16.7', 5],
];
// iPhones: machine identifier (what an app reads with uname), screen in points, oldest iOS major it ships with.
const IPHONES = [
  { id: 'iPhone17,1', screen: [402, 874], minIos: 18, w: 10 }, // 16 Pro
  { id: 'iPhone17,3', screen: [393, 852], minIos: 18, w: 10 }, // 16
  { id: 'iPhone17,2', screen: [440, 956], minIos: 18, w: 5 }, // 16 Pro Max
  { id: 'iPhone16,1', screen: [393, 852], minIos: 17, w: 10 }, // 15 Pro
  { id: 'iPhone15,4', screen: [393, 852], minIos: 17, w: 10 }, // 15
  { id: 'iPhone16,2', screen: [430, 932], minIos: 17, w: 6 }, // 15 Pro Max
  { id: 'iPhone15,2', screen: [393, 852], minIos: 16, w: 8 }, // 14 Pro
  { id: 'iPhone15,3', screen: [430, 932], minIos: 16, w: 5 }, // 14 Pro Max
  { id: 'iPhone14,7', screen: [390, 844], minIos: 16, w: 10 }, // 14
  { id: 'iPhone14,5', screen: [390, 844], minIos: 15, w: 12 }, // 13
  { id: 'iPhone13,2', screen: [390, 844], minIos: 14, w: 8 }, // 12
  { id: 'iPhone14,6', screen: [375, 667], minIos: 15, w: 6 }, // SE (3rd gen)
];
const ANDROID_VERSIONS = [
  ['15', 30],
  ['14', 38],
  ['13', 22],
  ['12', 10],
];
const ANDROID_BUILDS = { 15: 'AP3A.241005.015', 14: 'AP1A.240305.019', 13: 'TQ3A.230901.001', 12: 'SP1A.210812.016' };
// Models as Build.MODEL says, screen in dp (what both the browser and the app report).
const ANDROIDS = [
  { model: 'Pixel 8', brand: 'Google/google', screen: [412, 915], w: 8 },
  { model: 'Pixel 7', brand: 'Google/google', screen: [412, 915], w: 6 },
  { model: 'Pixel 9', brand: 'Google/google', screen: [412, 923], w: 4 },
  { model: 'SM-S921B', brand: 'samsung/samsung', screen: [360, 780], w: 9 },
  { model: 'SM-S911B', brand: 'samsung/samsung', screen: [360, 780], w: 8 },
  { model: 'SM-A546B', brand: 'samsung/samsung', screen: [384, 854], w: 10 },
  { model: 'SM-A155F', brand: 'samsung/samsung', screen: [384, 832], w: 10 },
  { model: 'SM-A256B', brand: 'samsung/samsung', screen: [384, 854], w: 7 },
  { model: '23117RA68G', brand: 'Redmi/redmi', screen: [393, 873], w: 8 },
  { model: 'moto g54 5G', brand: 'motorola/motorola', screen: [412, 915], w: 6 },
  { model: 'CPH2581', brand: 'OnePlus/oneplus', screen: [412, 915], w: 4 },
];
const REGIONS = [
  { tz: 'America/New_York', w: 45 },
  { tz: 'America/Chicago', w: 25 },
  { tz: 'America/Los_Angeles', w: 20 },
  { tz: 'America/Denver', w: 10 },
];
const LANGUAGES = [
  ['en-US', 80],
  ['es-US', 12],
  ['fr-CA', 3],
  ['zh-CN', 3],
  ['vi-VN', 2],
];

const darwinOf = (ios) => {
  const [major, minor] = ios.split('.').map(Number);
  return `${major >= 26 ? major - 1 : major + 6}.${minor}.0`;
};
const CFNETWORK = { 16: '1410.0.3', 17: '1494.0.7', 18: '3826.600.41', 26: '3860.100.1' };

/** The browser's user agent at the click (test/support/user-agents.ts; iOS 26 Safari freezes its OS token). */
function browserAgent(device, browser) {
  if (device.os === 'ios') {
    const [major, minor] = device.iosVersion.split('.');
    const real = `${major}_${minor}`;
    switch (browser) {
      case 'safari': {
        const token = Number(major) >= 26 ? (Number(minor) >= 2 ? '18_7' : '18_6') : real;
        return `Mozilla/5.0 (iPhone; CPU iPhone OS ${token} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${major}.${minor} Mobile/15E148 Safari/604.1`;
      }
      // Third-party browsers and in-app web views kept the real OS version on iOS 26.
      case 'chrome':
        return `Mozilla/5.0 (iPhone; CPU iPhone OS ${real} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/141.0.7390.41 Mobile/15E148 Safari/604.1`;
      case 'instagram':
        return `Mozilla/5.0 (iPhone; CPU iPhone OS ${real} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 323.0.3.23.54 (${device.model}; iOS ${real}; en_US; en; scale=3.00; ${device.screen[0] * 3}x${device.screen[1] * 3}; 577210397)`;
      case 'facebook':
        return `Mozilla/5.0 (iPhone; CPU iPhone OS ${real} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.39.109;FBDV/${device.model};FBMD/iPhone;FBSN/iOS;FBSV/${major}.${minor};FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`;
    }
  }
  const v = device.androidVersion;
  switch (browser) {
    case 'chrome': // reduced UA: neither version nor model
      return 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    case 'chrome-full':
      return `Mozilla/5.0 (Linux; Android ${v}; ${device.model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 Mobile Safari/537.36`;
    case 'instagram':
      return `Mozilla/5.0 (Linux; Android ${v}; ${device.model} Build/${ANDROID_BUILDS[v]}; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 329.0.0.41.93 Android (${20 + Number(v)}/${v}; 420dpi; 1080x2400; ${device.brand}; ${device.model}; shiba; shiba; en_US; 590048676)`;
  }
  throw new Error(`no agent for ${device.os}/${browser}`);
}

/** The app's own HTTP client at first open: Darwin on iOS, OkHttp or Dalvik on Android. */
function appAgent(device, iosVersionNow) {
  if (device.os === 'ios') return `Acme/1.0 CFNetwork/${CFNETWORK[iosVersionNow.split('.')[0]]} Darwin/${darwinOf(iosVersionNow)}`;
  return device.httpClient === 'okhttp'
    ? 'okhttp/4.12.0'
    : `Dalvik/2.1.0 (Linux; U; Android ${device.androidVersion}; ${device.model} Build/${ANDROID_BUILDS[device.androidVersion]})`;
}

function makeDevice(r, id, household) {
  const os = r.chance(0.55) ? 'ios' : 'android';
  const device = { id, os, household, tz: household.tz, language: r.chance(0.85) ? household.language : r.weighted(LANGUAGES), clicks: [] };
  if (os === 'ios') {
    // Families on one router often run the same iOS release.
    device.iosVersion = household.iosVersion && r.chance(0.5) ? household.iosVersion : r.weighted(IOS_VERSIONS);
    household.iosVersion ??= device.iosVersion;
    const major = Number(device.iosVersion.split('.')[0]);
    const phone = r.weighted(IPHONES.filter((p) => p.minIos <= major).map((p) => [p, p.w]));
    device.model = phone.id;
    device.screen = phone.screen;
    device.pixelRatio = phone.id === 'iPhone14,6' ? 2 : 3;
    device.browser = r.weighted([
      ['safari', 62],
      ['instagram', 18],
      ['facebook', 8],
      ['chrome', 12],
    ]);
  } else {
    device.androidVersion = r.weighted(ANDROID_VERSIONS);
    const phone = r.weighted(ANDROIDS.map((p) => [p, p.w]));
    device.model = phone.model;
    device.brand = phone.brand;
    device.screen = phone.screen;
    device.pixelRatio = 2.625;
    device.browser = r.weighted([
      ['chrome', 65],
      ['chrome-full', 10],
      ['instagram', 25],
    ]);
    device.httpClient = r.chance(0.7) ? 'okhttp' : 'dalvik';
  }
  // How the app calls /api/match: the client library's deviceInfo (docs/deferred-deep-linking.md),
  // or the older {subdomain, userAgent} body from a hand-written integration.
  device.integration = r.chance(0.75) ? 'sdk' : 'bare';
  device.agent = browserAgent(device, device.browser);
  return device;
}

// ---------------------------------------------------------------- networks

/**
 * Public IPs from 198.18.0.0/15 (RFC 2544, benchmarking). Carrier NAT: each carrier has a few
 * public IPs, each shared by ~natUsers devices; a phone on cellular gets one of its carrier's
 * IPs per session. Office Wi-Fi: groups of 20-50. Homes: 1-4 devices.
 */
function networkPlan(r, deviceCount, natUsers) {
  let next = 0;
  const ip = () => {
    const n = next++;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  };
  const natIps = Math.max(3, Math.round((0.3 * deviceCount) / natUsers));
  const carriers = [0.45, 0.35, 0.2].map((share, i) => ({ name: `carrier-${i + 1}`, share, ips: [] }));
  for (let i = 0; i < natIps; i++) carriers[i % 3].ips.push(ip());
  return { ip, carriers };
}

// ---------------------------------------------------------------- the population

/**
 * opts: seed, clickers, installRate, organicPerInstall, links, days, natUsers.
 * Answers { devices, clicks (ordered), opens (ordered), meta }.
 */
function buildPopulation(opts) {
  const r = rng(opts.seed);
  const { clickers, days } = opts;
  const organics = Math.round(clickers * opts.installRate * opts.organicPerInstall);
  const deviceCount = clickers + organics;
  const net = networkPlan(r, deviceCount, opts.natUsers);
  const start = Date.parse('2026-11-02T00:00:00.000Z');

  // Households (1-4 phones on one router), then offices (a quarter of the people work behind one).
  // By default organic installers live among clickers like anyone else ("on the same IPs");
  // --organic-with-clickers P puts a share P of them in a clicker's home, the rest in homes of their own.
  const newHousehold = () => ({ ip: net.ip(), tz: r.weighted(REGIONS.map((x) => [x.tz, x.w])), language: r.weighted(LANGUAGES) });
  const householdSize = () =>
    r.weighted([
      [1, 35],
      [2, 30],
      [3, 20],
      [4, 15],
    ]);
  const fillHomes = (list, count) => {
    while (list.length < count) {
      const household = newHousehold();
      for (let i = 0, size = householdSize(); i < size && list.length < count; i++) list.push(makeDevice(r, nextId++, household));
    }
    return list;
  };
  let nextId = 0;
  let clickerDevices;
  let organicDevices;
  if (opts.organicWithClickers === undefined || opts.organicWithClickers === null) {
    const everyone = shuffle(r, fillHomes([], deviceCount));
    clickerDevices = everyone.slice(0, clickers);
    organicDevices = everyone.slice(clickers);
  } else {
    clickerDevices = fillHomes([], clickers);
    const clickerHomes = [...new Set(clickerDevices.map((d) => d.household))];
    organicDevices = [];
    while (organicDevices.length < organics) {
      if (r.chance(opts.organicWithClickers)) organicDevices.push(makeDevice(r, nextId++, r.pick(clickerHomes)));
      else fillHomes(organicDevices, Math.min(organics, organicDevices.length + r.int(1, 2)));
    }
  }
  const devices = [...clickerDevices, ...organicDevices];
  const officeWorkers = shuffle(r, devices).slice(0, Math.round(deviceCount * 0.25));
  for (let i = 0; i < officeWorkers.length; ) {
    const office = { ip: net.ip(), size: r.int(20, 50) };
    for (let k = 0; k < office.size && i < officeWorkers.length; k++, i++) officeWorkers[i].office = office;
  }
  for (const d of devices) d.carrier = r.weighted(net.carriers.map((c) => [c, c.share]));

  const natIp = (d) => r.pick(d.carrier.ips);
  /** Where a device is at a moment, as a network kind and public IP. */
  const placeAt = (d, kind) => (kind === 'cellular' ? { kind, ip: natIp(d) } : kind === 'office' ? { kind, ip: d.office.ip } : { kind, ip: d.household.ip });

  // More clicks in the afternoon and evening (local times are close enough to UTC-5 here).
  const diurnal = (t) => {
    const hour = (new Date(t).getUTCHours() + 19) % 24;
    return hour < 7 ? 0.15 : hour < 12 ? 0.6 : 1;
  };
  const clickTime = () => {
    for (;;) {
      const t = start + r.next() * days * DAY;
      if (r.next() < diurnal(t)) return Math.round(t);
    }
  };
  // Zipf popularity: the campaign link of the week takes a large share.
  const linkWeights = Array.from({ length: opts.links }, (_, i) => [i, 1 / (i + 1) ** 1.1]);

  const clicks = [];
  const opens = [];

  for (const d of clickerDevices) {
    const t = clickTime();
    const link = r.weighted(linkWeights);
    const kind = d.office && r.chance(0.6) ? 'office' : r.chance(0.3 / 0.85) ? 'cellular' : 'home';
    const place = placeAt(d, kind);
    const main = { device: d, t, link, place, beacon: r.chance(0.85), tapped: r.chance(0.92) };
    // Some people clicked another of the app's links hours before; some tap the same link twice.
    if (r.chance(0.03)) {
      const earlier = t - Math.round(r.logUniform(HOUR, 20 * HOUR));
      clicks.push({
        device: d,
        t: earlier,
        link: r.weighted(linkWeights),
        place: placeAt(d, r.chance(0.5) ? kind : 'home'),
        beacon: r.chance(0.85),
        tapped: r.chance(0.5),
      });
    }
    if (r.chance(0.05)) clicks.push({ device: d, t: t - Math.round(r.logUniform(MIN, 10 * MIN)), link, place, beacon: r.chance(0.85), tapped: r.chance(0.5) });
    clicks.push(main);

    if (!r.chance(opts.installRate)) continue;
    // Minutes for most, hours for some, a few after the 24-hour window.
    const delay = Math.round(
      r.weighted([
        [() => r.logUniform(2 * MIN, 30 * MIN), 55],
        [() => r.logUniform(30 * MIN, 6 * HOUR), 25],
        [() => r.logUniform(6 * HOUR, 24 * HOUR), 14],
        [() => r.logUniform(24 * HOUR, 30 * HOUR), 6],
      ])(),
    );
    const openKind = openPlace(r, kind, delay, d);
    const open = { device: d, t: t + delay, delay, organic: false, clickedAt: t, clickKind: kind };
    open.place = openKind === kind && sameIpStays(r, kind, delay) ? place : placeAt(d, openKind);
    if (openKind === kind && kind === 'cellular' && open.place.ip === place.ip) open.keptNatIp = true;
    opens.push(open);
  }
  for (const d of organicDevices) {
    const t = start + Math.round(r.next() * (days + 1) * DAY);
    const kind = d.office && r.chance(0.3) ? 'office' : r.chance(0.35) ? 'cellular' : 'home';
    opens.push({ device: d, t, delay: null, organic: true, place: placeAt(d, kind) });
  }

  // What each app knows at first open.
  for (const open of opens) {
    const d = open.device;
    // A point update between click and open is common (same major, another minor).
    open.iosVersion = d.os === 'ios' ? bumpMinor(r, d.iosVersion, open.delay) : null;
    open.agent = appAgent(d, open.iosVersion);
    open.travelled = r.chance(0.005); // another time zone than at the click
    open.localeChanged = r.chance(0.02); // the app's locale is not the browser's language
    open.retry = r.chance(0.05); // the app restarts mid-flow and asks again 30 s later
    open.clipboardDenied = d.os === 'ios' && r.chance(0.4); // "Allow Paste" declined
    open.clipboardNoise = r.chance(0.1); // something else was copied since: unrelated text
    open.clipboardSurvives = open.delay === null ? false : r.chance(Math.exp(-open.delay / (20 * HOUR)));
    open.referrerAvailable = d.os === 'android' && r.chance(0.97); // Install Referrer API answers
  }

  clicks.sort((a, b) => a.t - b.t);
  opens.sort((a, b) => a.t - b.t);
  for (const c of clicks) c.device.clicks.push(c);
  return {
    devices,
    clicks,
    opens,
    meta: {
      devices: deviceCount,
      clickers,
      organics,
      natIps: net.carriers.reduce((n, c) => n + c.ips.length, 0),
      offices: new Set(devices.filter((d) => d.office).map((d) => d.office)).size,
      households: new Set(devices.map((d) => d.household)).size,
      start,
      end: Math.max(clicks.at(-1).t, opens.at(-1).t),
    },
  };
}

function shuffle(r, items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Where the phone is when the app first opens, given where it clicked and how long ago. */
function openPlace(r, kind, delay, d) {
  const soon = delay < 15 * MIN;
  if (kind === 'home') return r.chance(soon ? 0.9 : 0.6) ? 'home' : 'cellular';
  if (kind === 'office') {
    if (r.chance(soon ? 0.9 : delay < 8 * HOUR ? 0.6 : 0.15)) return 'office';
    return r.chance(0.6) ? 'home' : 'cellular';
  }
  // On cellular: still on cellular, or home Wi-Fi by then.
  if (soon) return r.chance(0.9) ? 'cellular' : 'home';
  return r.chance(0.6) ? 'cellular' : d.office && r.chance(0.3) ? 'office' : 'home';
}

/** On cellular the carrier may hand out another public IP of its pool between sessions. */
function sameIpStays(r, kind, delay) {
  if (kind !== 'cellular') return true;
  return r.chance(delay < 15 * MIN ? 0.7 : delay < 2 * HOUR ? 0.4 : 0.15);
}

function bumpMinor(r, version, delay) {
  if (delay === null || delay < 2 * HOUR || !r.chance(0.02)) return version;
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}`;
}

module.exports = {
  buildPopulation,
  makeDevice,
  browserAgent,
  appAgent,
  rng,
  IOS_VERSIONS,
  IPHONES,
  ANDROIDS,
  ANDROID_VERSIONS,
  REGIONS,
  LANGUAGES,
  HOUR,
  MIN,
  DAY,
};
