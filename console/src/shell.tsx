// Signed in: the top bar and one screen at a time, chosen by the address's hash. The chosen
// project is the shell's: every screen follows it.

import { lazy, Suspense } from 'preact/compat';
import { LinksScreen } from './links/links-screen';
import { rememberProject, type Session } from './session';
import { type Screen, TopBar } from './top-bar';
import { Loading } from './ui/states';

// The chart library loads only when Analytics is opened: it stays out of the initial bundle.
const AnalyticsScreen = lazy(() => import('./analytics/analytics-screen').then((m) => m.AnalyticsScreen));
const BulkScreen = lazy(() => import('./bulk/bulk-screen').then((m) => m.BulkScreen));
const ProjectsScreen = lazy(() => import('./projects/projects-screen').then((m) => m.ProjectsScreen));

// The Project screen keeps its chosen tab after it: #/projects/webhooks.
export const screenFromHash = (): Screen =>
  /^#\/projects(\/|$)/.test(location.hash) ? 'projects' : location.hash === '#/analytics' ? 'analytics' : location.hash === '#/bulk' ? 'bulk' : 'links';

/** `#/links/<slug>` opens a link; `#/links?campaign=<id>` filters by a campaign (from Analytics). */
function linksRoute(): { slug?: string; campaignId?: string } {
  const match = /^#\/links(?:\/([^?]+))?(?:\?campaign=(.+))?$/.exec(location.hash);
  const decode = (part: string | undefined) => (part ? decodeURIComponent(part) : undefined);
  return { slug: decode(match?.[1]), campaignId: decode(match?.[2]) };
}

interface Props {
  session: Session;
  screen: Screen;
  hash: string;
  onSession: (session: Session) => void;
  onSignOut: () => void;
}

export function Shell({ session, screen, hash, onSession, onSignOut }: Props) {
  const choose = (project: Session['project']) => {
    // An API key names its own project; a person's session names the chosen one on every request.
    if (session.scope.projectId !== undefined) session.scope.projectId = project.id;
    rememberProject(project.id);
    const projects = session.projects.some((p) => p.id === project.id) ? session.projects : [...session.projects, project];
    onSession({ ...session, project, projects });
  };
  return (
    <div class="shell">
      <TopBar session={session} screen={screen} onProject={choose} onSignOut={onSignOut} />
      <main class={`content screen-${screen}`}>
        {screen === 'projects' ? (
          <Suspense fallback={<Loading what="the project" />}>
            <ProjectsScreen session={session} onProject={choose} />
          </Suspense>
        ) : screen === 'links' ? (
          <LinksScreen key={`${session.project.id} ${hash}`} session={session} route={linksRoute()} />
        ) : screen === 'bulk' ? (
          <Suspense fallback={<Loading what="bulk tools" />}>
            <BulkScreen key={session.project.id} session={session} />
          </Suspense>
        ) : (
          <Suspense fallback={<Loading what="analytics" />}>
            <AnalyticsScreen key={session.project.id} session={session} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
