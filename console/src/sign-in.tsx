// Sign-in: with Firebase Auth (email and password, or Google in a popup) when the deployment
// offers it (GET /api/console-config), and with a project's secret API key (sk_live_…) always.

import { useState } from 'preact/hooks';

interface Props {
  notice: string | null;
  /** Firebase Auth is configured: offer email/password and Google. */
  firebase: boolean;
  onSignIn: (key: string) => Promise<void>;
  onEmail: (email: string, password: string) => Promise<void>;
  onGoogle: () => Promise<void>;
}

function useAttempt() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sign-in failed.');
      setBusy(false);
    }
  };
  return { error, busy, attempt };
}

function FirebaseSignIn({ onEmail, onGoogle }: Pick<Props, 'onEmail' | 'onGoogle'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, attempt } = useAttempt();
  const submit = (event: Event) => {
    event.preventDefault();
    void attempt(() => onEmail(email.trim(), password));
  };
  return (
    <form class="sign-in-part" onSubmit={submit} noValidate aria-labelledby="account-title">
      <h2 id="account-title">With your account</h2>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autoComplete="username" required value={email}
        onInput={(e) => setEmail(e.currentTarget.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'account-error' : undefined} />
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required value={password}
        onInput={(e) => setPassword(e.currentTarget.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'account-error' : undefined} />
      {error && <p id="account-error" class="field-error" role="alert">{error}</p>}
      <button type="submit" disabled={busy || !email.trim() || !password}>{busy ? 'Signing in…' : 'Sign in with email'}</button>
      <button type="button" class="quiet google" disabled={busy} onClick={() => void attempt(onGoogle)}>Sign in with Google</button>
    </form>
  );
}

function KeySignIn({ onSignIn, titled }: { onSignIn: Props['onSignIn']; titled: boolean }) {
  const [key, setKey] = useState('');
  const { error, busy, attempt } = useAttempt();
  const submit = (event: Event) => {
    event.preventDefault();
    void attempt(() => onSignIn(key.trim()));
  };
  return (
    <form class="sign-in-part" onSubmit={submit} noValidate aria-labelledby={titled ? 'key-title' : undefined}>
      {titled && <h2 id="key-title">Or with a project's secret key</h2>}
      <label for="api-key">API key</label>
      <input id="api-key" name="apiKey" type="password" autoComplete="off" spellcheck={false} required
        placeholder="sk_live_…" value={key} onInput={(e) => setKey(e.currentTarget.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? 'api-key-error' : 'api-key-help'} />
      {error ? <p id="api-key-error" class="field-error">{error}</p>
        : <p id="api-key-help" class="help">The project's secret key, printed at first start. Kept in this tab only.</p>}
      <button type="submit" disabled={busy || !key.trim()}>{busy ? 'Signing in…' : 'Sign in'}</button>
    </form>
  );
}

export function SignIn({ notice, firebase, onSignIn, onEmail, onGoogle }: Props) {
  return (
    <main class="centered">
      <div class="card sign-in">
        <h1>Ferry Console</h1>
        {notice && <p class="notice" role="status">{notice}</p>}
        {firebase && <FirebaseSignIn onEmail={onEmail} onGoogle={onGoogle} />}
        <KeySignIn onSignIn={onSignIn} titled={firebase} />
      </div>
    </main>
  );
}
