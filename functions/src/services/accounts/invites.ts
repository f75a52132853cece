// Roles given by email become real once someone proves that email: a Ferry account created
// with it or signing in, or a Firebase user whose ID token carries it verified. Each invite is
// used once, by whoever comes first, then deleted. The only module that reads or writes
// `deps.caches.inviteChecks` (docs/architecture.md, "Caches").

import type { Role } from '../../domain/projects/types';
import { TtlCache } from '../../platform/ttl-cache';
import type { ServiceDeps } from '../deps';

/**
 * How long a Firebase user's invites are not looked at again: an invite by email made meanwhile
 * (by any process, this one included) applies at most this much later.
 */
const CHECK_TTL_MS = 5 * 60_000;

/** The cache deps.caches.inviteChecks holds: uid and verified email, looked at lately. */
export const newInviteCheckCache = () => new TtlCache<true>(10_000, CHECK_TTL_MS);

/** Applies every role waiting for `email` to `uid`. */
export async function applyInvites(deps: ServiceDeps, uid: string, email: string): Promise<void> {
  for (const invite of await deps.store.memberInvites.listForEmail(email)) {
    await grantRole(deps, invite.projectId, uid, invite.role);
    await deps.store.memberInvites.delete(invite.projectId, email);
  }
}

/**
 * For Firebase users, whose every request carries the verified email: looked at once per user
 * and few minutes (deps.caches.inviteChecks), so a request costs no store read for it.
 */
export async function applyInvitesOnce(deps: ServiceDeps, uid: string, email: string): Promise<void> {
  const key = `${uid}\n${email}`;
  if (deps.caches.inviteChecks.get(key)) return;
  await applyInvites(deps, uid, email);
  // Only once done: a failed look is tried again on the next request.
  deps.caches.inviteChecks.set(key, true);
}

/** The owner keeps ownership whatever a member role says; ownership moves only by an owner invite. */
export async function grantRole(deps: ServiceDeps, projectId: string, uid: string, role: Role): Promise<void> {
  const project = await deps.store.projects.get(projectId);
  if (!project || project.ownerUid === uid) return;
  const now = deps.now().toISOString();
  if (role === 'owner') await deps.store.projects.setOwner(projectId, uid, now);
  else await deps.store.projects.setMember(projectId, uid, role, now);
}
