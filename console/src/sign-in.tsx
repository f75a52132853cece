// Sign-in, in the ways the deployment offers (GET /api/console-config): single sign-on through
// the server's provider, an account of this Ferry (email and password), Firebase Auth (email and
// password, or Google in a popup), and a project's secret API key (sk_live_…) always. The key is
// for scripts and the first set-up: where people have another way in, it waits behind a button.

import { useState } from 'preact/hooks';
import { expectAccountSession } from './auth/account-session';
import { PasswordSignIn } from './auth/password-sign-in';
import { ssoFailure } from './auth/sign-in-errors';
import type { ConsoleConfig } from './session';
import { Disclosure } from './ui/disclosure';
import { useRequest } from './ui/use-request';

interface Props {
  config: ConsoleConfig;
  notice: string | null;
  /** The code a failed single sign-on came back with (#/sign-in?error=<code>). */
  ssoError: string | null;
  onSignIn: (key: string) => Promise<void>;
  onPassword: (email: string, password: string) => Promise<void>;
  onEmail: (email: string, password: string) => Promise<void>;
  onGoogle: () => Promise<void>;
}

function FirebaseSignIn({ onEmail, onGoogle }: Pick<Props, 'onEmail' | 'onGoogle'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useRequest();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(() => onEmail(email.trim(), password));
  };
  return (
    <form class="sign-in-part" onSubmit={submit} noValidate aria-labelledby="firebase-title">
      <h2 id="firebase-title">With your account</h2>
      <label for="email">Email</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onInput={(e) => setEmail(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'firebase-error' : undefined}
      />
      <label for="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onInput={(e) => setPassword(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'firebase-error' : undefined}
      />
      {error && (
        <p id="firebase-error" class="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy || !email.trim() || !password}>
        {busy ? 'Signing in…' : 'Sign in with email'}
      </button>
      <button type="button" class="quiet google" disabled={busy} onClick={() => void run(onGoogle)}>
        Sign in with Google
      </button>
    </form>
  );
}

function KeySignIn({ onSignIn, title }: { onSignIn: Props['onSignIn']; title?: string }) {
  const [key, setKey] = useState('');
  const { error, busy, run } = useRequest();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(() => onSignIn(key.trim()));
  };
  return (
    <form
      class="sign-in-part"
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? 'key-title' : undefined}
      aria-label={title ? undefined : 'Sign in with a secret key'}
    >
      {title && <h2 id="key-title">{title}</h2>}
      <label for="api-key">API key</label>
      <input
        id="api-key"
        name="apiKey"
        type="password"
        autoComplete="off"
        spellcheck={false}
        required
        placeholder="sk_live_…"
        value={key}
        onInput={(e) => setKey(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'api-key-error' : 'api-key-help'}
      />
      {error ? (
        <p id="api-key-error" class="field-error">
          {error}
        </p>
      ) : (
        <p id="api-key-help" class="help">
          The secret key printed at first start, for scripts and set-up. Kept in this tab only.
        </p>
      )}
      <button type="submit" disabled={busy || !key.trim()}>
        {busy ? 'Signing in…' : 'Sign in with key'}
      </button>
    </form>
  );
}

export function SignIn({ config, notice, ssoError, onSignIn, onPassword, onEmail, onGoogle }: Props) {
  const { firebase, password, oidc } = config;
  const people = firebase !== null || password || oidc !== null;
  return (
    <main class="centered">
      <div class="card sign-in">
        <h1>Ferry Console</h1>
        {notice && (
          <p class="notice" role="status">
            {notice}
          </p>
        )}
        {ssoError && (
          <p class="form-error" role="alert">
            {ssoFailure(ssoError, oidc?.name)}
          </p>
        )}
        {oidc && (
          // A page of the server's, not a fetch: it sends the browser to the provider and back.
          <a class="button-link sso" href="/api/auth/oidc/start" onClick={expectAccountSession}>
            Sign in with {oidc.name}
          </a>
        )}
        {firebase && <FirebaseSignIn onEmail={onEmail} onGoogle={onGoogle} />}
        {password &&
          (firebase ? (
            <Disclosure id="account-sign-in" label="Sign in with a Ferry account">
              <PasswordSignIn onPassword={onPassword} />
            </Disclosure>
          ) : (
            <PasswordSignIn onPassword={onPassword} title={oidc ? 'Or with email and password' : undefined} />
          ))}
        {/* With Firebase Auth the key's form stays open below it, as it always was there. */}
        {!people ? (
          <KeySignIn onSignIn={onSignIn} />
        ) : firebase ? (
          <KeySignIn onSignIn={onSignIn} title="Or with a project's secret key" />
        ) : (
          <Disclosure id="key-sign-in" label="Sign in with a secret key">
            <KeySignIn onSignIn={onSignIn} />
          </Disclosure>
        )}
      </div>
    </main>
  );
}
