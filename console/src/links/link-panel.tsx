// One link: its short URL with copy, what it does at a glance (status, destination, clicks),
// the QR code and the last clicks first, as people open the page for these; the form with every
// field behind "Edit", which opens it in place. Clone, and delete confirmed in a dialog.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { Instant } from '../ui/instant';
import { ShortUrl } from '../ui/short-url';
import { ViewerNote } from '../ui/states';
import { useRequest } from '../ui/use-request';
import { ClickHistory } from './click-history';
import { DeleteDialog } from './delete-dialog';
import { LinkForm } from './link-form';
import type { Link } from './link-form-model';
import { LinkSummary } from './link-summary';
import { QrDownload } from './qr-download';

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

export function LinkPanel({ admin, link, notice, onBack, onChanged, onDeleted, readOnly = false }: Props) {
  const { error, busy, run } = useRequest('editor');
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [clicks, setClicks] = useState(link.clicks);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLDivElement>(null);

  // Another link (opened, cloned, renamed) starts on its summary, folded.
  useEffect(() => {
    setEditing(false);
    heading.current?.focus();
  }, [link.slug]);
  useEffect(() => setClicks(link.clicks), [link]);
  // Opened with "Edit": its first field takes the focus, so typing starts in the form.
  useEffect(() => {
    if (editing) editor.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [editing]);
  // The count shown with the history is read again whenever the history is (an error is not shown).
  const { run: count } = useRequest();
  const refreshClicks = useCallback(() => {
    void count(
      () => admin.GET('/api/links/{slug}', { params: { path: { slug: link.slug } } }),
      (read) => setClicks(read.clicks),
    );
  }, [admin, link.slug, count]);

  const clone = () =>
    run(
      () => admin.POST('/api/links/{slug}/clone', { params: { path: { slug: link.slug } }, body: {} }),
      (copy) => onChanged(copy.link, `Cloned: this is the copy, ${copy.link.slug}.`),
    );

  // Gone already (another tab deleted it) is as good as deleted.
  const remove = async () => {
    const deleted = () =>
      admin.DELETE('/api/links/{slug}', { params: { path: { slug: link.slug } } }).then((answer) => (answer.error?.code === 'NOT_FOUND' ? {} : answer));
    await run(deleted, () => onDeleted(link.slug));
    setConfirming(false);
  };

  // Saved: folded again, back at the top where the notice and the summary show the change.
  const saved = (next: Link) => {
    setFormKey((k) => k + 1);
    setEditing(false);
    onChanged({ ...next, clicks }, 'Saved.');
    heading.current?.focus();
  };
  const cancel = () => {
    setFormKey((k) => k + 1);
    setEditing(false);
    editButton.current?.focus();
  };

  return (
    <section class="link-panel" aria-labelledby="panel-title">
      <button type="button" class="quiet small back" onClick={onBack}>
        ← All links
      </button>
      <div class="screen-head">
        <div class="panel-title">
          <h1 id="panel-title" tabIndex={-1} ref={heading}>
            {link.title}
          </h1>
          <p class="panel-url">
            <ShortUrl url={link.shortUrl} />
          </p>
        </div>
        <div class="actions">
          <button
            type="button"
            ref={editButton}
            class={editing ? 'quiet pressed' : 'quiet'}
            aria-expanded={editing}
            aria-controls="link-editor"
            onClick={() => setEditing(!editing)}
          >
            {readOnly ? 'View settings' : 'Edit'}
          </button>
          {!readOnly && (
            <button type="button" class="quiet" disabled={busy} onClick={() => void clone()}>
              Clone
            </button>
          )}
          {!readOnly && (
            <button type="button" class="quiet danger" disabled={busy} onClick={() => setConfirming(true)}>
              Delete
            </button>
          )}
        </div>
      </div>
      {link.health?.status === 'dead' && (
        <p class="form-error health">
          The destination did not answer the check of <Instant iso={link.health.checkedAt} />
          {link.health.lastError && <> ({link.health.lastError})</>}: web visitors may land on an error page. It is checked again daily.
        </p>
      )}
      {readOnly && <ViewerNote />}
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <DeleteDialog link={link} open={confirming} busy={busy} onDelete={() => void remove()} onClose={() => setConfirming(false)} />

      <LinkSummary link={link} clicks={clicks} />
      {/* Kept mounted while folded: what was typed survives folding, until Cancel or Save. */}
      <div id="link-editor" class="link-editor" ref={editor} hidden={!editing}>
        <fieldset class="bare" disabled={readOnly}>
          <LinkForm key={`${link.slug}-${formKey}`} admin={admin} link={link} onSaved={saved} onCancel={cancel} />
        </fieldset>
      </div>
      <div class="panel-grid">
        <QrDownload admin={admin} slug={link.slug} />
        <ClickHistory admin={admin} slug={link.slug} onLoaded={refreshClicks} />
      </div>
    </section>
  );
}
