// A faithful preview of the deepview page (functions/src/http/pages/deepview.ts and layout.ts:
// the same colours, text colour picked for contrast the same way, card or full layout, the
// "Powered by Ferry" footer), drawn here rather than framed: the console's CSP allows no frames,
// and the real page needs a phone's User-Agent. The icon is the app name's initial, as the page
// shows without an icon (an icon URL elsewhere is not loaded: the CSP allows images from Ferry only).

import type { Project } from './api';

const DEFAULT_PRIMARY = '#2457ff';
const DEFAULT_BACKGROUND = '#f6f8fb';
const HEX = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const textOn = (hex: string) => (1.05 / (luminance(hex) + 0.05) >= (luminance(hex) + 0.05) / (luminance('#111827') + 0.05) ? '#ffffff' : '#111827');

interface Props {
  values: Record<string, string>;
  project: Project;
}

export function DeepviewPreview({ values, project }: Props) {
  const primary = HEX.test(values['deepview.primaryColor'] ?? '') ? values['deepview.primaryColor']! : DEFAULT_PRIMARY;
  const background = HEX.test(values['deepview.backgroundColor'] ?? '') ? values['deepview.backgroundColor']! : DEFAULT_BACKGROUND;
  const appName = values.appName || project.name;
  const layout = values['deepview.layout'] === 'full' ? 'full' : 'card';
  const enabled = values['deepview.enabled'] !== 'false';
  const branding = !(values['deepview.removeBranding'] === 'true' && project.plan === 'studio');
  const vars = { '--dv-primary': primary, '--dv-on-primary': textOn(primary), '--dv-bg': background, '--dv-fg': textOn(background) };
  return (
    <figure class="deepview-preview">
      <figcaption>Preview on a phone {enabled ? '' : '(off: phones go straight to the app or store)'}</figcaption>
      <div class={`dv-phone${enabled ? '' : ' dv-off'}`} style={vars} aria-hidden="true">
        <div class={`dv-main dv-${layout}`}>
          <div class="dv-icon">{appName.trim().charAt(0).toUpperCase() || '?'}</div>
          <p class="dv-title">{appName}</p>
          <span class="dv-btn dv-primary">Open in app</span>
          <span class="dv-btn dv-secondary">Get the app</span>
        </div>
        {branding && <p class="dv-footer">Powered by Ferry</p>}
      </div>
    </figure>
  );
}
