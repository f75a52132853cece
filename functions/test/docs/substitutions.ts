// The one table that turns a documented command into one that runs against the Ferry started
// for the docs test. Anything that still looks like a placeholder afterwards fails the test:
// a doc must not show a value a reader cannot fill in from this table's meanings.

export interface DocsFerry {
  port: number;
  /** The demo project's keys, as printed at first start. */
  secretKey: string;
  publishableKey: string;
  /** An ID token of the signed-in user of the docs ("docs-owner"). */
  idToken: string;
}

/** Literal text in the docs and what replaces it. */
export function textSubstitutions(ferry: DocsFerry): [string, string][] {
  return [
    ['sk_live_...', ferry.secretKey],
    ['pk_live_...', ferry.publishableKey],
    // Covers http://localhost:8080 and every project host, e.g. demo.localhost:8080.
    ['localhost:8080', `localhost:${ferry.port}`],
    ['<projectId>', 'demo'],
  ];
}

/**
 * Shell variables the docs use and their first values. Two follow the answers, as a reader
 * would: CURSOR is the X-Next-Cursor of the latest list page that had one, PROJECT_ID the
 * project a `201` answer created (else `demo`); see docs-examples.test.ts.
 */
export function initialVariables(ferry: DocsFerry): Record<string, string> {
  return {
    FERRY_KEY: ferry.secretKey,
    FERRY_PK: ferry.publishableKey,
    FERRY_ID_TOKEN: ferry.idToken,
    PROJECT_ID: 'demo',
    MEMBER_UID: 'dana-uid',
  };
}

/** Applies the text table; throws naming what is left that looks like a placeholder. */
export function substitute(command: string, table: [string, string][], variables: Record<string, string>): string {
  let out = command;
  for (const [from, to] of table) out = out.split(from).join(to);
  const problems: string[] = [];
  for (const match of out.matchAll(/\$\{?([A-Za-z_]\w*)/g)) {
    if (!(match[1]! in variables)) problems.push(`$${match[1]} (not in the substitution table)`);
  }
  for (const match of out.matchAll(/<[A-Za-z][^<>\s]*>/g)) problems.push(`${match[0]} (unknown placeholder)`);
  if (/\.\.\.|…/.test(out)) problems.push('an elided value ("..." or "…")');
  if (out.includes(':8080')) problems.push('port 8080 left after substitution');
  if (problems.length > 0) throw new Error(`cannot run \`${command}\`: ${problems.join(', ')}`);
  return out;
}
