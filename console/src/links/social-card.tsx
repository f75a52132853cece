// What a chat app or social network shows for the link. The image itself is not loaded: the
// console's CSP allows images from Ferry's own origin only, so the card names the image's host.

interface Props {
  title: string;
  description: string;
  imageUrl: string;
  host: string;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function SocialCard({ title, description, imageUrl, host }: Props) {
  const imageHost = imageUrl.trim() ? hostOf(imageUrl.trim()) : null;
  return (
    <figure class="social-card" aria-label="Social preview">
      <div class="social-image" aria-hidden="true">
        {imageHost ? <span>Image from {imageHost}</span> : <span>No image</span>}
      </div>
      <figcaption>
        {host && <span class="social-host">{host}</span>}
        <strong>{title || 'Untitled link'}</strong>
        {description && <span class="social-description">{description}</span>}
      </figcaption>
    </figure>
  );
}
