// A short URL with its Copy button on one line. The line may break after the host's slash (the
// <wbr>), never inside the slug unless the slug alone is wider than the line, and the button
// stays beside the URL instead of wrapping under it.

import { CopyButton } from './copy-button';

export function ShortUrl({ url }: { url: string }) {
  const cut = url.lastIndexOf('/') + 1;
  return (
    <span class="short-url-line">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url.slice(0, cut)}
        <wbr />
        {url.slice(cut)}
      </a>
      <CopyButton text={url} label={`Copy ${url}`} />
    </span>
  );
}
