// Check 1: settings that are each valid but contradict each other (config-coherence.ts, as the
// server's start applies it). A single bad variable never gets here: loadConfig threw already.

import type { Config } from '../../config';
import { checkConfig } from '../../config-coherence';
import { type DoctorCheck, fail, ok, warn } from './check';

export function configChecks(config: Config): DoctorCheck[] {
  const { errors, warnings } = checkConfig(config);
  if (errors.length || warnings.length) {
    return [...errors.map((error) => fail('config', error)), ...warnings.map((warning) => warn('config', warning))];
  }
  const settings = [
    `SHORT_DOMAIN ${config.hosts.shortDomain}`,
    `PUBLIC_SCHEME ${config.hosts.publicScheme}`,
    `BASE_URL ${config.baseUrl}`,
    `PORT ${config.port}`,
    `INTERNAL_PORT ${config.internalPort ?? 'unset'}`,
  ];
  return [ok('config', settings.join(', '))];
}
