// Renders the first queued alert or confirm from the ui store.
import { useUi, type DialogRequest } from '../state/ui-store';
import { Dialog } from './dialog';
import { useMessageText } from './message-text';

function DialogView({ dialog }: { dialog: DialogRequest }) {
  const { text, ready } = useMessageText();
  if (!ready) return null;
  // Dismissing through the mask is the negative answer (cancel), as on the upstream product.
  return (
    <Dialog
      role="alertdialog"
      testId={`dialog-${dialog.kind}`}
      title={text(dialog.title)}
      onMaskClick={() => dialog.settle(false)}
      footer={dialog.buttons.map((button) => (
        <button
          key={button.testId}
          type="button"
          className={button.primary ? 'button button--primary' : 'button'}
          data-testid={button.testId}
          onClick={() => dialog.settle(button.value)}
        >
          {text(button.label)}
        </button>
      ))}
    >
      <p>{text(dialog.message)}</p>
    </Dialog>
  );
}

export function DialogHost() {
  const { dialogs } = useUi();
  const dialog = dialogs[0];
  return dialog ? <DialogView key={dialog.id} dialog={dialog as DialogRequest} /> : null;
}
