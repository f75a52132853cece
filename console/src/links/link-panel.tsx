// One link: its short URL with copy, clone and delete (confirmed in a dialog), the edit form
// with every field, the QR code downloads and the last 20 clicks.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeError, UNREACHABLE } from './api-error';
import { ClickHistory } from './click-history';
import { ShortUrl } from '../ui/short-url';
import { LinkForm } from './link-form';
import type { Link } from './link-form-model';
import { QrDownload } from './qr-download';
import { ViewerNote } from '../ui/states';

interface Props {
  admin: FerryAdmin;
  link: Link;
  notice?: string | null;
  onBack: () => void;
  onChanged: (link: Link, notice: string) => void;
  onDeleted: (slug: string) => void;
  /** A viewer's: the link is shown, nothing that changes it is offered. */
  readOnly?: boolean;
}

// dateStyle and timeStyle cannot be combined with timeZoneName, hence the separate parts.
const when = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

export function LinkPanel({ admin, link, notice, onBack, onChanged, onDeleted, readOnly = false }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [clicks, setClicks] = useState(link.clicks);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [link.slug]);
  useEffect(() => setClicks(link.clicks), [link]);
  // The count shown with the history is read again whenever the history is.
  const refreshClicks = useCallback(() => {
    admin.GET('/api/links/{slug}', { params: { path: { slug: link.slug } } })
      .then(({ data }) => data && setClicks(data.clicks), () => undefined);
  }, [admin, link.slug]);
  useEffect(() => {
    if (confirming) dialog.current?.showModal();
    else dialog.current?.close();
  }, [confirming]);

  const clone = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data, error } = await admin.POST('/api/links/{slug}/clone', { params: { path: { slug: link.slug } }, body: {} });
      if (data) onChanged(data.link, `Cloned: this is the copy, ${data.link.slug}.`);
      else if (error) setError(describeError(error, 'write'));
    } catch {
      setError(UNREACHABLE);
    }
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const { error } = await admin.DELETE('/api/links/{slug}', { params: { path: { slug: link.slug } } });
      if (!error || error.code === 'NOT_FOUND') {
        setConfirming(false);
        return onDeleted(link.slug);
      }
      setError(describeError(error, 'write'));
    } catch {
      setError(UNREACHABLE);
    }
    setConfirming(false);
    setBusy(false);
  };

  return (
    <section class="link-panel" aria-labelledby="panel-title">
      <button type="button" class="quiet small back" onClick={onBack}>← All links</button>
      <div class="screen-head">
        <div>
          <h1 id="panel-title" tabIndex={-1} ref={heading}>{link.title}</h1>
          <p class="panel-url"><ShortUrl url={link.shortUrl} /></p>
          <p class="help">
            {clicks !== undefined && <>{clicks === 1 ? '1 click' : `${clicks} clicks`} · </>}
            Created <time dateTime={link.createdAt}>{when.format(new Date(link.createdAt))}</time>
            {link.updatedAt !== link.createdAt && <> · updated <time dateTime={link.updatedAt}>{when.format(new Date(link.updatedAt))}</time></>}
          </p>
        </div>
        {!readOnly && (
          <div class="actions">
            <button type="button" class="quiet" disabled={busy} onClick={() => void clone()}>Clone</button>
            <button type="button" class="quiet danger" disabled={busy} onClick={() => setConfirming(true)}>Delete</button>
          </div>
        )}
      </div>
      {link.health?.status === 'dead' && (
        <p class="form-error health">
          The destination did not answer the check of <time dateTime={link.health.checkedAt}>{when.format(new Date(link.health.checkedAt))}</time>
          {link.health.lastError && <> ({link.health.lastError})</>}: web visitors may land on an error page. It is checked again daily.
        </p>
      )}
      {readOnly && <ViewerNote />}
      {notice && <p class="notice" role="status">{notice}</p>}
      {error && <p class="form-error" role="alert">{error}</p>}

      <dialog ref={dialog} class="confirm" aria-labelledby="delete-title" aria-describedby="delete-text"
        onClose={() => setConfirming(false)}>
        <h2 id="delete-title">Delete {link.slug}?</h2>
        <p id="delete-text">{link.shortUrl} stops working at once and its click history is gone. This cannot be undone.</p>
        <div class="actions">
          <button type="button" class="danger" disabled={busy} onClick={() => void remove()}>{busy ? 'Deleting…' : 'Delete link'}</button>
          <button type="button" class="quiet" autoFocus onClick={() => setConfirming(false)}>Keep it</button>
        </div>
      </dialog>

      <div class="panel-grid">
        <fieldset class="bare" disabled={readOnly}>
          <LinkForm key={`${link.slug}-${formKey}`} admin={admin} link={link}
            onSaved={(saved) => { setFormKey((k) => k + 1); onChanged({ ...saved, clicks }, 'Saved.'); }}
            onCancel={() => setFormKey((k) => k + 1)} />
        </fieldset>
        <div class="panel-side">
          <QrDownload admin={admin} slug={link.slug} />
          <ClickHistory admin={admin} slug={link.slug} onLoaded={refreshClicks} />
        </div>
      </div>
    </section>
  );
}
