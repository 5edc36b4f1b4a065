/**
 * Every chart of the site in one list: diagram generation, the auth-path report, trace replay and
 * the coverage check iterate over it. Each entry's `id` is the chart's machine id; its flow folder
 * and path test are named after the kebab-case id.
 */
import { agentCentreCharts } from './registry.agent-centre';
import type { RegisteredChart } from './registry.types';
import { accountBalanceMachine } from './account-balance';
import { affiliateCheckMachine } from './affiliate-check';
import { affiliateLinkMachine } from './affiliate-link';
import { agentContractMachine } from './agent-contract';
import { bankCardsMachine } from './bank-cards';
import { bannerCarouselMachine } from './banner-carousel';
import { captchaMachine } from './captcha';
import { changePasswordMachine } from './change-password';
import { chunkLoaderMachine } from './chunk-loader';
import { contactBindingMachine } from './contact-binding';
import { customerServiceMachine } from './customer-service';
import { depositMachine } from './deposit';
import { dialogMachine } from './dialog';
import { favouriteToggleMachine } from './favourite-toggle';
import { forgotPasswordMachine } from './forgot-password';
import { gameLaunchMachine } from './game-launch';
import { gameListMachine } from './game-list';
import { imageUploadMachine } from './image-upload';
import { humanCheckMachine } from './human-check';
import { jackpotCounterMachine } from './jackpot-counter';
import { languagePickerMachine } from './language-picker';
import { loginMachine } from './login';
import { loginEscalationMachine } from './login-escalation';
import { depositLifecycleMachine } from './deposit-lifecycle';
import { withdrawalLifecycleMachine } from './withdrawal-lifecycle';
import { withdrawMachine } from './withdraw';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation';
import { memberCentreMachine } from './member-centre';
import { lotteryLobbyMachine } from './lottery-lobby';
import { newsPopupMachine } from './news-popup';
import { noticeBarMachine } from './notice-bar';
import { pageDataMachine } from './page-data';
import { pagedListMachine } from './paged-list';
import { paymentPasswordMachine } from './payment-password';
import { paymentPasswordGuardMachine } from './payment-password-guard';
import { profileFieldMachine } from './profile-field';
import { registrationMachine } from './registration';
import { securityCenterMachine } from './security-center';
import { sessionMachine } from './session';
import { siteClockMachine } from './site-clock';
import { sliderCheckMachine } from './slider-check';
import { smsCodeMachine } from './sms-code';
import { smsCountdownMachine } from './sms-countdown';
import { socialLoginMachine } from './social-login';
import { routerMachine } from './router';
import { centreHostMachine } from './centre-host';
import { systemStatusMachine } from './system-status';
import { themeMachine } from './theme';
import { unreadMessagesMachine } from './unread-messages';
import { vendorMenuMachine } from './vendor-menu';
import { transferUplineMachine } from './transfer-upline';
import { walletTransferMachine } from './wallet-transfer';
import { feedbackMachine } from './feedback';

export type { RegisteredChart } from './registry.types';

export const machineRegistry: readonly RegisteredChart[] = [
  {
    id: 'systemStatus',
    machine: systemStatusMachine,
    description: 'Root of the site: loads the merchant status and shows the app, maintenance or region-blocked screen.',
  },
  {
    id: 'router',
    machine: routerMachine,
    description:
      "The site's address: a navigation makes a new history entry or replaces the current one, the browser's back and forward report theirs, and the one access rule keeps every address, centre pages included, within what the session it follows may see (refused addresses replaced, a guest asked to sign in, a free-play account warned, the dialog addresses asking for their dialogs); React Router renders it.",
  },
  {
    id: 'centreHost',
    machine: centreHostMachine,
    description:
      "The router's child that runs the open centre's chart: told which centre page the address shows, it loads that centre's chart from its chunk for the signed-in account, runs it as its child, tells it each page, stops it when the address leaves the centre, and passes on an offer answered on an agent-centre page.",
  },
  {
    id: 'session',
    machine: sessionMachine,
    description: 'Guest, member, agent, trial and must-change-password sessions; sign-in, sign-out and the real-account guard.',
  },
  {
    id: 'login',
    machine: loginMachine,
    description:
      'Login dialog: credentials, remember me, the captcha chart after a failure that asks for it (a new image after every failed attempt), free play.',
  },
  {
    id: 'captcha',
    machine: captchaMachine,
    description:
      'Picture captcha of the login and registration: loads an image, shows it, a refresh at most once per second, a new image at once when an attempt spent the answer; a failed load keeps its code and offers a retry.',
  },
  {
    id: 'changePassword',
    machine: changePasswordMachine,
    description: 'Change password, forced for must-change sessions or opened by a signed-in member.',
  },
  {
    id: 'loginEscalation',
    machine: loginEscalationMachine,
    description: 'Server-side policy per account: captcha after 3 failures, lock after 10 within 15 minutes.',
  },
  {
    id: 'depositLifecycle',
    machine: depositLifecycleMachine,
    description:
      "Server-side, one per deposit: an online deposit waits for the payment provider's signed webhook (paid, failed, expired, cancelled), a manual one for an operator's approve or reject or the member's cancel; credited once, on the way into credited.",
  },
  {
    id: 'withdrawalLifecycle',
    machine: withdrawalLifecycleMachine,
    description:
      'Server-side, one per withdrawal: the amount held at request; an operator approves or rejects (refund) once, then marks it paid; the member confirms received, partly received or not received (proof), no answer in time counts as received; a dispute ends received (forced) or refunded.',
  },
  {
    id: 'agentContract',
    machine: agentContractMachine,
    description:
      "Server-side, one per contract: an upline's offer of dividend or salary terms to a direct downline, accepted or rejected (or withdrawn) once; in force, a change of terms is offered and accepted while the old terms still pay, and an end asked by one side is confirmed or declined by the other; the system ends it when the upline took a lower rate.",
  },
  {
    id: 'paymentPasswordGuard',
    machine: paymentPasswordGuardMachine,
    description:
      'Server-side guard of the payment password per member: 5 wrong answers in a row lock it for 15 minutes; a reset by SMS code unlocks.',
  },
  {
    id: 'smsCode',
    machine: smsCodeMachine,
    description: 'Server-side SMS code per number: valid 5 minutes, single use, 5 wrong tries, resend after 60 s, 5 sends an hour.',
  },
  {
    id: 'humanCheck',
    machine: humanCheckMachine,
    description: 'Server-side slider challenge: one drag; a pass yields a token for one register or SMS call within 2 minutes.',
  },
  {
    id: 'sliderCheck',
    machine: sliderCheckMachine,
    description: 'Slider human check in the browser: load a challenge, drag the piece, the gateway judges; a pass outputs a token.',
  },
  {
    id: 'smsCountdown',
    machine: smsCountdownMachine,
    description: 'The get-code button: slider check when required, send, then count expiredMinutes x 60 s; 1 s throttle after a failure.',
  },
  {
    id: 'forgotPassword',
    machine: forgotPasswordMachine,
    description: 'Forgot password: by e-mail (same answer for every request), by phone with an SMS code and auto-login, or the reset link step.',
  },
  {
    id: 'registration',
    machine: registrationMachine,
    description:
      'Registration dialog: settings, username or mobile tab, field rules, the captcha chart, SMS code, terms, invitation code, slider check, register with login.',
  },
  {
    id: 'socialLogin',
    machine: socialLoginMachine,
    description:
      "Google, Facebook or Telegram sign-in: the provider's window opens in the click, its answer is traded for a session; closed or blocked windows fail.",
  },
  {
    id: 'affiliateCheck',
    machine: affiliateCheckMachine,
    description: 'Invitation code of a registration: a valid link code hides the input and is used; otherwise the typed code is checked at submit.',
  },
  {
    id: 'siteClock',
    machine: siteClockMachine,
    description:
      'Header clock: reads the time every second (on whole seconds), year/month/day (weekday) hours:minutes:seconds; paused while the page is hidden.',
  },
  {
    id: 'theme',
    machine: themeMachine,
    description: 'The light/dark switch: starts in the theme the page shows; a toggle applies the other and keeps it for the next visit.',
  },
  {
    id: 'bannerCarousel',
    machine: bannerCarouselMachine,
    description:
      'Route banners: hidden without banners; with several, autoplay every 5 s held by hover, focus, the pause control or reduced motion; linked banners open their linkage.',
  },
  {
    id: 'noticeBar',
    machine: noticeBarMachine,
    description:
      'Notice bar: loads the notices, scrolls them (paused under the pointer), opens the notice dialog at a clicked notice with previous/next; empty and failed states.',
  },
  {
    id: 'jackpotCounter',
    machine: jackpotCounterMachine,
    description: 'Jackpot counter of /rng: starts from an amount derived from the time, +165.11 every 3 s while the page is shown.',
  },
  {
    id: 'newsPopup',
    machine: newsPopupMachine,
    description:
      'News popup after a sign-in: loads the after-login notices and lists them as expandable items, once per session token; closed by a sign-out.',
  },
  {
    id: 'vendorMenu',
    machine: vendorMenuMachine,
    description:
      'Vendor dropdowns of the bottom navigation: open by hover, focus or keyboard, hidden 200 ms after leaving, arrows past 7 vendors; a chosen vendor opens its page.',
  },
  {
    id: 'customerService',
    machine: customerServiceMachine,
    description:
      'Customer-service popup: opened blank in the click (440x500 header, 440x750 elsewhere), links fetched for VIP or live chat, live-chat link decrypted, closed on failure.',
  },
  {
    id: 'languagePicker',
    machine: languagePickerMachine,
    description:
      'Language picker: menu with keyboard support; a choice loads its catalog, is stored as hisLang and saved on the gateway for a member (failure kept as a note).',
  },
  {
    id: 'accountBalance',
    machine: accountBalanceMachine,
    description:
      'Account balance: loads, refreshes by click at most once per 3 s (updating placeholder), reloads when the balance changed, hides as ***.',
  },
  {
    id: 'memberCentre',
    machine: memberCentreMachine,
    description:
      'Member centre: loads the menu gates (wallet mode, upline transfer, credit market) and badge counts; shows the page the address names when offered, else security centre; follows the address; a failed load offers a retry.',
  },
  {
    id: 'unreadMessages',
    machine: unreadMessagesMachine,
    description:
      'Unread-message count of the account area: loaded with the area, reloaded when the page is shown again; a failed load keeps the last count.',
  },
  {
    id: 'affiliateLink',
    machine: affiliateLinkMachine,
    description: 'Affiliate link of the top bar: shown only when the help content has an agent entry; hidden when the help center does not answer.',
  },
  {
    id: 'dialog',
    machine: dialogMachine,
    description:
      'Generic modal: open, 100 ms closing transition, close button, Escape and backdrop flags (backdrop off by default), page scroll locked while shown.',
  },
  {
    id: 'pageData',
    machine: pageDataMachine,
    description:
      'Content page data (help, promotions, VIP ranks, notices, app download): loads by key, then content, empty or failed with a retry; a new key loads again.',
  },
  {
    id: 'gameLaunch',
    machine: gameLaunchMachine,
    description:
      'Game launch: login first; lottery games to /lottery, slot vendor cards to /rng, other vendor cards list their games; a game opens in a popup (opened in the click) or the /game frame; maintenance with suggestions, unfinished game, busy, blocked popup.',
  },
  {
    id: 'chunkLoader',
    machine: chunkLoaderMachine,
    description: 'Lazy page or dialog chunk: loading, loaded, or failed on an error or after 120 s, with a retry.',
  },
  {
    id: 'gameList',
    machine: gameListMachine,
    description:
      'Game list of the slot-style and game-list pages: vendor tab, debounced search, class and minimum-bet filters, tabs all/hot/favourites/recent (login or real-account warning), 15 a page.',
  },
  {
    id: 'favouriteToggle',
    machine: favouriteToggleMachine,
    description:
      "A game tile's heart: adds or removes the favourite with a loader, publishes the member's list after; a failure keeps the old state; guests and trial accounts are sent to login or the warning.",
  },
  {
    id: 'lotteryLobby',
    machine: lotteryLobbyMachine,
    description:
      'Lottery page: the lobby (tag tabs, weekday chips, search, countdowns from each answer minus half its round trip, refresh after the shortest draw time, 7 s past a draw, at most 30 s) or a named game launched into a frame with a retry.',
  },
  {
    id: 'pagedList',
    machine: pagedListMachine,
    description:
      'Paged list of the member and agent centres (records, messages, downlines, salaries): filters and a date range of at most 90 days, given or by preset (today, yesterday, 7 or 30 days; a refused range sends nothing), pages by next, previous or number, stale answers dropped, the answer’s summary kept beside its page, empty and failed with a retry, export beside the list.',
  },
  {
    id: 'imageUpload',
    machine: imageUploadMachine,
    description:
      'Image field of a form: png or jpg by content, each at most 5 MB, at most 3 files; each checked then uploaded one at a time, refused with its reason, retried or removed; ready when every kept file is uploaded.',
  },
  {
    id: 'deposit',
    machine: depositMachine,
    description:
      "Member centre deposit page: loads the channels, then an online payment (to the provider's checkout page) or a manual transfer with reference and proof image (the imageUpload child), checked in cents against the channel's limits; one idempotency key per attempt, reused when a lost answer is retried; a deposit's result polled every 2 s until final, a credit reloads the balance, a transfer awaiting review cancellable after a confirmation.",
  },
  {
    id: 'securityCenter',
    machine: securityCenterMachine,
    description:
      'Member centre security centre page: loads the security config (profile, masked phone and e-mail, payment password state, account limit), runs the paymentPassword and bankCards sections with the page, and edits one thing at a time: a profile field (the profileField child; the nickname at will, the real name and birthday only while not set; a saved real name is passed on to bankCards) or the mobile number or e-mail (the contactBinding child; a bound phone is passed on to paymentPassword).',
  },
  {
    id: 'contactBinding',
    machine: contactBindingMachine,
    description:
      'Security centre mobile number or e-mail (the kind its input): a first one bound by a code sent to it; a bound one changed only after a code sent to it proves it, then by a code sent to the new one (each step\'s "get code" button the smsCountdown child, sending only for a number or address that passes the checks); refusals under their fields with what was typed kept and the code\'s tries left; a lapsed proof goes back to proving the bound one.',
  },
  {
    id: 'profileField',
    machine: profileFieldMachine,
    description:
      'One profile field of the security centre (nickname, real name, birthday), checked as the gateway checks it (names by their characters and length, a calendar birthday of someone 21 or older); the set-once real name and birthday ask for a confirmation first; a refusal shows under the field or above the form with what was typed kept.',
  },
  {
    id: 'paymentPassword',
    machine: paymentPasswordMachine,
    description:
      "Security centre payment password: set a first 6-digit PIN (no runs or repeats), change it by the current one (a wrong answer says the answers left, the gateway's lock is shown until it ends) or reset a forgotten one by a code texted to the bound phone (the smsCountdown child), which also ends a lock; every success reads the state again.",
  },
  {
    id: 'bankCards',
    machine: bankCardsMachine,
    description:
      "Security centre bank accounts and e-wallets: the masked list and the limit, an add form (offered with room left and the real name set; banks loaded on first use, number checked against the bank's length, holder prefilled with the real name) whose refusals show under their fields, and a delete sent only after a confirmation.",
  },
  {
    id: 'withdraw',
    machine: withdrawMachine,
    description:
      "Member centre withdraw page: reads settings, turnover and bound accounts together; turnover still owed hides the form, no account or payment password leads to the security centre; account, amount checked in cents against the limits, today's rest and the withdrawable balance, 6-digit payment password, fee preview after 500 ms of quiet typing; one idempotency key per attempt, reused when a lost answer is retried; a request awaiting review reloads the balance.",
  },
  {
    id: 'withdrawalConfirmation',
    machine: withdrawalConfirmationMachine,
    description:
      'Withdrawal confirmation on the withdraw page: lists the C2C payments waiting for the member, then received, partly received (the amount, the rest shown) or not received (a proof image, the imageUpload child), each sent only after a confirmation; a refusal keeps the answer, one no longer awaited reads the list again.',
  },
  {
    id: 'walletTransfer',
    machine: walletTransferMachine,
    description:
      "Member centre my-wallet page: loads the wallets (main and one per vendor, a vendor's wallet locked while its game is open), then a transfer between main and one vendor wallet either way, checked in cents against the source's balance; one idempotency key per attempt, reused when a lost answer is retried; recall all behind a confirmation; each success reloads the balance.",
  },
  {
    id: 'transferUpline',
    machine: transferUplineMachine,
    description:
      'Member centre transfer-to-upline page: amount and payment password, a confirmation naming the amount, one idempotency key per attempt (reused when a lost answer is retried), then who sent how much to which upline and a balance reload; a wrong password empties its field and says the tries left.',
  },
  {
    id: 'feedback',
    machine: feedbackMachine,
    description:
      "Member centre feedback page: loads the member's entries (a retry when that fails), a form checked before it is sent, a refusal that keeps what was typed, and the list reloaded after a sent form.",
    outsideAuthReport: "lists and adds a signed-in member's feedback entries with the existing token; it never starts or ends a session",
  },
  // the agent centre and its pages (registry.agent-centre.ts)
  ...agentCentreCharts,
];
