// Agent rebate settings (/m/member/agent/agentRebeat, GAMSER): per product the agent's own rate
// (its quota) and the merchant's ceiling; the default rates for the downlines it opens, editable
// within the quota; and its direct downlines' rates, each edited in a sheet between the floor (what
// that downline already gave its own downlines) and the quota. The client names the quota before
// sending; the platform checks every rule (the floor too) and its refusal lands under the product's input.
import { useEffect, useState } from 'react';
import type { AgentProductType, RebateDownline, RebateDownlineList, RebateSettings } from '../../api/contract.generated';
import { toast } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import type { FieldMessage } from '../../ui/form-field';
import { useLoad } from '../../ui/use-load';
import { formatRate, PRODUCT_TYPES, rateProblems, ratesToTexts, textsToRates, type RateTexts } from '../../domain/rebate-rates';
import { RateFields, useProductLabel } from '../../ui/rate-fields';
import { productProblem } from '../../ui/rate-problem';
import { rebatesApi } from './rebates-api';
import { ErrorState, LoadingState, RebatesScreen, useRebatesTranslation } from './rebates-parts';
import { EmptyState } from '../../ui/screen-state';

type Problems = Partial<Record<AgentProductType, FieldMessage | null>>;

const byProduct = (settings: RebateSettings, pick: (p: RebateSettings['products'][number]) => number): Record<AgentProductType, number> =>
  Object.fromEntries(PRODUCT_TYPES.map((product) => [product, pick(settings.products.find((x) => x.productType === product) ?? { productType: product, rate: 0, ceiling: 0, defaultRate: 0 })])) as Record<
    AgentProductType,
    number
  >;

const hasProblem = (problems: Problems): boolean => Object.values(problems).some((p) => p);

function loadAll(): Promise<{ settings: RebateSettings; downlines: RebateDownlineList }> {
  return Promise.all([rebatesApi.settings(), rebatesApi.downlines()]).then(([settings, downlines]) => ({ settings, downlines }));
}

export function AgentRebateScreen() {
  const { t, ready } = useRebatesTranslation();
  const { load, reload } = useLoad(loadAll);
  return (
    <RebatesScreen screen="agent-rebate" busy={!ready || load.status === 'loading'}>
      {!ready ? null : load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t('rebates:settings.load_failed')} error={load.error} onRetry={reload} />
      ) : (
        <SettingsContent settings={load.data.settings} downlines={load.data.downlines.downlines} />
      )}
    </RebatesScreen>
  );
}

function SettingsContent({ settings: initial, downlines: initialDownlines }: { settings: RebateSettings; downlines: RebateDownline[] }) {
  const { t } = useRebatesTranslation();
  const label = useProductLabel();
  const [settings, setSettings] = useState(initial);
  const [downlines, setDownlines] = useState(initialDownlines);
  const [editing, setEditing] = useState<RebateDownline | null>(null);
  const quota = byProduct(settings, (p) => p.rate);
  return (
    <>
      <section className="rebates-card" aria-labelledby="rebates-quota-title" data-testid="rebate-quota">
        <h2 className="rebates-card__title" id="rebates-quota-title">
          {t('rebates:settings.quota_title')}
        </h2>
        <p className="rebates-card__note muted">{t('rebates:settings.quota_note')}</p>
        <table className="rebates-table">
          <thead>
            <tr>
              <th scope="col">{t('rebates:settings.product')}</th>
              <th scope="col">{t('rebates:settings.own_rate')}</th>
              <th scope="col">{t('rebates:settings.ceiling')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.products.map((p) => (
              <tr key={p.productType} data-testid="rebate-quota-row" data-product={p.productType} data-rate={formatRate(p.rate)}>
                <th scope="row">{label(p.productType)}</th>
                <td>
                  <bdi dir="ltr">{formatRate(p.rate)}%</bdi>
                </td>
                <td className="muted">
                  <bdi dir="ltr">{formatRate(p.ceiling)}%</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <DefaultsForm settings={settings} quota={quota} onSaved={setSettings} />
      <section className="rebates-card" aria-labelledby="rebates-downlines-title">
        <h2 className="rebates-card__title" id="rebates-downlines-title">
          {t('rebates:settings.downlines_title')}
        </h2>
        {downlines.length === 0 ? (
          <EmptyState className="rebates-empty" look="block">
            {t('rebates:settings.no_downlines')}
          </EmptyState>
        ) : (
          <ul className="rebates-downlines">
            {downlines.map((d) => (
              <li key={d.username} className="rebates-downline" data-testid="downline-row" data-username={d.username}>
                <div>
                  <p className="rebates-downline__name">
                    <bdi>{d.username}</bdi>
                    {d.nickname ? <span className="muted"> · {d.nickname}</span> : null}
                  </p>
                  <p className="rebates-downline__rates muted">{PRODUCT_TYPES.map((p) => `${label(p)} ${formatRate(d.rates[p])}%`).join(' · ')}</p>
                </div>
                <button type="button" className="button button--small" data-testid="downline-edit" aria-label={t('rebates:settings.edit_named', { username: d.username })} onClick={() => setEditing(d)}>
                  {t('rebates:settings.edit')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <DownlineSheet
          downline={editing}
          quota={quota}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setDownlines((list) => list.map((d) => (d.username === saved.username ? saved : d)));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

function DefaultsForm({ settings, quota, onSaved }: { settings: RebateSettings; quota: Record<AgentProductType, number>; onSaved: (s: RebateSettings) => void }) {
  const { t } = useRebatesTranslation();
  const label = useProductLabel();
  const [texts, setTexts] = useState<RateTexts>(() => ratesToTexts(byProduct(settings, (p) => p.defaultRate)));
  const [problems, setProblems] = useState<Problems>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = (product: AgentProductType, text: string) => {
    const next = { ...texts, [product]: text };
    setTexts(next);
    if (checked) setProblems(rateProblems(next, quota));
  };
  const submit = async () => {
    const found = rateProblems(texts, quota);
    setChecked(true);
    setProblems(found);
    if (hasProblem(found) || busy) return;
    setBusy(true);
    try {
      const saved = await rebatesApi.updateDefaults(textsToRates(texts));
      onSaved(saved);
      toast.success({ key: 'rebates:settings.defaults_saved' });
    } catch (error) {
      const { product, message } = productProblem(error, label);
      if (product) setProblems({ [product]: message });
      else void toast.apiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rebates-card" aria-labelledby="rebates-defaults-title">
      <h2 className="rebates-card__title" id="rebates-defaults-title">
        {t('rebates:settings.defaults_title')}
      </h2>
      <p className="rebates-card__note muted">{t('rebates:settings.defaults_note')}</p>
      <form
        noValidate
        data-testid="rebate-defaults-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <RateFields texts={texts} max={quota} problems={problems} onChange={change} />
        <div className="rebates-actions">
          <button type="submit" className="button button--primary" data-testid="rebate-defaults-save" disabled={busy}>
            {t('rebates:settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

function DownlineSheet({ downline, quota, onClose, onSaved }: { downline: RebateDownline; quota: Record<AgentProductType, number>; onClose: () => void; onSaved: (d: RebateDownline) => void }) {
  const { t } = useRebatesTranslation();
  const label = useProductLabel();
  const [texts, setTexts] = useState<RateTexts>(() => ratesToTexts(downline.rates));
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<FieldMessage | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  // Escape closes the sheet, as its cancel button and the mask do.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const change = (product: AgentProductType, text: string) => {
    const next = { ...texts, [product]: text };
    setTexts(next);
    if (checked) setProblems(rateProblems(next, quota));
  };
  const submit = async () => {
    // The quota is checked here; the floor is shown in each hint and enforced by the platform,
    // whose refusal (naming the floor) lands under the product's input.
    const found = rateProblems(texts, quota);
    setChecked(true);
    setProblems(found);
    setAlert(null);
    if (hasProblem(found) || busy) return;
    setBusy(true);
    try {
      const saved = await rebatesApi.updateDownline(downline.username, textsToRates(texts));
      toast.success({ key: 'rebates:settings.downline_saved', values: { username: downline.username } });
      onSaved(saved);
    } catch (error) {
      const { product, message } = productProblem(error, label);
      if (product) setProblems({ [product]: message });
      else setAlert(message);
    } finally {
      setBusy(false);
    }
  };
  const formId = `rebate-downline-${downline.username}`;
  return (
    <Dialog
      title={t('rebates:settings.sheet_title', { username: downline.username })}
      testId="sheet"
      className="rebates-sheet"
      data={{ 'data-sheet': 'downline-rebate', 'data-username': downline.username }}
      onMaskClick={onClose}
      footer={
        <>
          <button type="button" className="button" data-testid="sheet-cancel" onClick={onClose}>
            {t('rebates:settings.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" data-testid="sheet-save" disabled={busy}>
            {t('rebates:settings.save')}
          </button>
        </>
      }
    >
      {downline.type !== 0 && <p className="rebates-card__note muted">{t('rebates:settings.floor_note')}</p>}
      {alert && (
        <p className="rebates-alert" role="alert" data-testid="sheet-error">
          {alert.values ? t(alert.key, { ...alert.values }) : t(alert.key)}
        </p>
      )}
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <RateFields texts={texts} max={quota} min={downline.floor} problems={problems} onChange={change} />
      </form>
    </Dialog>
  );
}
