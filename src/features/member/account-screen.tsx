// Account details (/m/myAccount/index): avatar (its own call, upstream's MCSFE_getPlayerAvatar; chosen
// from the presets the client ships and sent with MCSFE_uploadPlayerAvatar), account with a copy
// button, nickname (editable when the merchant allows it: NICKNAMEUPD3), masked mobile and email,
// registration date, and the balance with its refresh (spec section 4).
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { DATE_FORMAT } from '../../config/constants';
import { flag } from '../../config/flags';
import { PLAYER_AVATARS, STATIC_AVATAR_TYPE } from '../../config/player-avatars';
import { isFreeType } from '../../domain/customer-types';
import { callLazily } from '../../state/endpoint-call';
import { loadMemberInfo, useSession } from '../../state/session-store';
import { toast } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { NICKNAME_MAX, nicknameEditable, nicknameValid } from './nickname-rule';
import { usePlayerAvatar } from './use-player-avatar';
import { useMemberTranslation } from './use-member-translation';
import './member.css';

export function AccountScreen() {
  const { t, ready } = useMemberTranslation();
  const { session, memberInfo: info } = useSession();
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const token = session?.token;
  const { avatar, reload: reloadAvatar } = usePlayerAvatar(token);
  // The details are kept in the session store; this screen asks for them afresh.
  const { load: state, reload } = useLoad(() => loadMemberInfo({ renew: true }), { deps: [token], enabled: token !== undefined });

  if (!ready) return <main className="screen member-account" data-screen="my-account" aria-busy="true" />;
  if (!info) {
    const loading = state.status === 'loading';
    return (
      <main className="screen member-account" data-screen="my-account" aria-busy={loading ? 'true' : undefined}>
        {loading ? (
          <LoadingState />
        ) : (
          <ErrorState message={t('member:centre.load_failed')} error={state.status === 'error' ? state.error : undefined} onRetry={reload} testIdPrefix="account" />
        )}
      </main>
    );
  }

  const canEdit = nicknameEditable(flag('NICKNAMEUPD3'), info.type);
  const copy = () => {
    const write = navigator.clipboard?.writeText(info.account);
    if (!write) return toast.error('member:account.copy_failed');
    write.then(
      () => toast.success('member:account.copied'),
      () => toast.error('member:account.copy_failed'),
    );
  };

  return (
    <main className="screen member-account" data-screen="my-account">
      <section className="member-card member-account__avatar">
        {avatar ? (
          <img className="member-user__avatar" src={avatar.url} alt={t('member:account.avatar')} width={72} height={72} data-testid="account-avatar" />
        ) : (
          <span className="member-user__avatar member-user__avatar--empty" data-testid="account-avatar" />
        )}
        <button type="button" className="button button--small" data-testid="account-change-avatar" aria-haspopup="dialog" disabled={isFreeType(info.type)} onClick={() => setPicking(true)}>
          {t('member:account.change_avatar')}
        </button>
      </section>

      <dl className="member-card member-rows">
        <div className="member-row">
          <dt>{t('member:account.account')}</dt>
          <dd>
            <span data-testid="account-account">{info.account}</span>
            <button type="button" className="button button--small" data-testid="account-copy" onClick={copy}>
              {t('member:account.copy')}
            </button>
          </dd>
        </div>
        <div className="member-row">
          <dt>{t('member:account.nickname')}</dt>
          <dd>
            {editing ? (
              <NicknameForm
                initial={info.nickname ?? ''}
                onDone={(saved) => {
                  setEditing(false);
                  if (saved) reload();
                }}
              />
            ) : (
              <>
                <span data-testid="account-nickname">{info.nickname || t('member:account.nickname_none')}</span>
                {canEdit && (
                  <button type="button" className="button button--small" data-testid="account-edit-nickname" onClick={() => setEditing(true)}>
                    {t('member:account.edit_nickname')}
                  </button>
                )}
              </>
            )}
          </dd>
        </div>
        <div className="member-row">
          <dt>{t('member:account.mobile')}</dt>
          <dd data-testid="account-mobile">
            <bdi dir="ltr">{info.mobile ?? t('member:account.not_bound')}</bdi>
          </dd>
        </div>
        <div className="member-row">
          <dt>{t('member:account.email')}</dt>
          <dd data-testid="account-email">
            <bdi dir="ltr">{info.email ?? t('member:account.not_bound')}</bdi>
          </dd>
        </div>
        <div className="member-row">
          <dt>{t('member:account.reg_date')}</dt>
          <dd data-testid="account-reg-date">
            <bdi dir="ltr">{info.regDate === null ? '' : dayjs(info.regDate).format(DATE_FORMAT)}</bdi>
          </dd>
        </div>
      </dl>

      <section className="member-card">
        <WalletBalance label={t('member:account.balance')} refreshTestId="account-refresh-balance" />
      </section>

      {picking && <AvatarPicker current={avatar?.presetId ?? null} onClose={() => setPicking(false)} onSaved={reloadAvatar} />}
    </main>
  );
}

function NicknameForm({ initial, onDone }: { initial: string; onDone: (saved: boolean) => void }) {
  const { t } = useMemberTranslation();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nicknameValid(value)) return setInvalid(true);
    setBusy(true);
    callLazily('memberNickname', { body: { nickname: value.trim() } }).then(
      () => {
        toast.success('member:account.nickname_saved');
        onDone(true);
      },
      (error: unknown) => {
        setBusy(false);
        void toast.apiError(error);
      },
    );
  };
  return (
    <form className="member-nickname-form" data-testid="nickname-form" onSubmit={submit} noValidate>
      <input
        name="nickname"
        className="member-input"
        value={value}
        maxLength={NICKNAME_MAX + 4}
        aria-label={t('member:account.nickname')}
        aria-invalid={invalid || undefined}
        aria-describedby="nickname-hint"
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <p id="nickname-hint" className={invalid ? 'member-hint member-hint--error' : 'member-hint'} role={invalid ? 'alert' : undefined}>
        {t('member:account.nickname_hint')}
      </p>
      <div className="member-nickname-form__actions">
        <button type="button" className="button button--small" onClick={() => onDone(false)}>
          {t('member:account.cancel')}
        </button>
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {t('member:account.save')}
        </button>
      </div>
    </form>
  );
}

function AvatarPicker({ current, onClose, onSaved }: { current: string | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useMemberTranslation();
  const [busy, setBusy] = useState(false);
  const choose = (id: string) => {
    setBusy(true);
    callLazily('memberSetHeadIcon', { body: { avatar: id, avatarType: STATIC_AVATAR_TYPE } }).then(
      () => {
        toast.success('member:account.avatar_saved');
        onSaved();
        onClose();
      },
      (error: unknown) => {
        setBusy(false);
        void toast.apiError(error);
      },
    );
  };
  return (
    <Dialog
      title={t('member:account.choose_avatar')}
      testId="avatar-picker"
      onMaskClick={onClose}
      footer={
        <button type="button" className="button" data-testid="avatar-cancel" onClick={onClose}>
          {t('member:account.cancel')}
        </button>
      }
    >
      <ul className="member-avatars">
        {PLAYER_AVATARS.map((preset, i) => (
          <li key={preset.id}>
            <button type="button" className="member-avatars__option" data-testid="avatar-option" data-icon-id={preset.id} aria-pressed={preset.id === current} disabled={busy} onClick={() => choose(preset.id)}>
              <img src={preset.url} alt={t('member:account.avatar_option', { number: i + 1 })} width={56} height={56} />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
