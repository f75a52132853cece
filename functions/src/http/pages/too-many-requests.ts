// The 429 page of a link host (per-IP or per-project redirect limit). Built once: a flood of
// refused visits costs no rendering. Neutral look, since the project may not be known.
import { page } from './layout';

export const TOO_MANY_REQUESTS_PAGE = page({
  title: 'Too many requests',
  body: [
    '<main class="card">',
    '<h1>Too many requests</h1>',
    '<p class="muted">This link was opened too often in a short time. Please try again in a little while.</p>',
    '</main>',
  ].join('\n'),
  branding: true,
});
