// /m/linkManage (agents): the agent's affiliate links with their URL (the merchant's register page
// with the code, on this site's origin), channel, expiry (or expired) and how many registered through
// each; create (a sheet: channel, expiry), copy (clipboard), share (navigator.share where the browser
// has it, else copy), delete (after a confirmation) and the registrations of a link (a sheet).
import dayjs from 'dayjs';
import { useState } from 'react';
import type { AffiliateLink } from '../../api/contract.generated';
import { messageKeyForError } from '../../api/error-messages';
import { MESSAGE_TIME_FORMAT, RECORD_DATE_FORMAT, TOAST } from '../../config/constants';
import { showAlert, showConfirm, showLoading, toast } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import { useLoad } from '../../ui/use-load';
import { createLink, deleteLink, loadLinkOptions, loadLinks, loadRegistrations, type LinkOptions } from './links-api';
import { EmptyState, ErrorState, LinksScreenRoot, LoadingState } from './links-parts';
import { useInviteTranslation } from './use-invite-translation';

/** The full address to hand out: this site's origin and the platform's register path. */
export function linkUrl(link: Pick<AffiliateLink, 'registerPath'>, origin: string = window.location.origin): string {
  return `${origin}${link.registerPath}`;
}

async function alertError(error: unknown): Promise<void> {
  const message = messageKeyForError(error);
  await showAlert(message.values ? { key: message.key, values: message.values } : message.key);
}

function copyLink(url: string): void {
  const write = navigator.clipboard?.writeText(url);
  if (!write) return toast.error('invite:links.copy_failed');
  write.then(
    () => toast.success('invite:links.copied', true),
    () => toast.error('invite:links.copy_failed'),
  );
}

function shareLink(url: string, title: string): void {
  if (typeof navigator.share !== 'function') return copyLink(url);
  // A dismissed share sheet rejects with AbortError: nothing to say then.
  navigator.share({ url, title }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) copyLink(url);
  });
}

export function LinkManageScreen() {
  const { t, ready } = useInviteTranslation();
  const { load, reload } = useLoad(loadLinks);
  const [creating, setCreating] = useState(false);
  const [registrationsOf, setRegistrationsOf] = useState<AffiliateLink | null>(null);

  const remove = async (link: AffiliateLink) => {
    const yes = await showConfirm({ key: 'invite:links.delete_confirm', values: { code: link.code } }, { go: 'invite:links.delete' });
    if (!yes) return;
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await deleteLink(link.linkId);
      hide();
      toast.success('invite:links.deleted', true);
      reload();
    } catch (error) {
      hide();
      await alertError(error);
    }
  };

  return (
    <LinksScreenRoot busy={!ready || load.status === 'loading'}>
      {!ready ? null : (
        <>
          <div className="links-toolbar">
            <button type="button" className="button button--primary" data-testid="link-create" onClick={() => setCreating(true)}>
              {t('links.create')}
            </button>
          </div>
          {load.status === 'loading' ? (
            <LoadingState />
          ) : load.status === 'error' ? (
            <ErrorState message={t('links.load_failed')} error={load.error} onRetry={reload} />
          ) : load.data.length === 0 ? (
            <EmptyState>{t('links.empty')}</EmptyState>
          ) : (
            <ul className="links-list">
              {load.data.map((link) => (
                <LinkRow key={link.linkId} link={link} onRegistrations={() => setRegistrationsOf(link)} onDelete={() => void remove(link)} />
              ))}
            </ul>
          )}
        </>
      )}
      {creating && (
        <CreateLinkSheet
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
      {registrationsOf && <RegistrationsSheet link={registrationsOf} onClose={() => setRegistrationsOf(null)} />}
    </LinksScreenRoot>
  );
}

function LinkRow({ link, onRegistrations, onDelete }: { link: AffiliateLink; onRegistrations: () => void; onDelete: () => void }) {
  const { t } = useInviteTranslation();
  const url = linkUrl(link);
  const expiry = link.expired
    ? t('links.expired')
    : link.expiresAt === null
      ? t('links.never_expires')
      : t('links.expires_on', { date: dayjs(link.expiresAt).format(RECORD_DATE_FORMAT) });
  return (
    <li className="links-card links-item" data-testid="affiliate-link" data-link-id={link.linkId} data-code={link.code} data-expired={link.expired ? 'true' : 'false'}>
      <div className="links-item__head">
        <strong className="links-item__channel">{t(`links.channel.${link.channel}`, { defaultValue: link.channel })}</strong>
        <span className={link.expired ? 'links-badge links-badge--expired' : 'links-badge'} data-testid="link-expiry">
          {expiry}
        </span>
      </div>
      <p className="links-item__url">
        <bdi dir="ltr" data-testid="link-url">
          {url}
        </bdi>
      </p>
      <p className="muted links-item__meta">
        {t('links.code')} <bdi dir="ltr">{link.code}</bdi> · {t('links.created_on', { date: dayjs(link.createdAt).format(RECORD_DATE_FORMAT) })}
      </p>
      <div className="links-item__actions">
        <button type="button" className="button button--small" data-testid="link-registrations" data-count={link.registrations} onClick={onRegistrations}>
          {t('links.registrations', { count: link.registrations })}
        </button>
        <button type="button" className="button button--small" data-testid="link-copy" disabled={link.expired} onClick={() => copyLink(url)}>
          {t('links.copy')}
        </button>
        <button type="button" className="button button--small" data-testid="link-share" disabled={link.expired} onClick={() => shareLink(url, t('links.share_title'))}>
          {t('links.share')}
        </button>
        <button type="button" className="button button--small links-danger" data-testid="link-delete" onClick={onDelete}>
          {t('links.delete')}
        </button>
      </div>
    </li>
  );
}

function expiryLabel(t: (key: string, values?: Record<string, unknown>) => string, days: number): string {
  return days === 0 ? t('links.never_expires') : t('links.days', { count: days });
}

function CreateLinkSheet({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useInviteTranslation();
  const { load, reload } = useLoad(loadLinkOptions);
  const [choice, setChoice] = useState<{ channel: string; expiryDays: string } | null>(null);
  const [sending, setSending] = useState(false);
  const options: LinkOptions | null = load.status === 'ready' ? load.data : null;
  const channel = choice?.channel ?? options?.channels[0]?.channel ?? '';
  const expiryDays = choice?.expiryDays ?? String(options?.expiryDays[0] ?? '');

  const submit = async () => {
    if (sending || !options) return;
    setSending(true);
    try {
      await createLink(channel, Number(expiryDays));
      toast.success('invite:links.created', true);
      onCreated();
    } catch (error) {
      await alertError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title={t('links.create_title')}
      testId="sheet"
      className="links-sheet"
      data={{ 'data-sheet': 'link-create' }}
      onMaskClick={onClose}
      footer={
        <>
          <button type="button" className="button" data-testid="link-create-cancel" onClick={onClose}>
            {t('links.cancel')}
          </button>
          <button type="submit" form="link-create-form" className="button button--primary" data-testid="link-create-submit" disabled={!options || sending}>
            {t('links.create_submit')}
          </button>
        </>
      }
    >
      {load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t('links.options_failed')} error={load.error} onRetry={reload} />
      ) : (
        <form
          id="link-create-form"
          className="links-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="links-field">
            <span>{t('links.channel_label')}</span>
            <select name="channel" value={channel} onChange={(e) => setChoice({ channel: e.target.value, expiryDays })}>
              {load.data.channels.map((c) => (
                <option key={c.channel} value={c.channel}>
                  {t(`links.channel.${c.channel}`, { defaultValue: c.name })}
                </option>
              ))}
            </select>
          </label>
          <label className="links-field">
            <span>{t('links.expiry_label')}</span>
            <select name="expiryDays" value={expiryDays} onChange={(e) => setChoice({ channel, expiryDays: e.target.value })}>
              {load.data.expiryDays.map((days) => (
                <option key={days} value={String(days)}>
                  {expiryLabel(t, days)}
                </option>
              ))}
            </select>
          </label>
        </form>
      )}
    </Dialog>
  );
}

function RegistrationsSheet({ link, onClose }: { link: AffiliateLink; onClose: () => void }) {
  const { t } = useInviteTranslation();
  const { load, reload } = useLoad(() => loadRegistrations(link.linkId));
  return (
    <Dialog
      title={t('links.registrations_title', { code: link.code })}
      testId="sheet"
      className="links-sheet"
      data={{ 'data-sheet': 'link-registrations' }}
      onMaskClick={onClose}
      footer={
        <button type="button" className="button button--primary" data-testid="link-registrations-close" onClick={onClose}>
          {t('links.close')}
        </button>
      }
    >
      <div aria-busy={load.status === 'loading' ? 'true' : undefined}>
        {load.status === 'loading' ? (
          <LoadingState />
        ) : load.status === 'error' ? (
          <ErrorState message={t('links.registrations_failed')} error={load.error} onRetry={reload} />
        ) : load.data.length === 0 ? (
          <EmptyState>{t('links.registrations_empty')}</EmptyState>
        ) : (
          <ul className="links-registrations">
            {load.data.map((r) => (
              <li key={r.username} data-testid="link-registration" data-username={r.username}>
                <bdi>{r.username}</bdi>
                <bdi dir="ltr" className="muted">
                  {dayjs(r.registeredAt).format(MESSAGE_TIME_FORMAT)}
                </bdi>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
