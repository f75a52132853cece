// What social crawlers and link unfurlers get instead of a redirect: Open Graph and Twitter card
// tags for the preview. Indexable on purpose (no robots noindex), no shell, no branding.
import { escapeHtml } from './escape';

export interface CrawlerInput {
  title: string;
  /** An empty description leaves out the description tags rather than sending empty ones. */
  description: string;
  imageUrl: string | null;
  /** The canonical short URL. */
  url: string;
  siteName: string;
}

function property(name: string, content: string): string {
  return `<meta property="${name}" content="${escapeHtml(content)}">`;
}

function named(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}">`;
}

export function crawlerPage(input: CrawlerInput): string {
  const { title, description, imageUrl, url, siteName } = input;
  const tags = [
    property('og:type', 'website'),
    property('og:title', title),
    description ? property('og:description', description) : '',
    imageUrl ? property('og:image', imageUrl) : '',
    property('og:url', url),
    property('og:site_name', siteName),
    // A large card only makes sense with an image to fill it.
    named('twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    description ? named('twitter:description', description) : '',
    imageUrl ? named('twitter:image', imageUrl) : '',
    description ? named('description', description) : '',
  ].filter((tag) => tag !== '');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    description ? `<p>${escapeHtml(description)}</p>` : '',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
