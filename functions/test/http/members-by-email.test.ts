// Members by email: POST /api/projects/:id/members gives a role to the account with that email,
// or stores an invite that becomes the role once an account with that email exists and signs
// in, or a Firebase user with that verified email calls. GET .../members shows emails.
import { createAccount } from '../../src/services/accounts/accounts';
import { issuePasswordLink } from '../../src/services/accounts/password-links';
import { addMember } from '../../src/services/projects/members';
import { createProject } from '../../src/services/projects/projects';
import { anAccount, anEmail, asConsole, login, PASSWORD } from '../support/sessions';
import { idToken, testApp } from '../support/test-app';

describe('members by email', () => {
  const t = testApp();
  afterAll(() => t.close());
  const members = (projectId: string, headers: Record<string, string>) => t.call('GET', `/api/projects/${projectId}/members`, { headers });
  const add = (projectId: string, headers: Record<string, string>, body: object) => t.call('POST', `/api/projects/${projectId}/members`, { headers, body });

  it('when the operator makes an email owner before its account exists, then the account that signs in with it owns the project and lists its keys', async () => {
    // A project made by the CLI has no owner; keys could only be managed there.
    const project = await createProject(t.deps, { name: 'Demo', subdomain: `demo-${Date.now().toString(36)}`, ownerUid: null });
    const email = anEmail('ops');
    expect(await addMember(t.deps, project, { email, role: 'owner' })).toEqual({ uid: null, email, role: 'owner', pending: true });
    const account = await createAccount(t.deps, { email });
    const token = (await issuePasswordLink(t.deps, account, 'http://localhost:8080')).url.split('token=')[1]!;
    const signedIn = await t.call('POST', '/api/auth/invitation', { body: { token, password: PASSWORD } });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const keys = await t.call('GET', `/api/projects/${project.id}/keys`, { headers: asConsole(cookie) });
    expect(keys.status).toBe(200);
    expect(keys.json).toEqual([]);
    const created = await t.call('POST', `/api/projects/${project.id}/keys`, { headers: asConsole(cookie), body: { type: 'secret' } });
    expect(created.status).toBe(201);
    expect((await members(project.id, { cookie })).json).toEqual({ members: [{ uid: account.uid, email, role: 'owner' }], invites: [] });
  });

  it('when the owner adds an email with no account, then it waits as an invite, and the account created with that email has the role', async () => {
    const owner = await anAccount(t);
    const { cookie } = await login(t, owner.email, PASSWORD, '203.0.113.61');
    const project = (
      await t.call('POST', '/api/projects', { headers: asConsole(cookie), body: { name: 'Team', subdomain: `team-${Date.now().toString(36)}` } })
    ).json.project;
    const email = anEmail('newcomer');
    const invited = await add(project.id, asConsole(cookie), { email: email.toUpperCase(), role: 'editor' });
    expect(invited.json).toEqual({ success: true, member: { uid: null, email, role: 'editor', pending: true } });
    expect((await members(project.id, { cookie })).json).toEqual({
      members: [{ uid: owner.uid, email: owner.email, role: 'owner' }],
      invites: [{ email, role: 'editor', invitedAt: '2026-11-22T10:00:00.000Z' }],
    });
    const newcomer = await anAccount(t, email);
    const theirs = (await login(t, email, PASSWORD, '203.0.113.62')).cookie;
    expect((await t.call('GET', '/api/projects', { headers: { cookie: theirs } })).json.map((p: { id: string }) => p.id)).toEqual([project.id]);
    expect((await t.call('PATCH', `/api/projects/${project.id}`, { headers: asConsole(theirs), body: { name: 'Edited' } })).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${project.id}/keys`, { headers: { cookie: theirs } })).status).toBe(403);
    const list = (await members(project.id, { cookie: theirs })).json;
    expect(list).toEqual({
      members: [
        { uid: owner.uid, email: owner.email, role: 'owner' },
        { uid: newcomer.uid, email, role: 'editor' },
      ],
      invites: [],
    });
  });

  it('when the email has an account already, then the role is given at once', async () => {
    const owner = await t.seedProject(`mbe-${Date.now().toString(36)}`);
    const viewer = await anAccount(t);
    const res = await t.call('POST', `/api/projects/${owner.id}/members`, { token: owner.ownerToken, body: { email: viewer.email, role: 'viewer' } });
    expect(res.json).toEqual({ success: true, member: { uid: viewer.uid, email: viewer.email, role: 'viewer', pending: false } });
    expect((await t.store.projects.get(owner.id))?.members).toEqual({ [viewer.uid]: 'viewer' });
    // The uid form does what PATCH .../members/:uid does.
    expect(
      (await t.call('POST', `/api/projects/${owner.id}/members`, { token: owner.ownerToken, body: { uid: 'firebase-uid-7', role: 'editor' } })).json.member,
    ).toEqual({ uid: 'firebase-uid-7', email: null, role: 'editor', pending: false });
  });

  it('when an invite for an existing account is in the store (written by another server meanwhile), then signing in applies it', async () => {
    const owner = await t.seedProject(`mbs-${Date.now().toString(36)}`);
    const account = await anAccount(t);
    await t.store.memberInvites.put({ projectId: owner.id, email: account.email, role: 'viewer', invitedAt: '2026-11-22T10:00:00.000Z' });
    expect((await login(t, account.email, PASSWORD, '203.0.113.63')).status).toBe(200);
    expect((await t.store.projects.get(owner.id))?.members).toEqual({ [account.uid]: 'viewer' });
    expect(await t.store.memberInvites.listForEmail(account.email)).toEqual([]);
  });

  it('when a Firebase user calls with the invited email verified, then the role is theirs; an unverified email is not enough', async () => {
    const owner = await t.seedProject(`mbf-${Date.now().toString(36)}`);
    const email = anEmail('firebase');
    await t.call('POST', `/api/projects/${owner.id}/members`, { token: owner.ownerToken, body: { email, role: 'viewer' } });
    const unverified = idToken('fb-user-unverified', { email, email_verified: false });
    expect((await t.call('GET', '/api/projects', { token: unverified })).json).toEqual([]);
    const verified = idToken('fb-user-verified', { email: email.toUpperCase(), email_verified: true });
    expect((await t.call('GET', '/api/projects', { token: verified })).json.map((p: { id: string }) => p.id)).toEqual([owner.id]);
    expect((await t.store.projects.get(owner.id))?.members).toEqual({ 'fb-user-verified': 'viewer' });
    expect(await t.store.memberInvites.listForProject(owner.id)).toEqual([]);
  });

  it('when an invite is withdrawn, then it is gone; only the owner adds members, with editor or viewer only', async () => {
    const owner = await t.seedProject(`mbw-${Date.now().toString(36)}`);
    const email = anEmail('withdrawn');
    await t.call('POST', `/api/projects/${owner.id}/members`, { token: owner.ownerToken, body: { email, role: 'viewer' } });
    expect((await t.call('DELETE', `/api/projects/${owner.id}/invites/${encodeURIComponent(email)}`, { token: owner.ownerToken })).json).toEqual({
      success: true,
    });
    expect((await t.call('DELETE', `/api/projects/${owner.id}/invites/${encodeURIComponent(email)}`, { token: owner.ownerToken })).status).toBe(404);
    const addAs = (token: string, body: object) => t.call('POST', `/api/projects/${owner.id}/members`, { token, body });
    expect((await addAs(owner.ownerToken, { email, role: 'owner' })).json).toEqual({
      error: 'role must be editor or viewer',
      code: 'INVALID_ARGUMENT',
      field: 'role',
    });
    expect((await addAs(owner.ownerToken, { role: 'viewer' })).json).toMatchObject({ error: 'email (or uid) is required', field: 'email' });
    expect((await addAs(owner.ownerToken, { email, uid: 'x', role: 'viewer' })).json).toMatchObject({ error: 'give email or uid, not both', field: 'uid' });
    expect((await addAs(owner.ownerToken, { email: 'not-an-email', role: 'viewer' })).json).toMatchObject({
      error: 'email must be an email address',
      field: 'email',
    });
    expect((await addAs(owner.secretKey, { email, role: 'viewer' })).status).toBe(403);
    expect((await addAs(idToken('stranger'), { email, role: 'viewer' })).status).toBe(403);
    expect(await t.store.memberInvites.listForProject(owner.id)).toEqual([]);
  });
});
