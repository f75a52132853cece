// Who visited, without keeping an IP: keyed hashes (HMAC-SHA-256 with the deployment's pepper),
// so the same visitor hashes alike across the redirect, the pixel and the match, and a leaked
// store cannot be reversed by hashing every IPv4 address.
import { createHmac } from 'node:crypto';

/** A visitor's IP alone: what a pending match keeps and a fingerprint match compares. */
export function hashIp(pepper: string, ip: string | null): string {
  return createHmac('sha256', pepper)
    .update(ip ?? 'unknown')
    .digest('hex');
}

/** One visitor = one keyed hash of IP and user agent: distinct clickers of an influencer's links, the pixel's visitors. */
export function visitorHash(pepper: string, ip: string | null, userAgent: string): string {
  return createHmac('sha256', pepper)
    .update(`${ip ?? 'unknown'}|${userAgent}`)
    .digest('hex');
}
