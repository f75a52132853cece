// GET /api/docs: the API reference, /api/openapi.json rendered by Swagger UI (swagger-ui-dist,
// docs/adr/0007). Everything comes from Ferry itself: no CDN, no web fonts, no inline script or
// style, so the page runs under a CSP that allows only its own origin. URLs are relative to
// /api/docs, so the page also works behind a path prefix.

/** What the page may load: its own scripts, styles and the document; images inline (SVG icons). */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // "Try it out" calls the API on this host; link hosts are other origins and stay off.
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const API_DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ferry API reference</title>
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
<link rel="stylesheet" href="docs/assets/ferry-docs.css">
</head>
<body>
<noscript><p>The API reference needs JavaScript. The document itself is <a href="openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="api-reference"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/assets/ferry-docs.js"></script>
</body>
</html>
`;

/** Ferry's own assets; the others are files of swagger-ui-dist. */
const INIT_SCRIPT = `// Renders the OpenAPI document; a file rather than an inline script, so the CSP stays 'self'.
window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  // The default sends the document to an online validator for a badge.
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayOperationId: false,
  filter: true,
});
`;

const STYLE = `html { box-sizing: border-box; overflow-y: scroll; }
*, *::before, *::after { box-sizing: inherit; }
body { margin: 0; background: #fafafa; }
.swagger-ui .information-container { padding-top: 8px; }
`;

export interface DocsAsset {
  contentType: string;
  /** A file of swagger-ui-dist, read on first request... */
  packageFile?: string;
  /** ...or Ferry's own text. */
  text?: string;
}

export const DOCS_ASSETS: Record<string, DocsAsset> = {
  'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', packageFile: 'swagger-ui-dist/swagger-ui-bundle.js' },
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', packageFile: 'swagger-ui-dist/swagger-ui.css' },
  'ferry-docs.js': { contentType: 'text/javascript; charset=utf-8', text: INIT_SCRIPT },
  'ferry-docs.css': { contentType: 'text/css; charset=utf-8', text: STYLE },
};
