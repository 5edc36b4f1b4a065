/**
 * The language picker: a menu button showing the current language in its own script, and the
 * offered languages as radio items. Codes without a catalog of their own (all but MS, EN and CN)
 * are shown in English; their entries say so in their title.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { LanguagePickerView } from '../../../../machines/language-picker';
import { hasOwnCatalog } from '../../../lib/i18n';
import { languageTag } from '../../../lib/languages';
import { headerErrorMessage } from './header.messages';
import { MenuButton } from './menu-button';
import type { MenuEntry } from './menu-button';

export interface LanguageMenuProps {
  view: LanguagePickerView;
  /** each code's name in its own language, keyed by upper-case code */
  names: Readonly<Record<string, string>>;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onChooseHighlighted: () => void;
  onChoose: (code: string) => void;
  onDismissError: () => void;
}

function GlobeIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

export function LanguageMenu({ view, names, onChoose, onDismissError, ...menu }: LanguageMenuProps) {
  const { t, i18n } = useLingui();
  const englishOnly = t`Shown in English until this language is translated`;
  const entries: MenuEntry[] = view.offered.map((code) => ({
    key: code,
    label: (
      <>
        <span className="menu__label">{names[code.toUpperCase()] ?? code}</span>
        <span className="menu__code" aria-hidden="true">
          {code}
        </span>
      </>
    ),
    checked: code === view.current,
    lang: languageTag(code),
    title: hasOwnCatalog(code) ? undefined : englishOnly,
  }));
  return (
    <div className="language-picker">
      <MenuButton
        {...menu}
        id="language"
        className="menu--language"
        testId="language-picker"
        open={view.menuOpen}
        highlighted={view.highlightedIndex}
        entries={entries}
        itemRole="menuitemradio"
        busy={view.switching}
        onChoose={(index) => onChoose(view.offered[index])}
      >
        <GlobeIcon />
        <span className="visually-hidden">
          <Trans>Language</Trans>:{' '}
        </span>
        <span className="topbar__label" lang={languageTag(view.current)} data-testid="language-current">
          {names[view.current.toUpperCase()] ?? view.current}
        </span>
      </MenuButton>
      {view.errorCode ? (
        <p className="language-picker__error" role="alert">
          {i18n._(headerErrorMessage(view.errorCode))}{' '}
          <button type="button" className="link-button" onClick={onDismissError}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}
