// ferry user create | list | disable | enable | reset-password: Ferry's own accounts, who sign
// in to the console without Firebase (docs/accounts.md). A password is read from stdin only
// (`--password-stdin`), never from a flag, which `ps` and shell history would show; without
// one, a set-password link is printed once and only its hash is kept.

import type { AccountRecord } from '../domain/accounts/types';
import { invalid } from '../domain/errors';
import { accountView, createAccount, findAccount, listAccounts, setAccountDisabled, setAccountPassword } from '../services/accounts/accounts';
import { issuePasswordLink } from '../services/accounts/password-links';
import { type CliContext, type Noun, type Output, stringFlag } from './command';
import { consoleBaseUrl } from './console-url';
import { usageError } from './errors';
import { table } from './output';

const PAGE = 100;
const passwordStdin = { 'password-stdin': { type: 'boolean' } } as const;

/** Everything piped in, less one final newline (what `echo` and most files end with). */
async function readPassword(ctx: CliContext): Promise<string> {
  if ((ctx.stdin as { isTTY?: boolean }).isTTY) throw usageError('--password-stdin reads the password from a pipe: printf \'%s\' "$PASSWORD" | ferry user ...');
  let text = '';
  for await (const chunk of ctx.stdin) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text.replace(/\r?\n$/, '');
}

/** The link, shown this once; what --json prints carries it too. Its console is the running server's (console-url.ts). */
async function linkOutput(ctx: CliContext, account: AccountRecord, lead: string): Promise<Output> {
  const { baseUrl, note } = consoleBaseUrl(ctx.config);
  // On stderr: stdout stays the link, or the one JSON value of --json.
  if (note) ctx.stderr.write(`Note: ${note}\n`);
  const link = await issuePasswordLink(ctx.deps(), account, baseUrl);
  const data = { uid: account.uid, email: account.email, setPasswordUrl: link.url, expiresAt: link.expiresAt };
  const text = `${lead}\nSet-password link, valid until ${link.expiresAt} (shown once: only its hash is kept):\n  ${link.url}`;
  return { data, text };
}

export const userNoun: Noun = {
  summary: 'console sign-in accounts: create, list, disable, reset a password',
  notes: [
    'An account is named by its email or its uid (usr_...).',
    '--password-stdin reads the password from stdin (at least 10 characters); without it a one-time',
    'set-password link (BASE_URL/console/#/set-password?token=...) is printed, valid for 7 days.',
    'The link names the BASE_URL of the server running on this DATA_DIR; with none running, this',
    "command's own BASE_URL, else http://localhost:PORT: then give it the server's settings.",
    'disable signs the account out everywhere at once, and so does a new password (set with',
    '--password-stdin, or by the link once used).',
  ].join('\n'),
  verbs: {
    create: {
      usage: 'create --email <email> [--password-stdin]',
      options: { email: { type: 'string' }, ...passwordStdin },
      async run(ctx, values) {
        const email = stringFlag(values, 'email');
        if (email === undefined) throw invalid('email', 'email is required');
        const password = values['password-stdin'] ? await readPassword(ctx) : undefined;
        const account = await createAccount(ctx.deps(), { email, ...(password === undefined ? {} : { password }) });
        const lead = `Account ${account.uid} for ${account.email}.`;
        if (password !== undefined) return { data: { uid: account.uid, email: account.email }, text: `${lead} It signs in with the password given.` };
        return linkOutput(ctx, account, lead);
      },
    },
    list: {
      usage: 'list',
      async run(ctx) {
        const all: AccountRecord[] = [];
        for (;;) {
          const page = await listAccounts(ctx.deps(), { limit: PAGE, after: all[all.length - 1]?.email });
          all.push(...page);
          if (page.length < PAGE) break;
        }
        const views = all.map(accountView);
        const rows = views.map((a) => [a.uid, a.email, a.hasPassword ? 'yes' : 'no', a.disabled ? 'disabled' : 'active', a.createdAt]);
        return { data: views, text: views.length ? table(['UID', 'EMAIL', 'PASSWORD', 'STATUS', 'CREATED'], rows) : 'No accounts.' };
      },
    },
    disable: {
      usage: 'disable <email|uid>',
      args: ['account'],
      async run(ctx, _values, [named]) {
        const account = await setAccountDisabled(ctx.deps(), await findAccount(ctx.deps(), named!), true);
        return { data: accountView(account), text: `Disabled ${account.email}: signed out everywhere, and sign-in is refused.` };
      },
    },
    enable: {
      usage: 'enable <email|uid>',
      args: ['account'],
      async run(ctx, _values, [named]) {
        const account = await setAccountDisabled(ctx.deps(), await findAccount(ctx.deps(), named!), false);
        return { data: accountView(account), text: `Enabled ${account.email}: it can sign in again.` };
      },
    },
    'reset-password': {
      usage: 'reset-password <email|uid> [--password-stdin]',
      options: passwordStdin,
      args: ['account'],
      async run(ctx, values, [named]) {
        const account = await findAccount(ctx.deps(), named!);
        if (!values['password-stdin']) return linkOutput(ctx, account, `Reset for ${account.email}: it keeps its password until the link is used.`);
        await setAccountPassword(ctx.deps(), account, await readPassword(ctx));
        return { data: { uid: account.uid, email: account.email }, text: `New password set for ${account.email}; its sessions have ended.` };
      },
    },
  },
};
