/**
 * The demo merchant's site content on a fresh database: banners for every route group, notices,
 * promotions, VIP ranks, member messages, the winners board's demo list and the footer. Plain
 * data; seed-content.ts writes it through the same publishing functions the admin commands use.
 * The help centre's texts are in seed-content-help.ts, the promotions' in seed-content-promotions.ts.
 */
import { artUrl, VIP_RANK_NAMES } from '../content/artwork-catalogue';
import type { LinkageType } from '../content/announcements.service';
import { BANNER_GROUP_BY_ROUTE as G, registerBannerGroup } from '../content/banner-groups';
import type { SiteFooter } from '../content/site-footer';

export type SeedLanguage = 'MS' | 'EN' | 'CN';
export const SEED_LANGUAGES: readonly SeedLanguage[] = ['MS', 'EN', 'CN'];

export interface BannerSeed {
  group: string;
  art: string;
  title: string;
  link?: { type: LinkageType; target: string };
}

/** In the merchant default language (MS): other languages fall back to these per group. */
export const demoBanners: BannerSeed[] = [
  { group: G.home, art: 'banner-home-welcome', title: 'Welcome bonus', link: { type: 'ROUTE', target: '/register' } },
  { group: G.home, art: 'banner-home-invite', title: 'Invite friends', link: { type: 'PROMOTION', target: 'invite-friends' } },
  { group: G.home, art: 'banner-home-app', title: 'Download the app', link: { type: 'ROUTE', target: '/down' } },
  { group: G.home, art: 'banner-home-secure', title: 'Fast and secure' },
  { group: G.rng, art: 'banner-rng', title: 'Slot games' },
  { group: G.rng, art: 'banner-rng-jackpot', title: 'Progressive jackpot', link: { type: 'PROMOTION', target: 'slots-rebate' } },
  { group: G.live, art: 'banner-live', title: 'Live casino' },
  { group: G.fish, art: 'banner-fish', title: 'Fishing games', link: { type: 'PROMOTION', target: 'fishing-tournament' } },
  { group: G.pvp, art: 'banner-pvp', title: 'Card games' },
  { group: G.sports, art: 'banner-sports', title: 'Sports betting', link: { type: 'PROMOTION', target: 'sports-parlay' } },
  { group: G.esports, art: 'banner-esports', title: 'Esports' },
  { group: G.elott, art: 'banner-lottery', title: 'Lottery' },
  { group: G.cockfight, art: 'banner-cockfight', title: 'Cockfight' },
  { group: G.promotions, art: 'banner-promotion', title: 'Promotions' },
  { group: G.pointMall, art: 'banner-shop', title: 'Points mall' },
  { group: G.help, art: 'banner-help', title: 'Help centre' },
  { group: registerBannerGroup('MS'), art: 'poster-register-ms', title: 'Daftar sekarang' },
  { group: registerBannerGroup('EN'), art: 'poster-register-en', title: 'Sign up now' },
  { group: registerBannerGroup('CN'), art: 'poster-register-cn', title: '立即注册' },
  { group: G.login, art: 'poster-login', title: 'Welcome back' },
  { group: G.forget, art: 'poster-forget', title: 'Reset password' },
];

export interface NoticeSeed {
  /** AGENT: shown to agents only, in the agent centre */
  type: 'GENERAL' | 'NEWS' | 'MAINTENANCE' | 'PROMOTION' | 'PAYMENT' | 'AGENT';
  showAfterLogin: boolean;
  text: Record<SeedLanguage, { title: string; content: string }>;
}

export const demoNotices: NoticeSeed[] = [
  {
    type: 'GENERAL',
    showAfterLogin: true,
    text: {
      MS: {
        title: 'Selamat datang ke Demo Gaming',
        content:
          '<p>Terima kasih kerana menyertai kami! Tuntut <strong>bonus pendaftaran ₱22,222</strong> anda di halaman Promosi dan nikmati deposit serta pengeluaran pantas yang dilindungi penyulitan 128-bit.</p>',
      },
      EN: {
        title: 'Welcome to Demo Gaming',
        content:
          '<p>Thank you for joining us! Claim your <strong>₱22,222 registration bonus</strong> on the Promotions page and enjoy fast deposits and withdrawals protected by 128-bit encryption.</p>',
      },
      CN: {
        title: '欢迎来到 Demo Gaming',
        content: '<p>感谢您的加入！请前往优惠页面领取<strong>₱22,222 注册奖金</strong>，享受受 128 位加密保护的快速存款与提款。</p>',
      },
    },
  },
  {
    type: 'GENERAL',
    showAfterLogin: true,
    text: {
      MS: {
        title: 'Peringatan keselamatan akaun',
        content:
          '<p>Kakitangan kami <strong>tidak akan sekali-kali</strong> meminta kata laluan atau kod SMS anda. Jangan kongsi kod pengesahan dengan sesiapa dan tukar kata laluan anda secara berkala.</p>',
      },
      EN: {
        title: 'Account security reminder',
        content:
          '<p>Our staff will <strong>never</strong> ask for your password or SMS code. Do not share verification codes with anyone and change your password regularly.</p>',
      },
      CN: {
        title: '账户安全提醒',
        content: '<p>我们的工作人员<strong>绝不会</strong>索取您的密码或短信验证码。请勿与任何人分享验证码，并定期更改密码。</p>',
      },
    },
  },
  {
    type: 'MAINTENANCE',
    showAfterLogin: false,
    text: {
      MS: {
        title: 'Penyelenggaraan berjadual platform sukan',
        content:
          '<p>Platform pertaruhan sukan dinaik taraf setiap hari Selasa dari <strong>02:00 hingga 04:00</strong> (GMT+8). Pertaruhan terbuka tidak terjejas.</p>',
      },
      EN: {
        title: 'Scheduled sports platform maintenance',
        content:
          '<p>The sports betting platform is upgraded every Tuesday from <strong>02:00 to 04:00</strong> (GMT+8). Open bets are not affected.</p>',
      },
      CN: { title: '体育平台定期维护', content: '<p>体育投注平台每周二 <strong>02:00 至 04:00</strong>（GMT+8）进行升级，未结算注单不受影响。</p>' },
    },
  },
  {
    type: 'PAYMENT',
    showAfterLogin: false,
    text: {
      MS: {
        title: 'Saluran deposit baharu: QR Ph',
        content:
          '<p>Anda kini boleh membuat deposit dengan mana-mana aplikasi bank yang menyokong QR Ph. Deposit dikreditkan dalam masa <strong>1 minit</strong>.</p>',
      },
      EN: {
        title: 'New deposit channel: QR Ph',
        content: '<p>You can now deposit with any banking app that supports QR Ph. Deposits are credited within <strong>1 minute</strong>.</p>',
      },
      CN: { title: '新增存款渠道：QR Ph', content: '<p>现在可使用任何支持 QR Ph 的银行应用存款，<strong>1 分钟</strong>内到账。</p>' },
    },
  },
  {
    type: 'PROMOTION',
    showAfterLogin: false,
    text: {
      MS: {
        title: 'Kejohanan Memancing hujung minggu ini',
        content: '<p>Sertai Kejohanan Memancing dan kongsi kumpulan hadiah <strong>₱100,000</strong>. <a href="/promotions">Lihat promosi</a></p>',
      },
      EN: {
        title: 'Fishing Tournament this weekend',
        content: '<p>Join the Fishing Tournament and share a <strong>₱100,000</strong> prize pool. <a href="/promotions">See promotions</a></p>',
      },
      CN: { title: '本周末捕鱼锦标赛', content: '<p>参加捕鱼锦标赛，瓜分 <strong>₱100,000</strong> 奖池。<a href="/promotions">查看优惠</a></p>' },
    },
  },
  {
    type: 'NEWS',
    showAfterLogin: false,
    text: {
      MS: {
        title: 'Permainan slot baharu setiap minggu',
        content:
          '<ul><li>Fortune Gems 3 kini tersedia</li><li>Meja Baccarat baharu di Kasino Langsung</li><li>Pusingan percuma untuk pemain VIP Gold ke atas</li></ul>',
      },
      EN: {
        title: 'New slot games every week',
        content:
          '<ul><li>Fortune Gems 3 is now available</li><li>New Baccarat tables in the Live Casino</li><li>Free spins for VIP Gold players and above</li></ul>',
      },
      CN: {
        title: '每周上线新老虎机',
        content: '<ul><li>Fortune Gems 3 现已上线</li><li>真人娱乐场新增百家乐桌台</li><li>VIP 黄金及以上会员可获免费旋转</li></ul>',
      },
    },
  },
  {
    type: 'AGENT',
    showAfterLogin: false,
    text: {
      MS: {
        title: 'Jadual pembayaran gaji dan dividen',
        content:
          '<p>Gaji harian dibayar keesokan harinya atas jualan pasukan semalam; gaji setiap jam selepas setiap jam; dividen selepas setiap tempoh kontrak. Lihat <strong>Rekod pembayaran</strong> di pusat ejen untuk penyata setiap bayaran.</p>',
      },
      EN: {
        title: 'Salary and dividend payout schedule',
        content:
          "<p>Daily salary is paid the next day on the team's sales of the day before; hourly salary after each hour; dividends after each contract period. See <strong>Payout records</strong> in the agent centre for each payment's statement.</p>",
      },
      CN: {
        title: '工资与分红发放时间',
        content:
          '<p>日工资于次日按前一日团队销量发放；时薪于每小时结束后发放；分红于每个契约周期结束后发放。每笔发放的明细请在代理中心的<strong>发放记录</strong>中查看。</p>',
      },
    },
  },
];

/** Club ranks; amounts in pesos (the seed converts to centavos), rebate in basis points. */
export const demoVipRanks = VIP_RANK_NAMES.map((name, index) => {
  const table: [number, number, number, number, number, number, number, number, boolean][] = [
    // deposit, turnover, upgrade, monthly, birthday, rebate bp, withdrawals/day, limit/day, dedicated desk
    [0, 0, 0, 0, 0, 40, 3, 50_000, false],
    [5_000, 50_000, 88, 38, 88, 50, 5, 100_000, false],
    [20_000, 200_000, 288, 88, 188, 60, 5, 200_000, false],
    [50_000, 800_000, 888, 188, 388, 70, 8, 500_000, false],
    [150_000, 2_500_000, 2_888, 588, 888, 80, 10, 1_000_000, true],
    [500_000, 8_000_000, 8_888, 1_888, 2_888, 100, 15, 2_000_000, true],
    [1_500_000, 25_000_000, 28_888, 5_888, 8_888, 120, 20, 5_000_000, true],
  ];
  const [deposit, turnover, upgrade, monthly, birthday, rebateBp, withdrawals, limit, dedicated] = table[index];
  return { level: index + 1, name, deposit, turnover, upgrade, monthly, birthday, rebateBp, withdrawals, limit, dedicated };
});

/** Club rank of the demo accounts: the agent's is above 4, so it gets the VIP desk. */
export const demoClubLevels: Record<string, number> = { demo_player: 3, demo_agent: 5 };

/** The VIP desk serves club ranks above 4. */
export const VIP_DESK_MIN_RANK = 5;

export const demoMessages: { username: string; title: string; content: string; read: boolean; minutesAgo: number }[] = [
  {
    username: 'demo_player',
    title: 'Welcome bonus credited',
    content: '<p>Your <strong>₱22,222</strong> welcome pack is ready. Open the Reward Centre to see how it is paid out.</p>',
    read: true,
    minutesAgo: 60 * 24 * 2,
  },
  {
    username: 'demo_player',
    title: 'You reached VIP Gold',
    content: '<p>Congratulations! Your club rank is now <strong>Gold</strong>: a higher rebate and more daily withdrawals.</p>',
    read: false,
    minutesAgo: 60 * 5,
  },
  {
    username: 'demo_player',
    title: 'Weekend Fishing Tournament',
    content: '<p>A <strong>₱100,000</strong> prize pool awaits this weekend. See the Promotions page.</p>',
    read: false,
    minutesAgo: 30,
  },
];

/** [player, game, game type, vendor, winnings in pesos, minutes ago] */
export const demoWinners: [string, string, string, string, number, number][] = [
  ['mariasantos', 'Fortune Gems', 'RNG', 'JL', 18_520.5, 3],
  ['juan_dc88', 'Baccarat', 'LIVE', 'EVO', 42_000, 7],
  ['kuyajay', 'Ocean King', 'FISH', 'KM', 9_880, 11],
  ['lucky_ana', 'Super Ace', 'RNG', 'JL', 126_400, 16],
  ['bossing777', 'Basketball Parlay', 'SPORTS', 'SBO', 33_250, 22],
  ['ate_joy', 'Tongits', 'PVP', 'KM', 4_560, 25],
  ['marco1990', 'Lotto 6/45', 'LOTT', 'LOTT', 250_000, 31],
  ['dennis_q', 'Dragon Tiger', 'LIVE', 'SEXY', 15_300, 38],
  ['cha_cha', 'Golden Empire', 'RNG', 'JL', 7_777.77, 44],
  ['pogi_ken', 'Sabong Derby', 'COCKFIGHT', 'DS88', 21_000, 52],
  ['lyn_lyn', 'Jackpot Fishing', 'FISH', 'JL', 64_800, 59],
  ['jomar23', 'Mahjong Ways', 'RNG', 'PG', 11_240, 67],
  ['angelica_b', 'Roulette', 'LIVE', 'EVO', 27_500, 75],
  ['rey_mysterio', 'Football 1X2', 'SPORTS', 'SBO', 8_900, 83],
  ['kimmy88', 'Pusoy', 'PVP', 'KM', 3_210, 90],
  ['paolo_r', 'Money Coming', 'RNG', 'JL', 95_000, 104],
  ['jenny_v', 'Lucky 9', 'PVP', 'KM', 6_450, 118],
  ['tonyo', 'Dota 2 Winner', 'ESPORTS', 'TF', 14_200, 131],
  ['bong_bong', 'Fortune Tiger', 'RNG', 'PG', 38_880, 147],
  ['rizal_ph', 'Speed Baccarat', 'LIVE', 'SEXY', 52_600, 166],
];

const badge = (name: string, art: string, url: string | null = null) => ({ name, imageUrl: artUrl(art), url });

export const demoFooter: SiteFooter = {
  licences: [
    {
      code: 'MGA',
      name: 'Malta Gaming Authority',
      text: {
        MS: 'Demo Gaming dilesenkan dan dikawal selia oleh Malta Gaming Authority (MGA), lesen MGA/B2C/000/2026.',
        EN: 'Demo Gaming is licensed and regulated by the Malta Gaming Authority (MGA), licence MGA/B2C/000/2026.',
        CN: 'Demo Gaming 由马耳他博彩管理局（MGA）授权并监管，牌照号 MGA/B2C/000/2026。',
      },
    },
    {
      code: 'BVI',
      name: 'British Virgin Islands',
      text: {
        MS: 'Demo Gaming Ltd. diperbadankan di Kepulauan Virgin British, nombor syarikat 2026000.',
        EN: 'Demo Gaming Ltd. is incorporated in the British Virgin Islands, company number 2026000.',
        CN: 'Demo Gaming Ltd. 于英属维尔京群岛注册成立，公司编号 2026000。',
      },
    },
    {
      code: 'PAGCOR',
      name: 'Philippine Amusement and Gaming Corporation',
      text: {
        MS: 'Operasi di Filipina dilesenkan oleh PAGCOR. Pemain mesti berumur 21 tahun ke atas.',
        EN: 'Operations in the Philippines are licensed by PAGCOR. Players must be 21 years of age or older.',
        CN: '菲律宾境内运营由 PAGCOR 授权。玩家须年满 21 岁。',
      },
    },
  ],
  certificates: [
    badge('Malta Gaming Authority', 'cert-mga'),
    badge('BVI Financial Services', 'cert-bvi'),
    badge('PAGCOR', 'cert-pagcor'),
    badge('GLI', 'cert-gli'),
    badge('iTech Labs', 'cert-itech'),
  ],
  payments: [
    badge('GCash', 'pay-gcash'),
    badge('Maya', 'pay-maya'),
    badge('Bank transfer', 'pay-bank'),
    badge('USDT', 'pay-usdt'),
    badge('QR Ph', 'pay-qrph'),
  ],
  responsibleGaming: [
    badge('21+', 'rg-21-plus', '/help#term'),
    badge('Play responsibly', 'rg-play-responsibly', '/help#responsible'),
    badge('Gambling help', 'rg-gambling-help', '/help#responsible'),
  ],
  copyrightHolder: 'Demo Gaming',
};
