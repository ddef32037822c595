// /m/feedback (flag FEEDBACK3, members; spec section 5: "between {0} and {1} words"): type and
// content, with the word bounds the platform's rules give, a live counter and a clear message when
// the count is out of bounds; the verdict after sending; the member's own feedback below. Nothing
// typed is lost on a failure: the form is cleared only once the platform has accepted it.
import dayjs from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import type { FeedbackItem, FeedbackRules } from '../../api/contract.generated';
import { countWords, wordVerdict } from '../../api/feedback-words';
import { fieldForError, translateError } from '../../api/error-messages';
import { DATE_FORMAT } from '../../config/constants';
import { callLazily } from '../../state/endpoint-call';
import { toast } from '../../state/ui-store';
// The form's fields wear the shared field styles (label, control, hint, message).
import '../../ui/form-field.css';
import { ServiceLoadScreen } from './service-load';
import { useServiceTranslation } from './use-service-translation';
import './service.css';
import { EmptyState } from '../../ui/screen-state';

interface FeedbackData {
  readonly rules: FeedbackRules;
  readonly list: FeedbackItem[];
}

async function loadFeedback(): Promise<FeedbackData> {
  const [rules, list] = await Promise.all([callLazily('feedbackRules', {}), callLazily('feedbackList', {})]);
  return { rules, list: list.list };
}

export function FeedbackScreen() {
  const { t } = useServiceTranslation();
  return (
    <ServiceLoadScreen screen="feedback" loader={loadFeedback} errorKey="feedback_rules_error" testIdPrefix="feedback">
      {(data, update) => (
        <>
          <FeedbackForm rules={data.rules} onSent={(item) => update({ ...data, list: [item, ...data.list] })} />
          <section className="feedback-mine" aria-labelledby="feedback-mine-title">
            <h2 id="feedback-mine-title" className="service__heading">
              {t('feedback_mine')}
            </h2>
            {data.list.length === 0 ? (
              <EmptyState look="block">
                {t('feedback_empty')}
              </EmptyState>
            ) : (
              <ul className="feedback-mine__list">
                {data.list.map((item) => (
                  <li key={item.id} className="feedback-item" data-testid="feedback-item" data-feedback-id={item.id} data-status={item.status}>
                    <div className="feedback-item__meta">
                      <span className="feedback-item__type">{t(`feedback_types.${item.type}`, { defaultValue: item.type })}</span>
                      <span className="muted">{dayjs(item.createdAt).format(`${DATE_FORMAT} HH:mm`)}</span>
                      <span className={`feedback-item__status feedback-item__status--${item.status.toLowerCase()}`}>{t(`feedback_status.${item.status}`)}</span>
                    </div>
                    <p className="feedback-item__content">{item.content}</p>
                    {item.reply && (
                      <p className="feedback-item__reply">
                        <strong>{t('feedback_reply')}:</strong> {item.reply}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </ServiceLoadScreen>
  );
}

function FeedbackForm({ rules, onSent }: { rules: FeedbackRules; onSent: (item: FeedbackItem) => void }) {
  const { t } = useServiceTranslation();
  const id = useId();
  const [type, setType] = useState(rules.types[0] ?? '');
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<string | null>(null);

  const words = countWords(content);
  const judged = wordVerdict(words, rules);
  const bounds = { min: rules.minWords, max: rules.maxWords, count: words };
  const boundsError = touched && judged !== 'ok' ? t('feedback_out_of_bounds', bounds) : null;
  const contentError = boundsError ?? serverError;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setVerdict(null);
    if (judged !== 'ok' || sending) return;
    setSending(true);
    setServerError(null);
    try {
      const item = await callLazily('feedbackSubmit', { body: { type, content } });
      setContent('');
      setTouched(false);
      setVerdict(t('feedback_sent'));
      onSent(item);
    } catch (error) {
      // Kept as typed: only the message changes.
      if (fieldForError(error) === 'content') setServerError(translateError(error, t));
      else void toast.apiError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="feedback-form" data-testid="feedback-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {t('feedback_type')}
        </label>
        <div className="field__control">
          <select id={`${id}-type`} name="type" className="field__input" value={type} onChange={(e) => setType(e.target.value)}>
            {rules.types.map((code) => (
              <option key={code} value={code}>
                {t(`feedback_types.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={`field${contentError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-content`}>
          {t('feedback_content')}
        </label>
        <div className="field__control">
          <textarea
            id={`${id}-content`}
            name="content"
            className="field__input feedback-form__content"
            rows={6}
            maxLength={5000}
            placeholder={t('feedback_placeholder')}
            value={content}
            aria-invalid={contentError ? 'true' : undefined}
            aria-describedby={`${id}-hint ${id}-count${contentError ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setContent(e.target.value);
              setServerError(null);
              setVerdict(null);
            }}
            onBlur={() => content.trim() !== '' && setTouched(true)}
          />
        </div>
        <div className="feedback-form__meta">
          <p id={`${id}-hint`} className="field__hint">
            {t('feedback_bounds', bounds)}
          </p>
          <p id={`${id}-count`} className="field__hint feedback-form__count" data-testid="feedback-count" data-state={judged} aria-live="polite">
            {t('feedback_count', bounds)}
          </p>
        </div>
        {contentError && (
          <p id={`${id}-error`} className="field__error" role="alert" data-testid="feedback-content-error">
            {contentError}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary feedback-form__submit" disabled={sending} data-testid="feedback-submit">
        {sending ? t('feedback_sending') : t('feedback_submit')}
      </button>
      {verdict && (
        <p className="feedback-form__verdict" role="status" data-testid="feedback-verdict">
          {verdict}
        </p>
      )}
    </form>
  );
}
