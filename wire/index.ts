/**
 * The wire, written once: every route the gateway registers, with the schemas of what it takes
 * and what it answers (CONTRACT.md; ARCHITECTURE §4). The gateway parses requests with these
 * schemas, the SPA's `src/api` takes its wire types from them (type-only imports, so no schema
 * code reaches the browser), and a server test checks every answer the gateway gives in the
 * server tests against them (tests/server/support/wire-check.ts).
 *
 * Keys are `<METHOD> <path>` exactly as registered in Fastify; the HEAD twin Fastify adds to each
 * GET is not listed. `/lgw/*`, the phone identity provider and the development reads are not
 * enveloped; pages, pictures, the RSA modulus and the built SPA's files are not JSON at all.
 */
import { z } from 'zod';
import { captchaValue } from './captcha.schemas';
import { memberInfoValue, changePasswordBody, memberLanguageInput, memberLanguageValue, unreadCountValue } from './member.schemas';
import {
  announcementsQuery,
  announcementsValue,
  chatQuery,
  customerServiceValue,
  helpCenterQuery,
  helpCenterValue,
  promotionDetailQuery,
  promotionDetailValue,
  rankListQuery,
  vipRanksValue,
  winnersValue,
} from './content.schemas';
import {
  BET_FAILURES,
  betResult,
  callBody,
  dealBody,
  demoBalanceValue,
  demoExitValue,
  demoSessionValue,
  spinBody,
  ticketBetBody,
} from './demo-games.schemas';
import { captchaAnswerBody, mailOutboxBody, mailOutboxQuery, smsOutboxBody, smsOutboxQuery } from './dev.schemas';
import { exitValue, LAUNCH_FAILURES, launchQuery, launchValue, merchantWalletValue } from './game-launch.schemas';
import {
  favouriteBody,
  favouriteChangeValue,
  favouriteIdsValue,
  favouriteListValue,
  gameListQuery,
  gameListValue,
  hotGamesQuery,
  hotGamesValue,
  languageQuery,
  pageQuery,
  popularLotteryBody,
  popularQuery,
  recentGamesValue,
  roomListQuery,
  roomListValue,
  vassGameTypesValue,
  vendorLanesValue,
  vendorQuery,
} from './games.schemas';
import { challengeQuery, challengeValue, verifyBody, verifyValue } from './human-check.schemas';
import {
  DRAW_BET_FAILURES,
  drawBetBody,
  drawPageBody,
  drawPageQuery,
  drawParams,
  drawSessionValue,
  drawStateValue,
  gameMenuBody,
  gameMenuQuery,
  gameMenusBody,
  gamePageQuery,
  launchTicketBody,
  lotteryQuery,
  nearBody,
  nearQuery,
  openedBody,
  placedDrawBetValue,
  recentMenuQuery,
} from './lottery.schemas';
import { emailResetBody, linkResetBody, phoneResetBody } from './forgot-password.schemas';
import { confirmCodeBody, jwksAnswer, phoneAuthError, projectQuery, sendCodeAnswer, sendCodeBody, signInAnswer } from './phone-auth.schemas';
import { affiliateQuery, checkValue, REGISTER_FAILURES, registerBody, registerValue, usernameQuery } from './registration.schemas';
import { LOGIN_FAILURES, loginBody, loginSuccess } from './session.schemas';
import { beginQuery, callbackQuery, providerParams, socialStartValue, telegramBody, ticketBody } from './social-login.schemas';
import { countriesValue, registerSettingsValue, systemStatusValue } from './system.schemas';
import { SMS_FAILURES, smsBody, smsSentValue } from './verification.schemas';
import {
  addBankCardBody,
  BANK_CARD_FAILURES,
  bankCardsValue,
  bankCardValue,
  banksValue,
  bindEmailBody,
  bindMobileBody,
  boundEmailValue,
  boundMobileValue,
  changePaymentPasswordBody,
  CONTACT_CODE_FAILURES,
  deleteBankCardQuery,
  hasWithdrawalPasswordValue,
  memberMailBody,
  memberSmsBody,
  nicknameBody,
  nicknameValue,
  PAYMENT_PASSWORD_FAILURES,
  payeeNameBody,
  payeeNameValue,
  profileBody,
  profileValue,
  RESET_FAILURES,
  resetPaymentPasswordBody,
  securityConfigValue,
  setPaymentPasswordBody,
  verifyCurrentMailBody,
  verifyCurrentSmsBody,
} from './security-center.schemas';
import { balanceValue } from './wallet.schemas';
import {
  cancelDepositBody,
  depositByLaunchUrlBody,
  depositByLaunchUrlValue,
  depositDetailQuery,
  depositMethodsValue,
  depositRecord,
  depositReportQuery,
  depositReportValue,
  manualTransferBody,
  manualTransferValue,
} from './deposit.schemas';
import { uploadImageValue } from './upload.schemas';
import { paygateCreated, paygateError, webhookAck } from './paygate.schemas';
import {
  confirmationBody,
  confirmationListValue,
  turnoverInfoValue,
  WITHDRAW_FAILURES,
  withdrawalRecord,
  withdrawBody,
  withdrawChargesQuery,
  withdrawChargesValue,
  withdrawReportQuery,
  withdrawReportValue,
  withdrawSettingsValue,
} from './withdraw.schemas';
import {
  betDetailQuery,
  betDetailValue,
  betExportQuery,
  betHistoryQuery,
  betHistoryValue,
  profitQuery,
  profitValue,
  transactionExportQuery,
  transactionQuery,
  transactionValue,
} from './records.schemas';
import {
  DOWNLINE_TRANSFER_FAILURES,
  downlineTransferBody,
  downlineTransferValue,
  TRANSFER_UPLINE_FAILURES,
  transferUplineBody,
  transferUplineValue,
  WALLET_TRANSFER_FAILURES,
  walletReturnBody,
  walletReturnValue,
  walletTransferBody,
  walletTransferValue,
} from './transfer.schemas';
import {
  applyDividendBody,
  applyRealtimeBody,
  applySalaryBody,
  consolidatedValue,
  contractChangeValue,
  contractHistoryQuery,
  contractHistoryValue,
  downlineContractsQuery,
  downlineContractsValue,
  modifyDividendBody,
  processContractBody,
  processDailyQuery,
  processDividendQuery,
  updateContractBody,
} from './contracts.schemas';
import { subordinateQuery, subordinateValue, teamOverviewDailyValue, teamOverviewQuery, teamOverviewValue } from './team.schemas';
import {
  agentAnnouncementsValue,
  agentIncomeQuery,
  agentIncomeValue,
  downlineTransactionQuery,
  downlineTransactionValue,
  payoutRecordsQuery,
  payoutRecordsValue,
  teamBetHistoryQuery,
  teamBetHistoryValue,
  teamPnlQuery,
  teamPnlValue,
} from './team-reports.schemas';
import {
  affiliateUrlsQuery,
  affiliateUrlsValue,
  affiliateUrlValue,
  createAffiliateUrlBody,
  createDownlineBody,
  createDownlineValue,
  deleteAffiliateUrlQuery,
  downlineRebatesQuery,
  globalRebateValue,
  promoteDownlineBody,
  promoteDownlineValue,
  REBATE_FAILURES,
  rebatesValue,
  registeredAffiliatesQuery,
  registeredAffiliatesValue,
  updateDownlineRebatesBody,
  urlExpiryOptionsValue,
} from './agent-register.schemas';
import type { RouteKey, WireAnswer, WireRoute } from './wire-route';
import { feedbackBody, feedbackListValue, feedbackSentValue } from './feedback.schemas';

export type { HttpMethod, RouteKey, WireAnswer, WireRequest, WireRoute } from './wire-route';

const envelope = (value: z.ZodType, failures?: Readonly<Record<string, z.ZodType>>): WireAnswer => ({ kind: 'envelope', value, failures });
const json = (body: z.ZodType, error?: z.ZodType): WireAnswer => ({ kind: 'json', body, error });
const html: WireAnswer = { kind: 'html' };
const svg: WireAnswer = { kind: 'svg' };
const picture: WireAnswer = { kind: 'picture' };
/** `value: null`: the call did what it was asked and has nothing to say */
const done = z.null();

export const WIRE_ROUTES = {
  // system (CONTRACT §4.3, §4.4)
  'GET /wps/system/status': { answer: envelope(systemStatusValue) },
  'GET /wps/system/setting/register': { answer: envelope(registerSettingsValue) },
  'GET /wps/system/country': { answer: envelope(countriesValue) },

  // session (§4.1): the payload key is the RSA modulus as plain hex text
  'GET /wps/session/key/rsa': { answer: { kind: 'text' } },
  'POST /wps/session/login': { request: { body: loginBody }, answer: envelope(loginSuccess, LOGIN_FAILURES) },
  'POST /wps/session/login/freeplay': { answer: envelope(loginSuccess) },
  'DELETE /wps/session/logout': { answer: envelope(done) },

  // member (§4.2)
  'GET /wps/member/info': { answer: envelope(memberInfoValue) },
  'POST /wps/member/password': { request: { body: changePasswordBody }, answer: envelope(done) },
  'PUT /wps/member/language': { request: { body: memberLanguageInput, query: memberLanguageInput }, answer: envelope(memberLanguageValue) },
  'GET /wps/relay/CSP_unreadCount': { answer: envelope(unreadCountValue) },

  // the member centre's security centre (wire/security-center.schemas.ts): profile, phone and e-mail, payment password, bank cards
  'GET /wps/member/securityConfig': { answer: envelope(securityConfigValue) },
  'PUT /wps/member/info/nickname': { request: { body: nicknameBody }, answer: envelope(nicknameValue) },
  'PUT /wps/member/info/payeename': { request: { body: payeeNameBody }, answer: envelope(payeeNameValue) },
  'POST /wps/member/info': { request: { body: profileBody }, answer: envelope(profileValue) },
  'GET /wps/member/hasWithdrawalPassword': { answer: envelope(hasWithdrawalPasswordValue) },
  'PUT /wps/member/paymentPassword': { request: { body: setPaymentPasswordBody }, answer: envelope(done) },
  'POST /wps/member/paymentPassword': { request: { body: changePaymentPasswordBody }, answer: envelope(done, PAYMENT_PASSWORD_FAILURES) },
  'POST /wps/member/paymentPassword/reset': { request: { body: resetPaymentPasswordBody }, answer: envelope(done, RESET_FAILURES) },
  'POST /wps/v2/verification/sms/send': { request: { body: memberSmsBody }, answer: envelope(smsSentValue, SMS_FAILURES) },
  'POST /wps/v2/verification/sms/verify-current': { request: { body: verifyCurrentSmsBody }, answer: envelope(done, CONTACT_CODE_FAILURES) },
  'POST /wps/v2/verification/mail/send': { request: { body: memberMailBody }, answer: envelope(smsSentValue, SMS_FAILURES) },
  'POST /wps/v2/verification/mail/verify-current': { request: { body: verifyCurrentMailBody }, answer: envelope(done, CONTACT_CODE_FAILURES) },
  'PUT /wps/member/info/mobile': { request: { body: bindMobileBody }, answer: envelope(boundMobileValue, CONTACT_CODE_FAILURES) },
  'PUT /wps/member/info/email': { request: { body: bindEmailBody }, answer: envelope(boundEmailValue, CONTACT_CODE_FAILURES) },
  'GET /wps/relay/MCSFE_getBanks': { answer: envelope(banksValue) },
  'GET /wps/v2/member/bankCards': { answer: envelope(bankCardsValue) },
  'POST /wps/v2/member/bankCards': { request: { body: addBankCardBody }, answer: envelope(bankCardValue, BANK_CARD_FAILURES) },
  'DELETE /wps/v2/member/bankCards': { request: { query: deleteBankCardQuery }, answer: envelope(done) },

  // captcha (§4.6), slider human check, SMS codes (§4.7)
  'GET /wps/captcha': { answer: envelope(captchaValue) },
  'GET /wps/humancheck/challenge': { request: { query: challengeQuery }, answer: envelope(challengeValue) },
  'POST /wps/humancheck/verify': { request: { body: verifyBody }, answer: envelope(verifyValue) },
  'POST /wps/verification/sms/register': { request: { body: smsBody }, answer: envelope(smsSentValue, SMS_FAILURES) },
  'POST /wps/verification/sms/noLogin': { request: { body: smsBody }, answer: envelope(smsSentValue, SMS_FAILURES) },

  // registration (§4.5)
  'PUT /wps/member/register': { request: { body: registerBody }, answer: envelope(registerValue, REGISTER_FAILURES) },
  'PUT /wps/member/register/mobile': { request: { body: registerBody }, answer: envelope(registerValue, REGISTER_FAILURES) },
  'GET /wps/agent/affiliate': { request: { query: affiliateQuery }, answer: envelope(checkValue) },
  'GET /wps/check/username': { request: { query: usernameQuery }, answer: envelope(checkValue) },

  // forgot password
  'POST /wps/member/password/email': { request: { body: emailResetBody }, answer: envelope(done) },
  'POST /wps/member/password/reset': { request: { body: linkResetBody }, answer: envelope(done) },
  'POST /wps/member/password/verification': { request: { body: phoneResetBody }, answer: envelope(loginSuccess) },

  // social login: the popup's pages are HTML; `begin` redirects to the provider (a refusal is the popup page)
  'POST /wps/session/login/telegram': { request: { body: telegramBody }, answer: envelope(loginSuccess) },
  'GET /wps/social/:provider/start': { request: { params: providerParams }, answer: envelope(socialStartValue) },
  'GET /wps/social/:provider/begin': { request: { params: providerParams, query: beginQuery }, answer: { kind: 'redirect' } },
  'GET /wps/social/:provider/callback': { request: { params: providerParams, query: callbackQuery }, answer: html },
  'POST /wps/session/login/social': { request: { body: ticketBody }, answer: envelope(loginSuccess) },

  // wallet (§4.13)
  'GET /wps/v2/wallets/balance': { answer: envelope(balanceValue) },
  // transfers (wire/transfer.schemas.ts): between the member's wallets, recall all, to the upline
  'POST /wps/relay/GCS_walletTransfer': { request: { body: walletTransferBody }, answer: envelope(walletTransferValue, WALLET_TRANSFER_FAILURES) },
  'POST /wps/relay/GCS_walletReturn': { request: { body: walletReturnBody }, answer: envelope(walletReturnValue) },
  'POST /wps/member/transferUpline': { request: { body: transferUplineBody }, answer: envelope(transferUplineValue, TRANSFER_UPLINE_FAILURES) },
  'PUT /wps/agent/transferDownline': { request: { body: downlineTransferBody }, answer: envelope(downlineTransferValue, DOWNLINE_TRANSFER_FAILURES) },
  'POST /wps/relay/passwordCheck/MCSFE_collectFromDownline': {
    request: { body: downlineTransferBody },
    answer: envelope(downlineTransferValue, DOWNLINE_TRANSFER_FAILURES),
  },

  // agent contracts (issue 14; wire/contracts.schemas.ts): the upline offers, changes, withdraws or ends; the downline answers
  'POST /wps/relay/MCSFE_applyContractualDividend': { request: { body: applyDividendBody }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCSFE_applyContractDailySalary': { request: { body: applySalaryBody }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCSFE_applyContractHourSalary': { request: { body: applySalaryBody }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCSFE_assignRealTimeSalaryContract': { request: { body: applyRealtimeBody }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCSFE_modifyContractDividend': { request: { body: modifyDividendBody }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCSFE_updateContractDividend': { request: { body: updateContractBody }, answer: envelope(contractChangeValue) },
  'GET /wps/relay/MCS2_processDividendReq': { request: { query: processDividendQuery }, answer: envelope(contractChangeValue) },
  'GET /wps/relay/MCS2_processDailySalContract': { request: { query: processDailyQuery }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCS2_processContractHourSalary': { request: { body: processContractBody }, answer: envelope(contractChangeValue) },
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': { request: { body: processContractBody }, answer: envelope(contractChangeValue) },
  'GET /wps/relay/MCSFE_getDownlineContracts': { request: { query: downlineContractsQuery }, answer: envelope(downlineContractsValue) },
  'GET /wps/relay/MCSFE_getContractHistory': { request: { query: contractHistoryQuery }, answer: envelope(contractHistoryValue) },
  'GET /wps/member/info/funds/consolidated': { answer: envelope(consolidatedValue) },
  // the agent centre's team overview (wire/team.schemas.ts)
  'GET /wps/relay/ODSFE2_getTeamOverviewSum': { request: { query: teamOverviewQuery }, answer: envelope(teamOverviewValue) },
  'GET /wps/relay/ODSFE2_getTeamOverviewDailyList': { request: { query: teamOverviewQuery }, answer: envelope(teamOverviewDailyValue) },
  'GET /wps/relay/ODSFE2_getSubordinatev2': { request: { query: subordinateQuery }, answer: envelope(subordinateValue) },
  // the agent centre's team reports (wire/team-reports.schemas.ts)
  'GET /wps/report/teamGameBetHistory': { request: { query: teamBetHistoryQuery }, answer: envelope(teamBetHistoryValue) },
  'GET /wps/report/downlineTransaction': { request: { query: downlineTransactionQuery }, answer: envelope(downlineTransactionValue) },
  'GET /wps/relay/ODSFE2_getTeamPNLV3': { request: { query: teamPnlQuery }, answer: envelope(teamPnlValue) },
  'GET /wps/relay/ODSFE2_AgentProfDet': { request: { query: agentIncomeQuery }, answer: envelope(agentIncomeValue) },
  'GET /wps/relay/ODSFE2_dailySalRec': { request: { query: payoutRecordsQuery }, answer: envelope(payoutRecordsValue) },
  'GET /wps/relay/ODSFE2_getHourSalaryDisburseRec': { request: { query: payoutRecordsQuery }, answer: envelope(payoutRecordsValue) },
  'GET /wps/relay/ODSFE2_getRealTimeSalary': { request: { query: payoutRecordsQuery }, answer: envelope(payoutRecordsValue) },
  'GET /wps/relay/ODSFE2_QueryDividend': { request: { query: payoutRecordsQuery }, answer: envelope(payoutRecordsValue) },
  'GET /wps/agent/announcements': { answer: envelope(agentAnnouncementsValue) },
  // the agent centre's register centre and team management's actions (wire/agent-register.schemas.ts)
  'GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType': { answer: envelope(globalRebateValue) },
  'GET /wps/relay/MCSFE_getDownlineRebates': { request: { query: downlineRebatesQuery }, answer: envelope(rebatesValue) },
  'PUT /wps/agent/updateDownlineRebates': { request: { body: updateDownlineRebatesBody }, answer: envelope(rebatesValue, REBATE_FAILURES) },
  'PUT /wps/agent/promoteDownlineToAgent': { request: { body: promoteDownlineBody }, answer: envelope(promoteDownlineValue) },
  'POST /wps/agent/downline': { request: { body: createDownlineBody }, answer: envelope(createDownlineValue, REBATE_FAILURES) },
  'GET /wps/relay/MCSFE_getMerchantUrlExpiryOptions': { answer: envelope(urlExpiryOptionsValue) },
  'POST /wps/relay/MCSFE_createAffiliateUrl': { request: { body: createAffiliateUrlBody }, answer: envelope(affiliateUrlValue, REBATE_FAILURES) },
  'GET /wps/relay/MCSFE_viewAffiliateUrls': { request: { query: affiliateUrlsQuery }, answer: envelope(affiliateUrlsValue) },
  'DELETE /wps/relay/MCSFE_deleteAffiliateUrl': { request: { query: deleteAffiliateUrlQuery }, answer: envelope(done) },
  'GET /wps/relay/MCSFE_viewRegisteredAffiliates': { request: { query: registeredAffiliatesQuery }, answer: envelope(registeredAffiliatesValue) },

  // deposits (issue 13; wire/deposit.schemas.ts)
  'GET /wps/relay/MCSFE_getDepositMethods': { answer: envelope(depositMethodsValue) },
  'POST /wps/relay/MCSFE_depositByLaunchUrl': { request: { body: depositByLaunchUrlBody }, answer: envelope(depositByLaunchUrlValue) },
  'POST /wps/relay/MCSFE_manualTransferByRemark': { request: { body: manualTransferBody }, answer: envelope(manualTransferValue) },
  'POST /wps/relay/MCSFE_cancelDeposit': { request: { body: cancelDepositBody }, answer: envelope(depositRecord) },
  'GET /wps/relay/MCSFE_getDepositDetail': { request: { query: depositDetailQuery }, answer: envelope(depositRecord) },
  'GET /wps/relay/MCSFE_getDepositTransactionReport': { request: { query: depositReportQuery }, answer: envelope(depositReportValue) },
  // the images members upload for every form with a picture (wire/upload.schemas.ts)
  'POST /wps/v2/uploads/image': { answer: envelope(uploadImageValue) },
  // withdrawals (issue 13; wire/withdraw.schemas.ts) and the member's answer to a paid one
  'GET /wps/relay/MCSFE_getWithdrawSettings': { answer: envelope(withdrawSettingsValue) },
  'GET /wps/relay/MCSFE_getTurnoverInfo': { answer: envelope(turnoverInfoValue) },
  'GET /wps/relay/MCSFE_getCalculatedWithdrawCharges': { request: { query: withdrawChargesQuery }, answer: envelope(withdrawChargesValue) },
  'POST /wps/v2/transaction/withdraw': { request: { body: withdrawBody }, answer: envelope(withdrawalRecord, WITHDRAW_FAILURES) },
  'GET /wps/relay/MCSFE_getWithdrawDetail': { answer: envelope(withdrawalRecord) },
  'GET /wps/relay/MCSFE_getWithdrawTransactionReport': { request: { query: withdrawReportQuery }, answer: envelope(withdrawReportValue) },
  'GET /wps/relay/MCSFE_getPaymentConfirmationList': { answer: envelope(confirmationListValue) },
  'POST /wps/relay/MCSFE_processC2CTransaction': { request: { body: confirmationBody }, answer: envelope(withdrawalRecord) },
  // the member's records (wire/records.schemas.ts): betting record, account record, profit and loss, CSV exports
  'GET /wps/report/accountGameBetHistory': { request: { query: betHistoryQuery }, answer: envelope(betHistoryValue) },
  'GET /wps/report/accountGameBetDetail': { request: { query: betDetailQuery }, answer: envelope(betDetailValue) },
  'GET /wps/relay/ODSFE2_MemTransDet': { request: { query: transactionQuery }, answer: envelope(transactionValue) },
  'GET /wps/relay/ODSFE2_MemPNL': { request: { query: profitQuery }, answer: envelope(profitValue) },
  'GET /wps/report/export/accountGameBetHistory': { request: { query: betExportQuery }, answer: { kind: 'csv' } },
  'GET /wps/report/export/transaction': { request: { query: transactionExportQuery }, answer: { kind: 'csv' } },
  // a payment provider's webhook, and the local provider's own API and checkout page (server/paygate)
  'POST /payments/webhook/:provider/:merchantCode': { answer: json(webhookAck, paygateError) },
  'POST /paygate/v1/payments': { answer: json(paygateCreated, paygateError) },
  'GET /paygate/checkout/:paymentId': { answer: html },
  'POST /paygate/checkout/:paymentId': { answer: { kind: 'redirect' } },

  // games catalogue (§4.8–4.10)
  'GET /wps/relay/GCSGAME_newGameVendor': { request: { query: vendorQuery }, answer: envelope(vendorLanesValue) },
  'GET /wps/relay/GCSGAME_getVassGameType': { request: { query: languageQuery }, answer: envelope(vassGameTypesValue) },
  'GET /wps/relay/GCSGAME_gameList': { request: { query: gameListQuery }, answer: envelope(gameListValue) },
  'GET /wps/relay/GCSGAME_hotGamesV2': { request: { query: hotGamesQuery }, answer: envelope(hotGamesValue) },
  'GET /wps/relay/GLS2_roomList': { request: { query: roomListQuery }, answer: envelope(roomListValue) },
  'GET /wps/relay/MCSFE_getFavoriteGames': { answer: envelope(favouriteIdsValue) },
  'GET /wps/relay/MCSFE_getFavoriteGamesList': { request: { query: pageQuery }, answer: envelope(favouriteListValue) },
  // the favourite calls read the body, or the query when there is no body
  'POST /wps/relay/MCSFE_addFavoriteGameV2': { request: { body: favouriteBody, query: favouriteBody }, answer: envelope(favouriteChangeValue) },
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': { request: { body: favouriteBody, query: favouriteBody }, answer: envelope(favouriteChangeValue) },
  'GET /wps/relay/GCS_recentGame': { request: { query: languageQuery }, answer: envelope(recentGamesValue) },
  'GET /wps/assets/games/:file': { answer: svg },
  'GET /wps/assets/vendors/:file': { answer: svg },

  // game launch (§4.11)
  'GET /wps/game/launchGame': { request: { query: launchQuery }, answer: envelope(launchValue, LAUNCH_FAILURES) },
  'POST /wps/game/exitGame': { answer: envelope(exitValue) },
  'GET /wps/relay/GCS_merchantWallet': { answer: envelope(merchantWalletValue) },

  // lottery gateway (§1.4, §4.12): raw JSON
  'GET /lgw/games/popular': { request: { query: popularQuery }, answer: json(popularLotteryBody) },
  'GET /lgw/vn/games/game_menu': { request: { query: gameMenuQuery }, answer: json(gameMenuBody) },
  'GET /lgw/vn/games/game_menu/recent': { request: { query: recentMenuQuery }, answer: json(gameMenuBody) },
  'GET /lgw/vn/numeros/opened/game': { request: { query: lotteryQuery }, answer: json(openedBody) },
  'GET /lgw/games/opened/numero': { request: { query: lotteryQuery }, answer: json(openedBody) },
  'GET /lgw/games/game_menus': { request: { query: lotteryQuery }, answer: json(gameMenusBody) },
  'GET /lgw/numeros/near': { request: { query: nearQuery }, answer: json(nearBody) },
  'GET /lgw/draw/:gameId': { request: { params: drawParams, query: drawPageQuery }, answer: json(drawPageBody) },

  // site content (§4.10, §4.14)
  'GET /wps/relay/MCSFE_getListAnnouncements': { request: { query: announcementsQuery }, answer: envelope(announcementsValue) },
  'GET /wps/relay/MCSFE_getPromotionDetail': { request: { query: promotionDetailQuery }, answer: envelope(promotionDetailValue) },
  'GET /wps/system/helpCenter': { request: { query: helpCenterQuery }, answer: envelope(helpCenterValue) },
  'GET /wps/relay/MCSFE_getVipRanks': { answer: envelope(vipRanksValue) },
  'GET /wps/relay/GCSGAME_getRankList': { request: { query: rankListQuery }, answer: envelope(winnersValue) },
  'GET /wps/relay/ODSFE2_getWinnerBoard': { request: { query: rankListQuery }, answer: envelope(winnersValue) },
  'GET /wps/system/customerService': { answer: envelope(customerServiceValue) },
  // the WebP each content row links to, or its SVG source
  'GET /wps/assets/content/:file': { answer: picture },
  'GET /cs/chat': { request: { query: chatQuery }, answer: html },

  // the phone identity provider: its own answers and refusals
  'POST /phone-auth/v1/sendVerificationCode': { request: { query: projectQuery, body: sendCodeBody }, answer: json(sendCodeAnswer, phoneAuthError) },
  'POST /phone-auth/v1/signInWithPhoneNumber': {
    request: { query: projectQuery, body: confirmCodeBody },
    answer: json(signInAnswer, phoneAuthError),
  },
  'GET /phone-auth/v1/jwks': { answer: json(jwksAnswer, phoneAuthError) },

  // the built-in demo games: their pages, and the pages' calls (X-Game-Session)
  'GET /demo-games/play/slot': { request: { query: gamePageQuery }, answer: html },
  'GET /demo-games/play/cards': { request: { query: gamePageQuery }, answer: html },
  'GET /demo-games/play/lottery': { request: { query: gamePageQuery }, answer: html },
  'POST /demo-games/api/session': { request: { body: launchTicketBody }, answer: envelope(demoSessionValue) },
  'GET /demo-games/api/balance': { answer: envelope(demoBalanceValue) },
  'POST /demo-games/api/slot/spin': { request: { body: spinBody }, answer: envelope(betResult, BET_FAILURES) },
  'POST /demo-games/api/cards/deal': { request: { body: dealBody }, answer: envelope(betResult, BET_FAILURES) },
  'POST /demo-games/api/cards/call': { request: { body: callBody }, answer: envelope(betResult, BET_FAILURES) },
  'POST /demo-games/api/lottery/ticket': { request: { body: ticketBetBody }, answer: envelope(betResult, BET_FAILURES) },
  'POST /demo-games/api/exit': { answer: envelope(demoExitValue) },
  'GET /demo-games/play/draw-lottery': { request: { query: gamePageQuery }, answer: html },
  'POST /demo-games/api/draw/session': { request: { body: launchTicketBody }, answer: envelope(drawSessionValue) },
  'GET /demo-games/api/draw/state': { answer: envelope(drawStateValue) },
  'POST /demo-games/api/draw/bet': { request: { body: drawBetBody }, answer: envelope(placedDrawBetValue, DRAW_BET_FAILURES) },

  // development reads (not registered in production)
  'GET /dev/captcha/answer': { answer: json(captchaAnswerBody), only: 'dev' },
  'GET /dev/sms/outbox': { request: { query: smsOutboxQuery }, answer: json(smsOutboxBody), only: 'dev' },
  'GET /dev/mail/outbox': { request: { query: mailOutboxQuery }, answer: json(mailOutboxBody), only: 'dev' },

  // pages added by `npm run new:page` (scripts/new-page)
  'GET /wps/feedback': { answer: envelope(feedbackListValue) },
  'PUT /wps/feedback': { request: { body: feedbackBody }, answer: envelope(feedbackSentValue) },

  // the built SPA (server/http/spa.ts): index.html with a fresh nonce at `/` and every route of the SPA, the hashed files beside it
  'GET /': { answer: html, only: 'spa' },
  'GET /*': { answer: { kind: 'static' }, only: 'spa' },
} as const satisfies Record<RouteKey, WireRoute>;

export type WireRouteKey = keyof typeof WIRE_ROUTES;

/** The entry of a route as Fastify names it (`request.routeOptions.url`); a HEAD request reads its GET's. */
export function wireRouteOf(method: string, path: string): WireRoute | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  return (WIRE_ROUTES as Record<string, WireRoute>)[key];
}
