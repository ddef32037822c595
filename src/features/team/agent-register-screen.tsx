// Open a downline (/m/agentRegister, REGCEN; upstream /wps/check/username and /wps/agent/downline):
// username (format by the registration rule, availability asked once typing pauses, stale replies
// ignored), password and its confirmation, an optional nickname, and a rate per product prefilled
// with the agent's defaults and bounded by its quota. The account is sent encrypted like login,
// once (the button is disabled in flight); success shows the new username, a link to the team
// members and "open another".
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AgentProductType, DownlineCreated, RegisterSettings, RebateSettings } from '../../api/contract.generated';
import { fieldForError, messageKeyForError } from '../../api/error-messages';
import { DOWNLINE_USERNAME_CHECK_DEBOUNCE_MS } from '../../config/constants';
import { toast } from '../../state/ui-store';
import { PasswordField, TextField, type FieldMessage } from '../../ui/form-field';
import { useLoad } from '../../ui/use-load';
import { PRODUCT_TYPES, rateProblems, ratesToTexts, textsToRates, type RateTexts } from '../../domain/rebate-rates';
import { RateFields, useProductLabel } from '../../ui/rate-fields';
import { productProblem } from '../../ui/rate-problem';
import { AgentRegisterRoot, ErrorState, LoadingState, useAgentRegisterTranslation } from './agent-register-parts';
import { ruleHint, ruleProblem } from './downline-form-rules';
import { downlineApi } from './team-api';
import { createUsernameChecker, type UsernameStatus } from './username-check';
import { PATHS } from '../../domain/paths';


interface Loaded {
  rules: RegisterSettings['fields'];
  settings: RebateSettings;
}

function loadAll(): Promise<Loaded> {
  return Promise.all([downlineApi.registerSettings(), downlineApi.rebateSettings()]).then(([register, settings]) => ({ rules: register.fields, settings }));
}

const rates = (settings: RebateSettings, pick: (p: RebateSettings['products'][number]) => number): Record<AgentProductType, number> =>
  Object.fromEntries(PRODUCT_TYPES.map((product) => [product, pick(settings.products.find((x) => x.productType === product) ?? { productType: product, rate: 0, ceiling: 0, defaultRate: 0 })])) as Record<
    AgentProductType,
    number
  >;

export function AgentRegisterScreen() {
  const { t, ready } = useAgentRegisterTranslation();
  const { load, reload } = useLoad(loadAll);
  const [created, setCreated] = useState<DownlineCreated | null>(null);
  const [round, setRound] = useState(0);
  return (
    <AgentRegisterRoot busy={!ready || load.status === 'loading'}>
      {!ready ? null : load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t('team:register.load_failed')} error={load.error} onRetry={reload} />
      ) : created ? (
        <section className="downline-card downline-result" data-testid="downline-created" data-username={created.username} aria-labelledby="downline-created-title">
          <h2 className="downline-card__title" id="downline-created-title">
            {t('team:register.created_title')}
          </h2>
          <p className="downline-result__name">
            <bdi>{created.username}</bdi>
          </p>
          <p className="muted">{t('team:register.created_note', { upline: created.upline })}</p>
          <Link className="button button--primary" to={PATHS['team-members']} data-testid="downline-created-team">
            {t('team:register.view_team')}
          </Link>
          <button
            type="button"
            className="button"
            data-testid="downline-open-another"
            onClick={() => {
              setCreated(null);
              setRound((n) => n + 1);
            }}
          >
            {t('team:register.open_another')}
          </button>
        </section>
      ) : (
        <RegisterForm key={round} rules={load.data.rules} settings={load.data.settings} onCreated={setCreated} />
      )}
    </AgentRegisterRoot>
  );
}

type Field = 'username' | 'password' | 'confirmPassword' | 'nickname';

function RegisterForm({ rules, settings, onCreated }: { rules: RegisterSettings['fields']; settings: RebateSettings; onCreated: (created: DownlineCreated) => void }) {
  const { t } = useAgentRegisterTranslation();
  const label = useProductLabel();
  const quota = useMemo(() => rates(settings, (p) => p.rate), [settings]);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '', nickname: '' });
  const [texts, setTexts] = useState<RateTexts>(() => ratesToTexts(rates(settings, (p) => p.defaultRate)));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<string, FieldMessage>>>({});
  const [status, setStatus] = useState<UsernameStatus>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const checker = useRef<ReturnType<typeof createUsernameChecker> | null>(null);

  useEffect(() => {
    const made = createUsernameChecker({ delayMs: DOWNLINE_USERNAME_CHECK_DEBOUNCE_MS, check: (name, signal) => downlineApi.checkUsername(name, signal), onStatus: setStatus });
    checker.current = made;
    return () => made.dispose();
  }, []);

  const fieldProblems = (v: Record<Field, string>): Record<Field, FieldMessage | null> => ({
    username: ruleProblem(v.username, rules.username, 'format_username', true),
    password: ruleProblem(v.password, rules.password, 'format_password', true),
    confirmPassword: v.confirmPassword.trim() === '' ? { key: 'team:form.required' } : v.confirmPassword.trim() !== v.password.trim() ? { key: 'errors:modify_new_confirm_diff' } : null,
    nickname: ruleProblem(v.nickname, rules.nickname, 'format_nickname', false),
  });
  const problems = fieldProblems(values);
  const rateIssues = rateProblems(texts, quota);
  const shown = (field: Field): FieldMessage | undefined => {
    const server = serverProblems[field];
    if (server) return server;
    if (field === 'username' && status.state === 'taken' && status.username === values.username.trim()) return { key: 'errors:exists_username' };
    return (touched[field] || submitted) && problems[field] ? (problems[field] ?? undefined) : undefined;
  };
  const rateShown = Object.fromEntries(PRODUCT_TYPES.map((p) => [p, serverProblems[`rates.${p}`] ?? (submitted ? rateIssues[p] : null)])) as Record<AgentProductType, FieldMessage | null>;

  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setServerProblems((s) => ({ ...s, [field]: undefined }));
    if (field === 'username') checker.current?.input(value, fieldProblems(next).username === null);
  };
  const setRate = (product: AgentProductType, text: string) => {
    setTexts((s) => ({ ...s, [product]: text }));
    setServerProblems((s) => ({ ...s, [`rates.${product}`]: undefined }));
  };

  const submit = async () => {
    setSubmitted(true);
    if (busy) return;
    const bad = Object.values(problems).some(Boolean) || Object.values(rateIssues).some(Boolean) || (status.state === 'taken' && status.username === values.username.trim());
    if (bad) return;
    setBusy(true);
    try {
      const nickname = values.nickname.trim();
      const reply = await downlineApi.createDownline({
        username: values.username.trim(),
        password: values.password.trim(),
        confirmPassword: values.confirmPassword.trim(),
        ...(nickname ? { nickname } : {}),
        rates: textsToRates(texts),
      });
      onCreated(reply);
    } catch (error) {
      const field = fieldForError(error);
      if (field && (field in values || field.startsWith('rates.'))) {
        const message = field.startsWith('rates.') ? productProblem(error, label).message : messageKeyForError(error);
        setServerProblems((s) => ({ ...s, [field]: message }));
      } else {
        void toast.apiError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const statusText =
    status.state === 'checking'
      ? t('team:register.username_checking')
      : status.state === 'available'
        ? t('team:register.username_available', { username: status.username })
        : status.state === 'error'
          ? t('team:register.username_check_failed')
          : '';

  return (
    <section className="downline-card" aria-labelledby="agent-register-title">
      <h2 className="downline-card__title" id="agent-register-title">
        {t('team:register.title')}
      </h2>
      <form
        className="downline-form"
        noValidate
        data-testid="agent-register-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          name="username"
          label={t('team:register.username')}
          value={values.username}
          autoComplete="off"
          maxLength={rules.username?.maxLength ?? undefined}
          hint={ruleHint(t, rules.username, true)}
          error={shown('username')}
          onChange={(v) => set('username', v)}
          onBlur={() => setTouched((s) => ({ ...s, username: true }))}
        />
        <p className="username-status" data-testid="username-status" data-state={status.state} aria-live="polite">
          {statusText}
        </p>
        <PasswordField
          name="password"
          label={t('team:register.password')}
          value={values.password}
          autoComplete="new-password"
          maxLength={rules.password?.maxLength ?? undefined}
          hint={ruleHint(t, rules.password, true)}
          error={shown('password')}
          onChange={(v) => set('password', v)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        />
        <PasswordField
          name="confirmPassword"
          label={t('team:register.confirm_password')}
          value={values.confirmPassword}
          autoComplete="new-password"
          maxLength={rules.password?.maxLength ?? undefined}
          error={shown('confirmPassword')}
          onChange={(v) => set('confirmPassword', v)}
          onBlur={() => setTouched((s) => ({ ...s, confirmPassword: true }))}
        />
        <TextField
          name="nickname"
          label={t('team:register.nickname')}
          value={values.nickname}
          maxLength={rules.nickname?.maxLength ?? undefined}
          hint={ruleHint(t, rules.nickname, false)}
          error={shown('nickname')}
          onChange={(v) => set('nickname', v)}
          onBlur={() => setTouched((s) => ({ ...s, nickname: true }))}
        />
        <h3 className="downline-card__title">{t('team:register.rates_title')}</h3>
        <p className="downline-card__note muted">{t('team:register.rates_note')}</p>
        <RateFields texts={texts} max={quota} problems={rateShown} onChange={setRate} />
        <button type="submit" className="button button--primary downline-form__submit" data-testid="agent-register-submit" disabled={busy}>
          {busy ? t('team:register.submitting') : t('team:register.submit')}
        </button>
      </form>
    </section>
  );
}
