/**
 * Top bar container, a lazy chunk: the clock, the affiliate link and the language picker each run
 * their chart; live chat goes through the app edge's customer-service opener. Nothing here is
 * needed for the home page's first paint, so it loads beside the page instead of before it.
 */
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session';
import { useAppEdge } from '../../../app/app-context';
import { AffiliateLinkView } from './affiliate-link.view';
import { LanguagePickerView } from './language-picker.view';
import { SiteClockView } from './site-clock.view';
import { ThemeSwitch } from './theme-switch';
import { TopBar } from './top-bar';

export interface TopBarViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
  hasLiveChat: boolean;
  languages: readonly string[];
  languageNames: Readonly<Record<string, string>>;
  defaultLanguage: string;
}

export default function TopBarView({ session, hasLiveChat, languages, languageNames, defaultLanguage }: TopBarViewProps) {
  const { openCustomerService } = useAppEdge();
  // the top bar's link tells the customer-service opener where it was clicked (its popup size)
  const openLiveChat: (origin: 'header') => void = openCustomerService;
  return (
    <TopBar
      clock={<SiteClockView />}
      hasLiveChat={hasLiveChat}
      affiliateLink={<AffiliateLinkView />}
      languagePicker={<LanguagePickerView session={session} offered={languages} names={languageNames} defaultCode={defaultLanguage} />}
      themeSwitch={<ThemeSwitch />}
      onLiveChat={() => openLiveChat('header')}
    />
  );
}
