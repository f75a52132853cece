// The signed-in console's top bar: the project (a menu when the credential reaches several: a
// person's own projects and those they are a member of), who is signed in with their role in
// the chosen project, the screens, and sign-out.

import { type Project, roleOf, type Session } from './session';

export type Screen = 'links' | 'analytics' | 'projects' | 'bulk';

interface Props {
  session: Session;
  screen: Screen;
  onProject: (project: Project) => void;
  onSignOut: () => void;
}

export function TopBar({ session, screen, onProject, onSignOut }: Props) {
  const { user, project, projects } = session;
  const current = (s: Screen) => (screen === s ? 'page' : undefined);
  return (
    <header class="topbar">
      <span class="brand">Ferry</span>
      {/* Side by side on a desktop; on a phone stacked, so they share one row with the brand and Sign out. */}
      <div class="where">
        {projects.length > 1 ? (
          <select
            class="project"
            aria-label="Project"
            value={project.id}
            onChange={(e) => {
              const next = projects.find((p) => p.id === e.currentTarget.value);
              if (next) onProject(next);
            }}
          >
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        ) : (
          <span class="project" title={project.id}>
            {project.name}
          </span>
        )}
        {user && (
          <p class="who" title={user.uid}>
            <span class="sr-only">Signed in as </span>
            <span class="who-name">{user.email ?? user.uid}</span>
            <span class="sr-only">, role in {project.name}: </span>
            <span class="who-role">{roleOf(session, project)}</span>
          </p>
        )}
      </div>
      <nav aria-label="Main">
        <a href="#/links" aria-current={current('links')}>
          Links
        </a>
        <a href="#/analytics" aria-current={current('analytics')}>
          Analytics
        </a>
        <a href="#/bulk" aria-current={current('bulk')}>
          Bulk
        </a>
        <a href="#/projects" aria-current={current('projects')}>
          Project
        </a>
      </nav>
      <button type="button" class="quiet sign-out" onClick={onSignOut}>
        Sign out
      </button>
    </header>
  );
}
