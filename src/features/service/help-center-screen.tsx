// /m/helpCenter: the merchant's help topics (cached, src/state/help-topics.ts); opening one shows
// its HTML through the shared sanitiser, so scripts, handlers and javascript: links do nothing.
import { useEffect, useState } from 'react';
import { loadHelpTopics, type HelpTopic } from '../../state/help-topics';
import { WarningIcon } from '../../ui/icons';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { useServiceTranslation } from './use-service-translation';
import './service.css';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; topics: HelpTopic[] };

export function HelpCenterScreen() {
  const { t, ready } = useServiceTranslation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadHelpTopics({ renew: attempt > 0 }).then(
      (topics) => live && setState({ status: 'ready', topics }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const loading = !ready || state.status === 'loading';
  return (
    <main className="screen service-screen" data-screen="help-center" aria-busy={loading ? 'true' : undefined}>
      {loading ? (
        <p className="service__state muted" role="status">
          {ready ? t('loading') : ''}
        </p>
      ) : state.status === 'error' ? (
        <div className="service__state" role="alert" data-testid="help-error">
          <WarningIcon width={40} height={40} aria-hidden="true" />
          <p>{t('help_error')}</p>
          <button type="button" className="button button--primary" data-testid="help-retry" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : state.topics.length === 0 ? (
        <p className="service__state muted" data-testid="empty-state">
          {t('help_empty')}
        </p>
      ) : (
        <ul className="help__list" aria-label={t('help_list')}>
          {state.topics.map((topic) => {
            const expanded = open === topic.id;
            const bodyId = `help-topic-${topic.id}`;
            return (
              <li key={topic.id} className="help-topic" data-testid="help-topic" data-topic-id={topic.id}>
                <button type="button" className="help-topic__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setOpen(expanded ? null : topic.id)}>
                  <span className="help-topic__title">{topic.title}</span>
                  <span className="help-topic__chevron" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
                {expanded && (
                  <div id={bodyId} className="help-topic__body">
                    <SanitizedHtml className="service-html" testId="help-topic-content" html={topic.content} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
