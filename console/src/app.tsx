// The app: sign-in until a session exists (or the page of a set-password link, or the first
// project's), then the shell (shell.tsx). Screens are chosen by the URL's hash (#/links,
// #/analytics, #/set-password?token=...), so the static host needs no rewrites.

import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import {
  type Account,
  accountSession,
  currentAccount,
  forgetAccountSession,
  mayHaveAccountSession,
  passwordSignIn,
  setPasswordWithLink,
} from './auth/account-session';
import { authRoute } from './auth/auth-route';
import { SetPassword } from './auth/set-password';
import { FirstProject } from './first-project';
import { type FirstProjectStart, firebaseFor, firebaseSession, NoProjectYet } from './person-session';
import { type ConsoleConfig, consoleConfig, forgetSession, rememberProject, type Session, signIn, storedKey } from './session';
import { Shell, screenFromHash } from './shell';
import { SignIn } from './sign-in';
import type { Screen } from './top-bar';
import { Loading } from './ui/states';

const ENDED = 'Your session has ended: sign in again.';

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [config, setConfig] = useState<ConsoleConfig | null>(null);
  const [restoring, setRestoring] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [firstProject, setFirstProject] = useState<FirstProjectStart | null>(null);
  const [screen, setScreen] = useState<Screen>(screenFromHash);
  const [hash, setHash] = useState(location.hash);

  const current = useRef<Session | null>(null);
  current.current = session;

  const signOut = useCallback((why?: string) => {
    const user = current.current?.user;
    forgetSession();
    setSession(null);
    setNotice(why ?? null);
    // Firebase's own record of the user is in sessionStorage too: signed out, then cleared again.
    if (user) void user.signOut().finally(forgetSession);
  }, []);
  const onUnauthorized = useCallback(() => signOut(ENDED), [signOut]);

  useEffect(() => {
    const onHash = () => {
      setScreen(screenFromHash());
      setHash(location.hash);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  /** A person's session; null when they are in no project yet, and the first-project screen takes over. */
  const orFirstProject = useCallback(async (start: Promise<Session>) => {
    try {
      return await start;
    } catch (error) {
      if (!(error instanceof NoProjectYet)) throw error;
      setFirstProject(error.start);
      return null;
    }
  }, []);

  /** Firebase Auth, loaded only when the deployment offers it and it is used. */
  const withFirebase = useCallback(
    async (config: ConsoleConfig, signInWith: (f: Awaited<ReturnType<typeof firebaseFor>>) => Promise<import('firebase/auth').User | null>) => {
      const firebase = await firebaseFor(config);
      const user = await signInWith(firebase);
      return user ? orFirstProject(firebaseSession(firebase.auth, user, () => firebase.module.signOutOf(firebase.auth), onUnauthorized)) : null;
    },
    [onUnauthorized, orFirstProject],
  );
  const withAccount = useCallback((account: Account) => orFirstProject(accountSession(account, onUnauthorized)), [onUnauthorized, orFirstProject]);

  // A reload keeps the tab's key, Firebase user or account session: checked again, not trusted.
  useEffect(() => {
    void (async () => {
      const loaded = await consoleConfig();
      setConfig(loaded);
      const key = storedKey();
      const route = authRoute(location.hash);
      try {
        if (key) setSession(await signIn(key, onUnauthorized));
        // A set-password link is for its own account, whoever this browser was signed in as.
        else if (route?.page === 'set-password') return;
        else if (loaded.firebase && Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser:'))) {
          const restored = await withFirebase(loaded, ({ module, auth }) => module.restoredUser(auth));
          if (restored) setSession(restored);
        } else if (route?.page === 'sign-in' && route.error)
          forgetAccountSession(); // single sign-on came back without a session
        else if ((loaded.password || loaded.oidc) && mayHaveAccountSession()) {
          const account = await currentAccount();
          const restored = account && (await withAccount(account));
          if (restored) setSession(restored);
        }
      } catch {
        signOut(ENDED);
      } finally {
        setRestoring(false);
      }
    })();
  }, [onUnauthorized, signOut, withAccount, withFirebase]);

  if (restoring || !config)
    return (
      <main class="centered">
        <Loading what="your project" />
      </main>
    );
  /** Signed in: the sign-in pages' addresses give way to the console's. */
  const done = (s: Session | null) => {
    if (authRoute(location.hash)) {
      history.replaceState(history.state, '', '#/links');
      setHash(location.hash);
      setScreen('links');
    }
    if (s) {
      setNotice(null);
      setSession(s);
    }
  };
  if (firstProject && !session) {
    const leave = () => {
      setFirstProject(null);
      forgetSession();
      void firstProject.user.signOut().finally(forgetSession);
    };
    return (
      <FirstProject
        start={firstProject}
        onSignOut={leave}
        onOpen={(s) => {
          rememberProject(s.project.id);
          setFirstProject(null);
          setSession(s);
        }}
      />
    );
  }
  const route = authRoute(hash);
  if (!session && route?.page === 'set-password') {
    return <SetPassword token={route.token} onSet={(token, password) => setPasswordWithLink(token, password).then(withAccount).then(done)} />;
  }
  if (!session) {
    return (
      <SignIn
        config={config}
        notice={notice}
        ssoError={route?.page === 'sign-in' ? route.error : null}
        onSignIn={(key) => signIn(key, onUnauthorized).then(done)}
        onPassword={(email, password) => passwordSignIn(email, password).then(withAccount).then(done)}
        onEmail={(email, password) => withFirebase(config, ({ module, auth }) => module.withEmail(auth, email, password)).then(done)}
        onGoogle={() => withFirebase(config, ({ module, auth }) => module.withGoogle(auth)).then(done)}
      />
    );
  }
  return <Shell session={session} screen={screen} hash={hash} onSession={setSession} onSignOut={() => signOut()} />;
}
