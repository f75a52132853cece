// One-time set-password links: the invitation `ferry user create` prints, and the reset of
// `ferry user reset-password`. The token is shown once, in the link; the store keeps its
// SHA-256. It travels in the URL's fragment (#...), which browsers never send to a server, so
// it stays out of access logs and Referer headers; the console's page posts it to
// POST /api/auth/invitation with the new password.

import { randomBytes } from 'node:crypto';
import type { AccountRecord } from '../../domain/accounts/types';
import { invalid } from '../../domain/errors';
import type { ServiceDeps } from '../deps';
import { setAccountPassword } from './accounts';
import { applyInvites } from './invites';
import { sessionHash, startSession } from './sessions';

/** A week: time to notice an invitation after a weekend; a forgotten link is dead soon after. */
export const PASSWORD_LINK_MS = 7 * 24 * 3_600_000;

export const LINK_REFUSED = 'This set-password link is not valid: it was used, replaced or has expired. Ask for a new one';

/** A new link for the account; any older one stops working. */
export async function issuePasswordLink(deps: ServiceDeps, account: AccountRecord, baseUrl: string): Promise<{ url: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_MS).toISOString();
  await deps.store.passwordTokens.deleteForUser(account.uid);
  await deps.store.passwordTokens.create({ hash: sessionHash(token), uid: account.uid, createdAt: now.toISOString(), expiresAt });
  return { url: `${new URL(baseUrl).origin}/console/#/set-password?token=${token}`, expiresAt };
}

/** Uses a link: sets the password (the account's other sessions end), then signs in. */
export async function acceptInvitation(deps: ServiceDeps, input: { token: string; password: string }) {
  const link = await deps.store.passwordTokens.consume(sessionHash(input.token), deps.now().toISOString());
  const account = link ? await deps.store.accounts.get(link.uid) : null;
  if (!account || account.disabled) throw invalid('token', LINK_REFUSED);
  await setAccountPassword(deps, account, input.password);
  await applyInvites(deps, account.uid, account.email);
  return { account, ...(await startSession(deps, account)) };
}
