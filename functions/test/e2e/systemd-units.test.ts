// deploy/systemd: where systemd-analyze exists, `verify` reads the units as systemd would; on
// every machine the files are parsed and the directives production relies on are checked
// (the user, the state directory, the hardening, the stop timeout against STOP_GRACE_MS, the
// timer, the backup command's flags) and the env example's names are checked against config.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupVerb } from '../../src/cli/backup';
import { parseVerbArgs } from '../../src/cli/command';
import { loadConfig } from '../../src/config';
import { STOP_GRACE_MS } from '../../src/server';
import { parseUnit, seconds, type Unit, valueOf } from '../support/systemd-unit';

const repo = join(__dirname, '..', '..', '..');
const unitsDir = join(repo, 'deploy', 'systemd');
const UNITS = ['ferry.service', 'ferry-backup.service', 'ferry-backup.timer'];
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const hasSystemd = existsSync(SYSTEMD_ANALYZE);

const text = (name: string) => readFileSync(join(unitsDir, name), 'utf8');
const unit = (name: string) => parseUnit(text(name), name);
const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** Every directive the units may use, per section: a misspelt one is caught without systemd. */
const KNOWN: Record<string, string[]> = {
  Unit: ['Description', 'Documentation', 'After', 'Wants', 'StartLimitIntervalSec', 'StartLimitBurst'],
  Service: [
    'Type',
    'ExecStart',
    'ExecStartPre',
    'WorkingDirectory',
    'User',
    'Group',
    'EnvironmentFile',
    'Environment',
    'StateDirectory',
    'StateDirectoryMode',
    'UMask',
    'Restart',
    'RestartSec',
    'KillSignal',
    'TimeoutStopSec',
    'ProtectSystem',
    'ProtectHome',
    'PrivateTmp',
    'PrivateDevices',
    'NoNewPrivileges',
    'ProtectKernelTunables',
    'ProtectKernelModules',
    'ProtectKernelLogs',
    'ProtectControlGroups',
    'ProtectClock',
    'ProtectHostname',
    'RestrictSUIDSGID',
    'RestrictNamespaces',
    'RestrictRealtime',
    'LockPersonality',
    'RestrictAddressFamilies',
    'CapabilityBoundingSet',
    'SystemCallArchitectures',
  ],
  Timer: ['OnCalendar', 'Persistent', 'RandomizedDelaySec', 'Unit'],
  Install: ['WantedBy'],
};

function unknownDirectives(name: string): string[] {
  return [...unit(name)].flatMap(([section, keys]) =>
    [...keys.keys()].filter((key) => !KNOWN[section]?.includes(key)).map((key) => `${name}: [${section}] ${key}`),
  );
}

/** Copies of `names` with /opt/ferry pointing at this checkout: verify checks that the paths exist. */
function installedCopies(names: string[], edit = (body: string) => body): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-units-'));
  return names.map((name) => {
    const file = join(dir, name);
    writeFileSync(file, edit(text(name).replaceAll('/opt/ferry', repo)));
    return file;
  });
}

/** verify's lines about our files; lines about other units, or about not running under systemd, are not ours. */
function verify(files: string[]): string[] {
  const run = spawnSync(SYSTEMD_ANALYZE, ['verify', ...files], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, SYSTEMD_COLORS: '0', SYSTEMD_PAGER: '' },
  });
  if (run.error) throw run.error;
  const names = files.map((file) => file.split('/').pop()!);
  return `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => names.some((name) => line.includes(name)));
}

/** The sandboxing both services share: the backup runs with the server's own restrictions. */
const HARDENING = [
  'ProtectSystem',
  'ProtectHome',
  'PrivateTmp',
  'PrivateDevices',
  'NoNewPrivileges',
  'ProtectKernelTunables',
  'ProtectKernelModules',
  'ProtectKernelLogs',
  'ProtectControlGroups',
  'ProtectClock',
  'ProtectHostname',
  'RestrictSUIDSGID',
  'RestrictNamespaces',
  'RestrictRealtime',
  'LockPersonality',
  'RestrictAddressFamilies',
  'CapabilityBoundingSet',
  'SystemCallArchitectures',
  'UMask',
];
const service = (u: Unit, key: string) => valueOf(u, 'Service', key);

describe('deploy/systemd units', () => {
  if (hasSystemd) {
    it('when systemd-analyze verifies copies of the units, then it reports nothing about them, and every directive is one the tests know', () => {
      expect(verify(installedCopies(UNITS))).toEqual([]);
      expect(UNITS.flatMap(unknownDirectives)).toEqual([]);
    });

    it('when a copy has an unknown directive or a missing program, then verify names it (the check above can fail)', () => {
      const broken = installedCopies(['ferry.service'], (body) =>
        body.replace('ProtectHome=yes', 'ProtectHome=yes\nProtectHomez=yes').replace('/usr/bin/node', '/usr/bin/no-such-node'),
      );
      const lines = verify(broken).join('\n');
      expect(lines).toContain('ProtectHomez');
      expect(lines).toContain('/usr/bin/no-such-node');
    });
  } else {
    it(`when ${SYSTEMD_ANALYZE} is absent (verify cannot run), then every unit still reads as systemd syntax with only directives the tests know`, () => {
      expect(UNITS.flatMap(unknownDirectives)).toEqual([]);
    });
  }

  it('when ferry.service starts, then it runs the built server as user ferry with its environment and its state directory', () => {
    const u = unit('ferry.service');
    expect(service(u, 'ExecStart')).toBe('/usr/bin/node /opt/ferry/functions/lib/server.js');
    expect(existsSync(join(repo, 'functions', 'src', 'server.ts'))).toBe(true);
    expect(service(u, 'WorkingDirectory')).toBe('/opt/ferry');
    expect([service(u, 'User'), service(u, 'Group')]).toEqual(['ferry', 'ferry']);
    expect(service(u, 'EnvironmentFile')).toBe('-/etc/ferry/ferry.env');
    expect(u.get('Service')?.get('Environment')).toContain('DATA_DIR=/var/lib/ferry');
    expect([service(u, 'StateDirectory'), service(u, 'StateDirectoryMode')]).toEqual(['ferry', '0750']);
    expect(words(valueOf(u, 'Unit', 'After'))).toContain('network-online.target');
    expect(words(valueOf(u, 'Unit', 'Wants'))).toContain('network-online.target');
    expect(valueOf(u, 'Install', 'WantedBy')).toBe('multi-user.target');
  });

  it('when ferry.service runs, then it is sandboxed, yet V8 may still write and run its machine code', () => {
    const u = unit('ferry.service');
    expect(
      Object.fromEntries(
        [
          'ProtectSystem',
          'ProtectHome',
          'PrivateTmp',
          'NoNewPrivileges',
          'ProtectKernelTunables',
          'ProtectControlGroups',
          'RestrictSUIDSGID',
          'LockPersonality',
          'SystemCallArchitectures',
          'CapabilityBoundingSet',
        ].map((key) => [key, service(u, key)]),
      ),
    ).toEqual({
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      NoNewPrivileges: 'yes',
      ProtectKernelTunables: 'yes',
      ProtectControlGroups: 'yes',
      RestrictSUIDSGID: 'yes',
      LockPersonality: 'yes',
      SystemCallArchitectures: 'native',
      CapabilityBoundingSet: '',
    });
    expect(words(service(u, 'RestrictAddressFamilies')).sort()).toEqual(['AF_INET', 'AF_INET6', 'AF_UNIX']);
    expect(service(u, 'MemoryDenyWriteExecute')).toBeUndefined();
  });

  it("when ferry.service stops or fails, then SIGTERM gets more time than the server's graceful stop, and a failure restarts it", () => {
    const u = unit('ferry.service');
    expect(service(u, 'KillSignal')).toBe('SIGTERM');
    expect(seconds(service(u, 'TimeoutStopSec')!)).toBeGreaterThan(STOP_GRACE_MS / 1000);
    expect(service(u, 'Restart')).toBe('on-failure');
    expect(seconds(service(u, 'RestartSec')!)).toBeGreaterThan(0);
  });

  it("when ferry-backup.service runs, then it is a oneshot `ferry backup --dir --keep` in a folder systemd creates, as the server's user, with the same sandbox", () => {
    const backup = unit('ferry-backup.service');
    const server = unit('ferry.service');
    expect(service(backup, 'Type')).toBe('oneshot');
    for (const key of ['User', 'Group', 'EnvironmentFile', 'WorkingDirectory', ...HARDENING])
      expect({ key, value: service(backup, key) }).toEqual({ key, value: service(server, key) });
    expect(backup.get('Service')?.get('Environment')).toContain('DATA_DIR=/var/lib/ferry');
    const [node, cli, verb, ...rest] = words(service(backup, 'ExecStart'));
    expect([node, cli, verb]).toEqual(['/usr/bin/node', '/opt/ferry/functions/lib/cli.js', 'backup']);
    expect(existsSync(join(repo, 'functions', 'src', 'cli.ts'))).toBe(true);
    const { values, args } = parseVerbArgs(backupVerb, rest);
    expect({ args, dir: values.dir, keep: values.keep }).toEqual({ args: [], dir: '/var/lib/ferry/backups', keep: '7' });
    const stateDirs = words(service(backup, 'StateDirectory'));
    expect(stateDirs).toContain('ferry');
    const created =
      stateDirs.includes('ferry/backups') || (backup.get('Service')?.get('ExecStartPre') ?? []).includes('/usr/bin/mkdir -p /var/lib/ferry/backups');
    expect(created).toBe(true);
  });

  it('when ferry-backup.timer is enabled, then it starts the backup daily, catching up after downtime, at a randomized time', () => {
    const u = unit('ferry-backup.timer');
    expect(valueOf(u, 'Timer', 'OnCalendar')).toBe('daily');
    expect(valueOf(u, 'Timer', 'Persistent')).toBe('true');
    expect(seconds(valueOf(u, 'Timer', 'RandomizedDelaySec')!)).toBeGreaterThan(0);
    expect(valueOf(u, 'Timer', 'Unit') ?? 'ferry-backup.service').toBe('ferry-backup.service');
    expect(valueOf(u, 'Install', 'WantedBy')).toBe('timers.target');
  });

  it('when ferry.env.example is read, then every name is one config.ts reads, DATA_DIR is left to the units, and the values load', () => {
    const lines = readFileSync(join(unitsDir, 'ferry.env.example'), 'utf8').split('\n');
    const names = lines.map((line) => /^#?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter((name): name is string => name !== undefined);
    const schema = ['config.ts', 'config-oidc.ts'].map((file) => readFileSync(join(repo, 'functions', 'src', file), 'utf8')).join('\n');
    expect(names.filter((name) => !new RegExp(`\\b${name}:`).test(schema))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'SHORT_DOMAIN',
        'BASE_URL',
        'PUBLIC_SCHEME',
        'TRUST_PROXY',
        'PROXY_HOPS',
        'KEEP_ALIVE_TIMEOUT_S',
        'PORT',
        'INTERNAL_PORT',
        'IP_HASH_PEPPER',
        'LOG_LEVEL',
      ]),
    );
    expect(names).not.toContain('DATA_DIR');
    const env = Object.fromEntries(
      lines
        .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2]!]),
    );
    const config = loadConfig({ ...env, IP_HASH_PEPPER: 'a'.repeat(64) }, 'self-hosted');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, internalPort: 8081, trustProxy: true, proxyHops: 1, hosts: { publicScheme: 'https' } });
  });
});
