// A signed-in person who is in no project yet: create the first one here (within the plan's
// limit, as on the Projects screen), or ask an owner to add them as a member: an account of this
// Ferry by its email, a Firebase user by its user ID (an email counts only once Firebase verified it).

import type { FirstProjectStart } from './person-session';
import { NewProjectForm } from './projects/new-project-form';
import type { Session } from './session';
import { CopyButton } from './ui/copy-button';

export function FirstProject({ start, onOpen, onSignOut }: { start: FirstProjectStart; onOpen: (s: Session) => void; onSignOut: () => void }) {
  const { user } = start;
  const byEmail = user.kind === 'account' && user.email !== null;
  const handle = byEmail ? user.email! : user.uid;
  return (
    <main class="centered first-project">
      <section class="first-project-body" aria-labelledby="first-project-title">
        <h1 id="first-project-title">Create your first project</h1>
        <p class="help">
          Signed in as <strong>{user.email ?? user.uid}</strong>. A project holds your links, app settings and keys; its subdomain becomes the host of its short
          links.
        </p>
        <NewProjectForm admin={start.admin} title="Project" onCreated={(project) => onOpen(start.open(project))} />
        <div class="card member-instead">
          <p class="help">Joining a team instead? Ask a project owner to add you as a member with your {byEmail ? 'email' : 'user ID'}:</p>
          <p class="uid">
            <code>{handle}</code> <CopyButton text={handle} label={byEmail ? 'Copy your email' : 'Copy your user ID'} />
          </p>
        </div>
        <button type="button" class="quiet" onClick={onSignOut}>
          Sign out
        </button>
      </section>
    </main>
  );
}
