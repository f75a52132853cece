// Pages shown instead of the redirect when a link cannot be followed (yet). Each returns the
// HTML only; the route sets the status: coming soon 200, password 200 (401 after a wrong
// password), not found 404, gone 410, quota 403.
import { escapeHtml } from './escape';
import { page, type Theme } from './layout';

const FORM_CSS =
  '<style>form{margin-top:20px;text-align:left}label{display:block;font-weight:600;margin-bottom:6px}' +
  'input{width:100%;padding:12px 14px;font:inherit;border:1px solid #cbd5e1;border-radius:10px}' +
  '.error{color:#b42318;background:#fef3f2;border-radius:10px;padding:10px 12px;margin:0 0 12px}</style>';

function card(heading: string, ...paragraphs: string[]): string {
  return ['<main class="card">', `<h1>${heading}</h1>`, ...paragraphs.map((p) => `<p class="muted">${p}</p>`), '</main>'].join('\n');
}

/** 24-hour English wording in UTC, so every visitor reads the same unambiguous moment. */
const UTC_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' });

export function formatUtc(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : `${UTC_FORMAT.format(date)} UTC`;
}

export interface ComingSoonInput {
  title: string;
  appName: string;
  /** ISO datetime the link goes live (the link's scheduledAt). */
  startsAt: string;
  theme: Theme;
  branding: boolean;
}

export function comingSoonPage(input: ComingSoonInput): string {
  const when = formatUtc(input.startsAt);
  const subject = input.title || input.appName;
  const date = when ? `It opens on <time datetime="${escapeHtml(new Date(input.startsAt).toISOString())}">${escapeHtml(when)}</time>.` : 'It opens soon.';
  const body = card('Coming soon', `<strong>${escapeHtml(subject)}</strong> isn’t live yet. ${date}`, 'Check back then, the link will work as is.');
  return page({ title: `Coming soon: ${subject}`, body, theme: input.theme, branding: input.branding });
}

export interface PasswordInput {
  title: string;
  error?: string;
  /** Where the form POSTs (the link's own path). */
  action: string;
  theme: Theme;
  branding: boolean;
}

export function passwordPage(input: PasswordInput): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const body = [
    '<main class="card">',
    '<h1>This link is protected</h1>',
    input.title ? `<p class="muted">${escapeHtml(input.title)}</p>` : '',
    `<form method="post" action="${escapeHtml(input.action)}">`,
    error,
    '<label for="ferry-password">Password</label>',
    '<input id="ferry-password" type="password" name="password" autocomplete="current-password" required autofocus>',
    '<button class="btn btn-primary" type="submit">Continue</button>',
    '</form>',
    '</main>',
  ].join('\n');
  return page({ title: 'Password required', body, head: FORM_CSS, theme: input.theme, branding: input.branding });
}

export function notFoundPage(input: { branding: boolean }): string {
  const body = card('This link does not exist', 'Check the address for typos, or ask whoever shared it for a new link.');
  return page({ title: 'Link not found', body, branding: input.branding });
}

export interface GoneInput {
  theme: Theme;
  branding: boolean;
  /** expired: expiresAt passed; capped: the link reached its maxClicks. */
  reason: 'expired' | 'capped';
}

export function gonePage(input: GoneInput): string {
  const heading = input.reason === 'expired' ? 'This link has expired' : 'This link is no longer available';
  const body = card(heading, 'Ask whoever shared it for a new link.');
  return page({ title: heading, body, theme: input.theme, branding: input.branding });
}

export function quotaPage(input: { branding: boolean }): string {
  // Visitors are not told about plans: the owner sees the quota in the dashboard.
  const body = card('This link is paused', 'It has had too many visits this month. Please try again later.');
  return page({ title: 'This link is paused', body, branding: input.branding });
}
