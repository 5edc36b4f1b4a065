/**
 * Top bar container, a lazy chunk: the clock, the affiliate link and the language picker each run
 * their chart; live chat goes through the app edge's customer-service opener. Nothing here is
 * needed for the home page's first paint, so it loads beside the page instead of before it. The bar
 * replaces its stand-in whole, once the affiliate check is over (affiliate-link.view.tsx).
 */
import { useAppEdge } from '../../../app/app-context';
import { AffiliateLink, useAffiliateLink } from './affiliate-link.view';
import { LanguagePickerView } from './language-picker.view';
import { SiteClockView } from './site-clock.view';
import { ThemeSwitch } from './theme-switch.view';
import { TopBar } from './top-bar';

export interface TopBarViewProps {
  hasLiveChat: boolean;
  languages: readonly string[];
  languageNames: Readonly<Record<string, string>>;
  defaultLanguage: string;
}

export default function TopBarView({ hasLiveChat, languages, languageNames, defaultLanguage }: TopBarViewProps) {
  const { openCustomerService } = useAppEdge();
  // the top bar's link tells the customer-service opener where it was clicked (its popup size)
  const openLiveChat: (origin: 'header') => void = openCustomerService;
  const affiliate = useAffiliateLink();
  // the shell's stand-in (shell.view.tsx) until the bar knows whether it has the affiliate link
  if (!affiliate.settled) return <div className="topbar" aria-hidden="true" data-placeholder="" />;
  return (
    <TopBar
      clock={<SiteClockView />}
      hasLiveChat={hasLiveChat}
      affiliateLink={affiliate.visible ? <AffiliateLink /> : null}
      languagePicker={<LanguagePickerView offered={languages} names={languageNames} defaultCode={defaultLanguage} />}
      themeSwitch={<ThemeSwitch />}
      onLiveChat={() => openLiveChat('header')}
    />
  );
}
