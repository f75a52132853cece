// Roles given by email in `memberInvites/{sha-256 of project id, newline, email}`: one per
// project and email, found by either field alone (single-field indexes, no composite).

import type { Firestore } from 'firebase-admin/firestore';
import type { MemberInvite } from '../../../domain/accounts/types';
import type { MemberInviteRepo } from '../../accounts-ports';
import { hasCode, NOT_FOUND, paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';

const by = (field: 'email' | 'projectId') => (a: MemberInvite, b: MemberInvite) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0);

export function firestoreMemberInvites(db: Firestore): MemberInviteRepo {
  const invites = paths.memberInvites(db);
  return {
    async put(invite) {
      await paths.memberInvite(db, invite.projectId, invite.email).set(invite);
    },
    async listForProject(projectId) {
      const snap = await buildQuery(invites, { where: [['projectId', '==', projectId]] }).get();
      return snap.docs.map((d) => d.data() as MemberInvite).sort(by('email'));
    },
    async listForEmail(email) {
      const snap = await buildQuery(invites, { where: [['email', '==', email]] }).get();
      return snap.docs.map((d) => d.data() as MemberInvite).sort(by('projectId'));
    },
    async delete(projectId, email) {
      try {
        await paths.memberInvite(db, projectId, email).delete({ exists: true });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
  };
}
