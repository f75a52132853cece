// PageView (what the link host decided to show) -> HTML, with the project's look.

import type { Look, PageView } from '../../services/link-host/page-view';
import { crawlerPage } from './crawler';
import { deepviewPage } from './deepview';
import { desktopPage, qrSvgFor } from './desktop';
import { comingSoonPage, gonePage, notFoundPage, passwordPage, quotaPage } from './status-pages';

export async function renderPage(view: PageView, look: Look): Promise<string> {
  const theme = { primaryColor: look.primaryColor, backgroundColor: look.backgroundColor };
  const { branding } = look;
  switch (view.page) {
    case 'not-found':
      return notFoundPage({ branding });
    case 'crawler':
      return crawlerPage(view);
    case 'coming-soon':
      return comingSoonPage({ ...view, theme, branding });
    case 'gone':
      return gonePage({ reason: view.reason, theme, branding });
    case 'password':
      return passwordPage({ ...view, theme, branding });
    case 'quota':
      return quotaPage({ branding });
    case 'deepview':
      return deepviewPage({ ...view, theme, branding, layout: look.layout });
    case 'desktop':
      return desktopPage({ ...view, theme, branding, qrSvg: await qrSvgFor(view.shortUrl) });
  }
}
