// The language picker: a button showing the current language that opens the merchant's list.
import { useId } from 'react';
import { useDismissablePopover } from './use-dismissable-popover';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../config/languages';
import { FlagIcon } from './flag-icon';

export interface LanguagePickerProps {
  readonly languages: readonly LanguageCode[];
  readonly current: LanguageCode;
  readonly onSelect: (code: LanguageCode) => void;
}

export function LanguagePicker({ languages, current, onSelect }: LanguagePickerProps) {
  const { t } = useTranslation();
  const { open, setOpen, rootRef } = useDismissablePopover();
  const listId = useId();

  return (
    <div className="lang-picker" ref={rootRef}>
      <button
        type="button"
        className="lang-picker__button"
        data-testid="lang-picker"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('header.language', { language: LANGUAGES[current].nativeName })}
        onClick={() => setOpen((v) => !v)}
      >
        <FlagIcon code={current} />
        <span className="lang-picker__code">{current}</span>
      </button>
      {open && (
        <ul className="popover__panel lang-picker__list" role="listbox" id={listId} aria-label={t('header.choose_language')}>
          {languages.map((code) => (
            <li key={code} role="presentation">
              <button
                type="button"
                role="option"
                aria-selected={code === current}
                className="popover__item lang-picker__option"
                data-testid={`lang-option-${code}`}
                lang={LANGUAGES[code].locale}
                onClick={() => {
                  setOpen(false);
                  if (code !== current) onSelect(code);
                }}
              >
                <FlagIcon code={code} />
                <span>{LANGUAGES[code].nativeName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
