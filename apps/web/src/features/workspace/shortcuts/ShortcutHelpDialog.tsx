import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from './shortcut-map';

// Read from the map, in its order, so a category added there cannot be left out of the dialog.
const CATEGORIES = [...new Set(SHORTCUTS.map((item) => item.category))];

/** The keyboard shortcuts by category; Esc or the close button closes it. */
export function ShortcutHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="dialog-backdrop">
      <div
        className="dialog shortcut-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{t('workspace.shortcuts.title')}</h2>
        {CATEGORIES.map((category) => (
          <section key={category} aria-label={t(`workspace.shortcuts.categories.${category}`)}>
            <h3>{t(`workspace.shortcuts.categories.${category}`)}</h3>
            <dl className="shortcut-list">
              {SHORTCUTS.filter((item) => item.category === category).map((item) => (
                <div key={item.action} className="shortcut-row">
                  <dt>
                    <kbd>{item.keys}</kbd>
                  </dt>
                  <dd>{t(`workspace.shortcuts.actions.${item.action}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <div className="dialog-actions">
          <button ref={close} type="button" className="button" onClick={onClose}>
            {t('workspace.shortcuts.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
