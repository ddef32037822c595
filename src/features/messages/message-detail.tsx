// One message: its sanitised content (inbox HTML is the platform's and untrusted; outbox text is
// the member's own and shown as text), delete, and for inbox mail that takes a reply (SENDMAIL3
// and canReply) the reply form. Opening an unread message marks it read.
import { useEffect, useState, type FormEvent } from 'react';
import type { InboxMessage } from '../../api/contract.generated';
import { MESSAGE_REPLY_CONTENT_MAX, MESSAGE_REPLY_SUBJECT_MAX } from '../../config/constants';
import { flag } from '../../config/flags';
import { showConfirm, toast } from '../../state/ui-store';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { formatMessageTime, messageId, replyProblem, replySubject, type AnyMessage, type Box } from './message-list';
import { deleteMessages, markOneRead, sendReply } from './messages-store';
import { useMessagesTranslation } from './use-messages-translation';

export function MessageDetail({ box, message, onClosed }: { box: Box; message: AnyMessage; onClosed: () => void }) {
  const { t } = useMessagesTranslation();
  const id = messageId(message);
  const inbox = 'senderName' in message ? (message as InboxMessage) : null;
  const [busy, setBusy] = useState(false);
  const canReply = inbox !== null && inbox.canReply && flag('SENDMAIL3');

  useEffect(() => {
    // Once per opening: the store ignores a message that is read already.
    if (inbox && !inbox.read) void markOneRead(inbox.inboxId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only, not on each read change
  }, [id]);

  const remove = async () => {
    if (!(await showConfirm('messages:delete_one_confirm', { go: 'messages:delete' }))) return;
    setBusy(true);
    const ok = await deleteMessages(box, [id]);
    setBusy(false);
    if (ok) {
      toast.success('messages:deleted');
      onClosed();
    }
  };

  return (
    <article className="message-detail" data-testid="message-detail" data-message-id={id} data-box={box}>
      <h2 className="message-detail__subject">{message.subject}</h2>
      <p className="message-detail__meta muted">
        <span>{inbox ? t('from_sender', { name: inbox.senderName }) : t('to_recipient', { name: 'recipientName' in message ? message.recipientName : '' })}</span>
        <time dateTime={new Date(message.sendTime).toISOString()}>{formatMessageTime(message.sendTime)}</time>
      </p>
      {inbox ? (
        <SanitizedHtml className="html-content message-detail__content" testId="message-content" html={inbox.content} />
      ) : (
        <p className="message-detail__content message-detail__content--text" data-testid="message-content">
          {message.content}
        </p>
      )}
      <div className="message-detail__actions">
        <button type="button" className="button button--danger" data-testid="message-delete" disabled={busy} onClick={() => void remove()}>
          {t('delete')}
        </button>
      </div>
      {canReply && inbox && <ReplyForm message={inbox} />}
    </article>
  );
}

function ReplyForm({ message }: { message: InboxMessage }) {
  const { t } = useMessagesTranslation();
  const [subject, setSubject] = useState(() => replySubject(message.subject));
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = replyProblem(subject, content);
    setProblem(found);
    if (found) return;
    setSending(true);
    const ok = await sendReply(message, subject, content);
    setSending(false);
    if (ok) {
      setContent('');
      setSent(true);
      toast.success('messages:reply_sent', true);
    }
  };

  const problemText = problem === 'subject_required' ? t('subject_required') : problem === 'content_required' ? t('content_required') : problem === 'content_too_long' ? t('content_too_long', { max: MESSAGE_REPLY_CONTENT_MAX }) : null;
  return (
    <form className="message-reply" data-testid="message-reply-form" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="message-reply__title">{t('reply')}</h3>
      <label className="message-reply__field">
        <span>{t('subject')}</span>
        <input name="subject" value={subject} maxLength={MESSAGE_REPLY_SUBJECT_MAX} onChange={(e) => setSubject(e.target.value)} />
      </label>
      <label className="message-reply__field">
        <span>{t('content')}</span>
        <textarea
          name="content"
          rows={4}
          value={content}
          maxLength={MESSAGE_REPLY_CONTENT_MAX}
          aria-invalid={problem === 'content_required' || problem === 'content_too_long' ? true : undefined}
          aria-describedby="message-reply-count"
          onChange={(e) => {
            setContent(e.target.value);
            setSent(false);
          }}
        />
      </label>
      <p className="message-reply__count muted" id="message-reply-count">
        {t('content_count', { count: content.trim().length, max: MESSAGE_REPLY_CONTENT_MAX })}
      </p>
      {problemText && (
        <p className="message-reply__problem" role="alert" data-testid="message-reply-problem">
          {problemText}
        </p>
      )}
      {sent && (
        <p className="message-reply__sent" role="status" data-testid="message-reply-sent">
          {t('reply_sent')}
        </p>
      )}
      <button type="submit" className="button button--primary" data-testid="message-reply-submit" disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
