/**
 * Builds the gateway (Fastify 5) from injected dependencies: database, configuration, clock, log
 * options and providers. No listening here; server.ts listens, tests use `app.inject`.
 */
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Clock, Providers } from './app-context';
import { canvasCaptchaRenderer } from './auth/captcha-image';
import { argon2Hasher, createPasswordChecker } from './auth/password-hasher';
import type { Config } from './config';
import { ensureServerKey } from './crypto/server-keys';
import type { ServerKey } from './crypto/server-keys';
import type { Db } from './db/db.types';
import { ApiError, MESSAGES } from './http/envelope';
import { handleError } from './http/error-handler';
import { registerRateLimit } from './http/rate-limit';
import { createRequestHooks } from './http/request-hooks';
import { helmetOptions } from './http/security-headers';
import { isApiPath, registerSpa } from './http/spa';
import { answerClientError, answerFrameworkError } from './http/wire-refusals';
import { fastifyLoggerOptions } from './logger';
import type { LoggerOptions } from './logger';
import { captchaRoutes } from './auth/captcha.routes';
import { gamesRoutes } from './games/games.routes';
import { humanCheckRoutes } from './human-check/human-check.routes';
import { memberRoutes } from './auth/member.routes';
import { securityCenterRoutes } from './security-center/security-center.routes';
import { forgotPasswordRoutes } from './auth/forgot-password.routes';
import { registrationRoutes } from './registration/registration.routes';
import { sessionRoutes } from './auth/session.routes';
import { openIdLoginRoutes, socialLoginRoutes } from './social-login/social-login.routes';
import { settingsRoutes } from './system/settings.routes';
import { systemRoutes } from './system/system.routes';
import { verificationRoutes } from './verification/verification.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { contentRoutes } from './content/content.routes';
import { contentAssetRoutes } from './content/content-assets.routes';
import { contentClubRoutes } from './content/content-club.routes';
import { contentMemberRoutes } from './content/content-member.routes';
import { createMerchantDirectory } from './system/merchant.service';
import { createOperatorState } from './system/operator-state';
import { geoipCountry, preloadGeo } from './system/region';
import { outboxSmsProvider } from './verification/sms-provider';
import { canvasSliderRenderer } from './human-check/slider-image';
import { outboxMailProvider } from './mail/mail-provider';
import { localPhoneTokenVerifier } from './phone-auth/phone-token-verifier';
import { phoneAuthRoutes } from './phone-auth/phone-auth.routes';
import { gameLaunchRoutes } from './games/game-launch.routes';
import { demoGameRoutes } from './demo-games/demo-games.routes';
import { cryptoRandom } from './demo-games/random';
import { lotteryRoutes } from './lottery/lottery.routes';
import { createDrawJob, DRAW_EVERY_MS } from './lottery/draw-job';
import { depositRoutes } from './deposit/deposit.routes';
import { withdrawRoutes } from './withdraw/withdraw.routes';
import { contractRoutes } from './contracts/contract.routes';
import { recordsRoutes } from './records/records.routes';
import { teamRoutes } from './team/team.routes';
import { teamReportsRoutes } from './team/team-reports.routes';
import { agentRegisterRoutes } from './agent-register/agent-register.routes';
import { transferRoutes } from './transfers/transfer.routes';
import { CONFIRM_EVERY_MS, createConfirmationJob } from './withdraw/confirmation-job';
import { createSettlementJob, SETTLE_EVERY_MS } from './contracts/settlement/settlement-job';
import { uploadRoutes } from './uploads/upload.routes';
import { paymentWebhookRoutes } from './payments/payment-webhook.routes';
import { paygateRoutes } from './paygate/paygate.routes';
import { createPaygateCourier, SWEEP_EVERY_MS } from './paygate/paygate-courier';
import type { PaygateCourier } from './paygate/paygate-courier';
import { siteTransport } from './payments/http-transport';
import { localPaymentProvider } from './payments/local-payment-provider';
import { feedbackRoutes } from './feedback/feedback.routes';

export interface AppDeps {
  db: Db;
  config: Config;
  clock?: Clock;
  logger?: LoggerOptions | false;
  providers?: Partial<Providers>;
  serverKey?: ServerKey;
  /** serve the built SPA from config.distDir when it exists */
  serveSpa?: boolean;
  /** how often the lottery draw job runs; null = never on its own (the default under NODE_ENV=test, where tests run it) */
  lotteryDrawEveryMs?: number | null;
  /** how often the local payment provider expires payments and retries webhooks; null = never on its own (the default under NODE_ENV=test) */
  paygateSweepEveryMs?: number | null;
}

export type GatewayApp = FastifyInstance & {
  ctx: AppContext;
  /** the local payment provider's courier: tests and the admin CLI run its sweep by hand */
  paygateCourier: PaygateCourier;
};

function installBodyParser(app: FastifyInstance) {
  // Encrypted calls may send the sealed value as bare base64 with a JSON content type: keep the text
  // instead of failing, and let the route decide (a plain route rejects it as a bad parameter).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
  // the forgot-password call is a form post (SPEC §7): read it into a plain object
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * One log line per request, written when it is answered, instead of Fastify's two ('incoming
 * request', then 'request completed'): the same fields at half the logging cost of a busy gateway.
 * Fastify's other lines (a request that errored, the default error handler's) are as they were.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(deps: AppDeps): Promise<GatewayApp> {
  const clock = deps.clock ?? { now: () => new Date() };
  const now = () => clock.now();
  // the local payment provider and the gateway reach each other through the gateway's own router
  let built: GatewayApp | null = null;
  const transport = siteTransport(() => built!, deps.config.publicUrl);
  const providers: Providers = {
    hasher: deps.providers?.hasher ?? argon2Hasher,
    captchaImage: deps.providers?.captchaImage ?? canvasCaptchaRenderer,
    country: deps.providers?.country ?? geoipCountry,
    sms: deps.providers?.sms ?? outboxSmsProvider(deps.db),
    slider: deps.providers?.slider ?? canvasSliderRenderer,
    mail: deps.providers?.mail ?? outboxMailProvider(deps.db),
    phoneTokens: deps.providers?.phoneTokens ?? localPhoneTokenVerifier(deps.db, deps.config.publicUrl),
    gameRandom: deps.providers?.gameRandom ?? cryptoRandom,
    payments: deps.providers?.payments ?? localPaymentProvider({ db: deps.db, publicUrl: deps.config.publicUrl, transport }),
  };
  // the offline country database loads in the background; until then countries are unknown
  if (!deps.providers?.country) preloadGeo().catch(() => {});
  const ctx: AppContext = {
    db: deps.db,
    config: deps.config,
    now,
    providers,
    passwords: createPasswordChecker(providers.hasher),
    merchants: createMerchantDirectory(deps.db, now),
    operator: createOperatorState(deps.db, now),
    serverKey: deps.serverKey ?? (await ensureServerKey(deps.db)),
  };

  const app = Fastify({
    logger: fastifyLoggerOptions(deps.logger ?? { level: deps.config.logLevel }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 64 * 1024,
    // graceful shutdown: close idle keep-alive sockets, let in-flight requests finish
    forceCloseConnections: 'idle',
    // Fastify's own answers to these are off the envelope (and a bad URL's echoes the path)
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // ... and so is its 503 while closing: the first onRequest hook below answers instead
    return503OnClosing: false,
    logController: new OneLinePerRequest(),
  }) as unknown as GatewayApp;
  app.decorate('ctx', ctx);
  built = app;
  installBodyParser(app);
  // first: its headers are set before any other hook can refuse the request
  await app.register(fastifyHelmet, helmetOptions(deps.config));
  // before the routes, which it hooks as they are added
  await registerRateLimit(app, ctx);

  // requests arriving on a kept-alive connection after shutdown began: refused, the connection closed
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new ApiError(503, 'system.closing', MESSAGES['system.closing'], null, { connection: 'close' });
  });

  const hooks = createRequestHooks(ctx);
  app.addHook('onRequest', hooks.onRequest);
  app.addHook('preValidation', hooks.preValidation);
  app.addHook('preHandler', hooks.preHandler);

  app.setErrorHandler(handleError);

  const sendIndex = deps.serveSpa ? await registerSpa(app, deps.config.distDir) : null;
  // the not-found answers are no route the limit hooks: the SPA's pages and unknown paths count all the same
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (sendIndex && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) return sendIndex(request, reply);
    return reply.status(404).send({ success: false, value: null, errorCode: 'not.found', message: MESSAGES['not.found'] });
  });

  systemRoutes(app, ctx);
  sessionRoutes(app, ctx);
  memberRoutes(app, ctx);
  securityCenterRoutes(app, ctx);
  captchaRoutes(app, ctx);
  verificationRoutes(app, ctx);
  settingsRoutes(app, ctx);
  humanCheckRoutes(app, ctx);
  registrationRoutes(app, ctx);
  forgotPasswordRoutes(app, ctx);
  socialLoginRoutes(app, ctx);
  openIdLoginRoutes(app, ctx);
  walletRoutes(app, ctx);
  const catalogue = gamesRoutes(app, ctx);
  lotteryRoutes(app, ctx, catalogue);
  contentRoutes(app, ctx);
  contentAssetRoutes(app, ctx);
  contentClubRoutes(app, ctx);
  contentMemberRoutes(app, ctx);
  phoneAuthRoutes(app, ctx);
  gameLaunchRoutes(app, ctx);
  demoGameRoutes(app, ctx);
  uploadRoutes(app, ctx);
  depositRoutes(app, ctx);
  withdrawRoutes(app, ctx);
  recordsRoutes(app, ctx);
  contractRoutes(app, ctx);
  teamRoutes(app, ctx);
  teamReportsRoutes(app, ctx);
  agentRegisterRoutes(app, ctx);
  transferRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  paymentWebhookRoutes(app, ctx);
  const paygateCourier = createPaygateCourier({
    db: ctx.db,
    transport,
    now,
    everyMs: deps.paygateSweepEveryMs !== undefined ? deps.paygateSweepEveryMs : deps.config.nodeEnv === 'test' ? null : SWEEP_EVERY_MS,
    onError: (error) => app.log.error({ err: error }, 'payment provider sweep failed'),
  });
  paygateRoutes(app, ctx, () => paygateCourier);
  app.decorate('paygateCourier', paygateCourier);
  const confirmationJob = createConfirmationJob({
    db: ctx.db,
    now,
    everyMs: deps.config.nodeEnv === 'test' ? null : CONFIRM_EVERY_MS,
    onError: (error) => app.log.error({ err: error }, 'withdrawal confirmation job failed'),
  });

  const settlementJob = createSettlementJob({
    db: ctx.db,
    now,
    everyMs: deps.config.nodeEnv === 'test' ? null : SETTLE_EVERY_MS,
    onError: (error) => app.log.error({ err: error }, 'contract and rebate settlement job failed'),
  });

  const drawJob = createDrawJob(
    { db: ctx.db, now, random: providers.gameRandom, onError: (error) => app.log.error({ err: error }, 'lottery draw job failed') },
    { everyMs: deps.lotteryDrawEveryMs !== undefined ? deps.lotteryDrawEveryMs : deps.config.nodeEnv === 'test' ? null : DRAW_EVERY_MS },
  );
  app.addHook('onReady', async () => {
    drawJob.start();
    paygateCourier.start();
    confirmationJob.start();
    settlementJob.start();
  });
  // before onClose, where the server closes the database
  app.addHook('preClose', async () => {
    drawJob.stop();
    paygateCourier.stop();
    confirmationJob.stop();
    settlementJob.stop();
  });
  return app;
}
