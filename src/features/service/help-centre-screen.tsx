// /m/helpCenter: the merchant's help topics (cached, src/state/help-topics.ts); opening one shows
// its HTML through the shared sanitiser, so scripts, handlers and javascript: links do nothing.
import { useState } from 'react';
import { loadHelpTopics } from '../../state/help-topics';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { EmptyState } from '../../ui/screen-state';
import { ServiceLoadScreen } from './service-load';
import { useServiceTranslation } from './use-service-translation';
import './service.css';

const loadTopics = (renew: boolean) => loadHelpTopics({ renew });

export function HelpCenterScreen() {
  const { t } = useServiceTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ServiceLoadScreen screen="help-center" loader={loadTopics} errorKey="help_error" testIdPrefix="help">
      {(topics) =>
        topics.length === 0 ? (
          <EmptyState>{t('help_empty')}</EmptyState>
        ) : (
          <ul className="help__list" aria-label={t('help_list')}>
            {topics.map((topic) => {
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
        )
      }
    </ServiceLoadScreen>
  );
}
