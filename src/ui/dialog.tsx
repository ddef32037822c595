// A modal dialog over a mask. The mask ignores clicks for its first 300 ms so the tap that opened
// the dialog (or a ghost click after it) cannot close it at once.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DIALOG_MASK_IGNORE_MS } from '../config/constants';

export interface DialogProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  /** alertdialog for alerts and confirms (they need an answer), dialog otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly onMaskClick?: () => void;
  readonly testId?: string;
  readonly now?: () => number;
  /** Extra class of the mask (a closing animation, a wider panel ...). */
  readonly className?: string;
  /** data-* attributes of the panel (hooks such as data-contract). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

/** One function for every render: the opening time is taken once, not again on each re-render. */
const performanceNow = (): number => performance.now();

export function Dialog({ title, children, footer, role = 'dialog', onMaskClick, testId, now = performanceNow, className, data }: DialogProps) {
  const titleId = useId();
  const openedAt = useRef(0);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    openedAt.current = now();
    // Focus moves into the dialog so keyboard and screen-reader users land on it.
    panelRef.current?.querySelector<HTMLElement>('button, [href], input')?.focus();
  }, [now]);
  return (
    <div
      className={className ? `dialog-mask ${className}` : 'dialog-mask'}
      data-testid="dialog-mask"
      onClick={(e) => {
        if (e.target !== e.currentTarget) return;
        if (now() - openedAt.current < DIALOG_MASK_IGNORE_MS) return;
        onMaskClick?.();
      }}
    >
      <div className="dialog" role={role} aria-modal="true" aria-labelledby={titleId} data-testid={testId} ref={panelRef} {...data}>
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}
