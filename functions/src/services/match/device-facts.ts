// What the app asking POST /api/match tells of itself (its user agent, then the client
// library's deviceInfo), and who "the same device" is for the grace window.

import { createHash } from 'node:crypto';
import { parseAppAgent } from '../../domain/match/app-agent';
import type { MatchRequest } from '../../domain/match/schema';
import type { DeviceFacts } from '../../domain/match/score';

export type DeviceInfo = NonNullable<MatchRequest['deviceInfo']>;

export function deviceFactsOf(userAgent: string, info: DeviceInfo): { osFamily: 'ios' | 'android' | null; device: DeviceFacts } {
  const agent = parseAppAgent(userAgent);
  return {
    osFamily: agent.osFamily ?? osFamilyOf(info.os),
    device: {
      osVersion: info.osVersion ?? agent.osVersion,
      deviceModel: info.model ?? agent.deviceModel,
      signals: { screen: info.screen, timezone: info.timezone, language: info.language },
    },
  };
}

/**
 * "The same device" for the grace window: IP and user agent, plus what the client library says
 * of the device, since every phone on one release behind a NAT shares the first two.
 */
export function deviceKeyOf(ipHash: string, userAgent: string, info: DeviceInfo): string {
  const facts = [ipHash, userAgent, info.model, info.screen && `${info.screen.width}x${info.screen.height}`, info.timezone, info.language];
  return createHash('sha256')
    .update(facts.map((f) => f ?? '').join('|'))
    .digest('hex');
}

function osFamilyOf(os: string | undefined): 'ios' | 'android' | null {
  const name = os?.toLowerCase() ?? '';
  if (name.includes('ios') || name.includes('iphone') || name.includes('ipad')) return 'ios';
  return name.includes('android') ? 'android' : null;
}
