/**
 * The demo merchant's site content on a fresh database: banners for every route group, notices,
 * promotions, VIP ranks, member messages, the winners board's demo list and the footer. Plain
 * data; seed-content.ts writes it through the same publishing functions the admin commands use.
 * The help centre's texts are in seed-content-help.ts.
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
  type: 'GENERAL' | 'NEWS' | 'MAINTENANCE' | 'PROMOTION' | 'PAYMENT';
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
];

interface PromotionText {
  title: string;
  summary: string;
  steps: string[];
  terms: string[];
}

export interface PromotionSeed {
  code: string;
  category: 'NEW_MEMBER' | 'DEPOSIT' | 'REBATE' | 'SPORTS' | 'CASINO' | 'VIP' | 'EVENT';
  art: string;
  text: Record<SeedLanguage, PromotionText>;
}

const HEADINGS: Record<SeedLanguage, { how: string; terms: string }> = {
  MS: { how: 'Cara menyertai', terms: 'Terma dan syarat' },
  EN: { how: 'How to join', terms: 'Terms and conditions' },
  CN: { how: '参与方式', terms: '条款与细则' },
};

const COMMON_TERMS: Record<SeedLanguage, string> = {
  MS: 'Pemain mesti berumur 21 tahun ke atas. Satu tawaran bagi setiap akaun, nombor telefon dan alamat IP.',
  EN: 'Players must be 21 or older. One offer per account, phone number and IP address.',
  CN: '玩家须年满 21 岁。每个账户、手机号及 IP 地址仅限参与一次。',
};

/** The detail page of a promotion: summary, steps and terms as HTML. */
export function promotionHtml(language: SeedLanguage, text: PromotionText): string {
  const list = (items: string[]) => items.map((item) => `<li>${item}</li>`).join('');
  return `<p>${text.summary}</p><h3>${HEADINGS[language].how}</h3><ol>${list(text.steps)}</ol><h3>${HEADINGS[language].terms}</h3><ul>${list([...text.terms, COMMON_TERMS[language]])}</ul>`;
}

export const demoPromotions: PromotionSeed[] = [
  {
    code: 'welcome-bonus',
    category: 'NEW_MEMBER',
    art: 'promo-welcome-bonus',
    text: {
      MS: {
        title: 'Bonus Pendaftaran ₱22,222',
        summary: 'Ahli baharu menerima pakej alu-aluan sehingga ₱22,222 pada tiga deposit pertama.',
        steps: ['Daftar akaun baharu', 'Buat deposit pertama sekurang-kurangnya ₱100', 'Bonus dikreditkan secara automatik'],
        terms: ['Syarat pusing ganti 15 kali jumlah bonus', 'Sah selama 30 hari selepas pendaftaran'],
      },
      EN: {
        title: '₱22,222 Registration Bonus',
        summary: 'New members receive a welcome pack of up to ₱22,222 over their first three deposits.',
        steps: ['Register a new account', 'Make a first deposit of at least ₱100', 'The bonus is credited automatically'],
        terms: ['15x turnover of the bonus amount', 'Valid for 30 days after registration'],
      },
      CN: {
        title: '₱22,222 注册奖金',
        summary: '新会员首三次存款可获得最高 ₱22,222 的欢迎礼包。',
        steps: ['注册新账户', '首次存款至少 ₱100', '奖金自动发放'],
        terms: ['奖金需完成 15 倍流水', '注册后 30 天内有效'],
      },
    },
  },
  {
    code: 'invite-friends',
    category: 'NEW_MEMBER',
    art: 'promo-invite-friends',
    text: {
      MS: {
        title: 'Jemput Rakan, Dapat ₱2,222',
        summary: 'Terima ₱2,222 bagi setiap rakan yang mendaftar dengan pautan jemputan anda dan bermain.',
        steps: [
          'Salin pautan jemputan di Pusat Ahli',
          'Rakan anda mendaftar dan membuat deposit',
          'Ganjaran dikreditkan selepas rakan bertaruh ₱1,000',
        ],
        terms: ['Tiada had bilangan rakan', 'Akaun pendua tidak layak'],
      },
      EN: {
        title: 'Invite Friends, Earn ₱2,222',
        summary: 'Receive ₱2,222 for every friend who signs up with your invitation link and plays.',
        steps: [
          'Copy your invitation link in the Member Centre',
          'Your friend registers and deposits',
          'The reward is credited once your friend has wagered ₱1,000',
        ],
        terms: ['No limit on the number of friends', 'Duplicate accounts do not qualify'],
      },
      CN: {
        title: '邀请好友，赚取 ₱2,222',
        summary: '每位通过您的邀请链接注册并游戏的好友，您可获得 ₱2,222。',
        steps: ['在会员中心复制邀请链接', '好友注册并存款', '好友投注满 ₱1,000 后发放奖励'],
        terms: ['邀请人数不设上限', '重复账户不符合资格'],
      },
    },
  },
  {
    code: 'app-bonus',
    category: 'NEW_MEMBER',
    art: 'promo-app-bonus',
    text: {
      MS: {
        title: 'Bonus Muat Turun Aplikasi ₱52',
        summary: 'Pasang aplikasi kami dan log masuk buat kali pertama untuk menerima ₱52 percuma.',
        steps: ['Muat turun aplikasi dari halaman Muat Turun', 'Log masuk dengan akaun anda', 'Tuntut ₱52 di Pusat Ganjaran'],
        terms: ['Satu tuntutan bagi setiap peranti', 'Pusing ganti 3 kali'],
      },
      EN: {
        title: '₱52 App Download Bonus',
        summary: 'Install our app and log in for the first time to receive ₱52 free.',
        steps: ['Download the app from the Download page', 'Log in with your account', 'Claim ₱52 in the Reward Centre'],
        terms: ['One claim per device', '3x turnover'],
      },
      CN: {
        title: '₱52 下载应用奖金',
        summary: '安装我们的应用并首次登录即可免费获得 ₱52。',
        steps: ['在下载页面下载应用', '使用您的账户登录', '在奖励中心领取 ₱52'],
        terms: ['每台设备限领一次', '3 倍流水'],
      },
    },
  },
  {
    code: 'daily-reload',
    category: 'DEPOSIT',
    art: 'promo-daily-reload',
    text: {
      MS: {
        title: 'Tambah Nilai Harian 10%',
        summary: 'Dapatkan bonus 10% pada deposit pertama anda setiap hari, sehingga ₱1,888.',
        steps: ['Buat deposit sekurang-kurangnya ₱300', 'Pilih "Tambah Nilai Harian" semasa deposit', 'Bonus dikreditkan serta-merta'],
        terms: ['Sekali sehari', 'Pusing ganti 8 kali'],
      },
      EN: {
        title: '10% Daily Reload',
        summary: 'Get a 10% bonus on your first deposit every day, up to ₱1,888.',
        steps: ['Deposit at least ₱300', 'Choose "Daily Reload" when depositing', 'The bonus is credited at once'],
        terms: ['Once per day', '8x turnover'],
      },
      CN: {
        title: '每日 10% 充值奖金',
        summary: '每日首次存款可获得 10% 奖金，最高 ₱1,888。',
        steps: ['存款至少 ₱300', '存款时选择"每日充值"', '奖金即时到账'],
        terms: ['每日一次', '8 倍流水'],
      },
    },
  },
  {
    code: 'slots-rebate',
    category: 'REBATE',
    art: 'promo-slots-rebate',
    text: {
      MS: {
        title: 'Rebat Slot 1.2%',
        summary: 'Setiap putaran slot memberikan rebat tanpa had sehingga 1.2%, dibayar setiap hari.',
        steps: ['Mainkan mana-mana permainan slot', 'Rebat dikira pada pertaruhan sah', 'Dibayar ke dompet utama setiap hari pada 12:00'],
        terms: ['Kadar rebat mengikut tahap VIP', 'Tiada syarat pusing ganti'],
      },
      EN: {
        title: '1.2% Slots Rebate',
        summary: 'Every slot spin earns an unlimited rebate of up to 1.2%, paid daily.',
        steps: ['Play any slot game', 'The rebate is counted on valid bets', 'Paid to the main wallet every day at 12:00'],
        terms: ['The rate follows your VIP rank', 'No turnover requirement'],
      },
      CN: {
        title: '老虎机 1.2% 返水',
        summary: '每次老虎机旋转均可获得最高 1.2% 的无上限返水，每日发放。',
        steps: ['游玩任意老虎机', '按有效投注计算返水', '每日 12:00 发放至主钱包'],
        terms: ['返水比例依 VIP 等级而定', '无流水要求'],
      },
    },
  },
  {
    code: 'live-cashback',
    category: 'CASINO',
    art: 'promo-live-cashback',
    text: {
      MS: {
        title: 'Pulangan Tunai Kasino Langsung 5%',
        summary: 'Dapatkan semula 5% daripada kerugian bersih mingguan anda di Kasino Langsung.',
        steps: ['Bermain di meja Kasino Langsung', 'Kerugian bersih dikira dari Isnin hingga Ahad', 'Pulangan tunai dikreditkan setiap Isnin'],
        terms: ['Minimum kerugian bersih ₱1,000', 'Maksimum ₱18,888 seminggu'],
      },
      EN: {
        title: '5% Live Casino Cashback',
        summary: 'Get back 5% of your weekly net loss in the Live Casino.',
        steps: ['Play at Live Casino tables', 'Net loss is counted Monday to Sunday', 'Cashback is credited every Monday'],
        terms: ['Minimum net loss ₱1,000', 'Up to ₱18,888 per week'],
      },
      CN: {
        title: '真人娱乐场 5% 返现',
        summary: '真人娱乐场每周净亏损可返还 5%。',
        steps: ['在真人娱乐场桌台游戏', '净亏损按周一至周日计算', '每周一发放返现'],
        terms: ['最低净亏损 ₱1,000', '每周最高 ₱18,888'],
      },
    },
  },
  {
    code: 'sports-parlay',
    category: 'SPORTS',
    art: 'promo-sports-parlay',
    text: {
      MS: {
        title: 'Rangsangan Parlay Sehingga 50%',
        summary: 'Menangi sehingga 50% lebih pada pertaruhan parlay dengan 3 pilihan atau lebih.',
        steps: [
          'Letakkan parlay dengan sekurang-kurangnya 3 pilihan',
          'Setiap pilihan pada odds 1.50 atau lebih',
          'Rangsangan ditambah apabila parlay menang',
        ],
        terms: ['Rangsangan meningkat dengan bilangan pilihan', 'Pertaruhan dibatalkan tidak dikira'],
      },
      EN: {
        title: 'Parlay Boost up to 50%',
        summary: 'Win up to 50% more on parlays with 3 or more selections.',
        steps: ['Place a parlay with at least 3 selections', 'Each selection at odds of 1.50 or more', 'The boost is added when the parlay wins'],
        terms: ['The boost grows with the number of selections', 'Void bets do not count'],
      },
      CN: {
        title: '过关加成最高 50%',
        summary: '3 场及以上的过关投注最高可多赢 50%。',
        steps: ['投注至少 3 场的过关', '每场赔率不低于 1.50', '过关赢得后自动加成'],
        terms: ['加成随场次增加', '无效注单不计'],
      },
    },
  },
  {
    code: 'vip-upgrade',
    category: 'VIP',
    art: 'promo-vip-upgrade',
    text: {
      MS: {
        title: 'Bonus Naik Taraf VIP',
        summary: 'Setiap kali anda mencapai tahap VIP baharu, bonus naik taraf sehingga ₱28,888 menanti.',
        steps: ['Kumpul deposit dan pertaruhan sah', 'Tahap anda dikemas kini setiap hari', 'Bonus dikreditkan pada hari naik taraf'],
        terms: ['Lihat halaman VIP untuk syarat setiap tahap', 'Pusing ganti 1 kali'],
      },
      EN: {
        title: 'VIP Upgrade Bonus',
        summary: 'Each time you reach a new VIP rank, an upgrade bonus of up to ₱28,888 awaits.',
        steps: ['Build up deposits and valid bets', 'Your rank is updated daily', 'The bonus is credited on the day of the upgrade'],
        terms: ["See the VIP page for each rank's requirements", '1x turnover'],
      },
      CN: {
        title: 'VIP 晋级奖金',
        summary: '每晋升一个 VIP 等级，即可获得最高 ₱28,888 晋级奖金。',
        steps: ['累积存款和有效投注', '等级每日更新', '晋级当天发放奖金'],
        terms: ['各等级要求请见 VIP 页面', '1 倍流水'],
      },
    },
  },
  {
    code: 'fishing-tournament',
    category: 'EVENT',
    art: 'promo-fishing-tournament',
    text: {
      MS: {
        title: 'Kejohanan Memancing ₱100,000',
        summary: 'Pemain dengan tangkapan tertinggi hujung minggu ini berkongsi kumpulan hadiah ₱100,000.',
        steps: ['Mainkan mana-mana permainan memancing', 'Mata dikira daripada kemenangan', 'Papan pendahulu diumumkan setiap Isnin'],
        terms: ['50 pemain teratas menerima hadiah', 'Hadiah tanpa syarat pusing ganti'],
      },
      EN: {
        title: '₱100,000 Fishing Tournament',
        summary: 'The players with the biggest catches this weekend share a ₱100,000 prize pool.',
        steps: ['Play any fishing game', 'Points are counted from winnings', 'The leaderboard is announced every Monday'],
        terms: ['The top 50 players win prizes', 'Prizes carry no turnover requirement'],
      },
      CN: {
        title: '₱100,000 捕鱼锦标赛',
        summary: '本周末捕获最多的玩家将瓜分 ₱100,000 奖池。',
        steps: ['游玩任意捕鱼游戏', '按赢得金额计算积分', '每周一公布排行榜'],
        terms: ['前 50 名玩家获奖', '奖金无流水要求'],
      },
    },
  },
  {
    code: 'lottery-weekend',
    category: 'EVENT',
    art: 'promo-lottery-weekend',
    text: {
      MS: {
        title: 'Hujung Minggu Loteri: Mata Berganda',
        summary: 'Setiap pertaruhan loteri pada hari Sabtu dan Ahad memberi mata berganda untuk Pusat Mata.',
        steps: ['Bertaruh pada mana-mana cabutan loteri', 'Mata dikreditkan selepas keputusan', 'Tukar mata di Pusat Mata'],
        terms: ['Sah setiap Sabtu dan Ahad', 'Mata tidak pernah luput'],
      },
      EN: {
        title: 'Lottery Weekend: Double Points',
        summary: 'Every lottery bet on Saturday and Sunday earns double points for the Points Mall.',
        steps: ['Bet on any lottery draw', 'Points are credited after the result', 'Exchange points in the Points Mall'],
        terms: ['Valid every Saturday and Sunday', 'Points never expire'],
      },
      CN: {
        title: '彩票周末：双倍积分',
        summary: '周六和周日的每笔彩票投注可获得双倍积分，可在积分商城兑换。',
        steps: ['投注任意彩票开奖', '开奖后积分到账', '在积分商城兑换积分'],
        terms: ['每周六、周日有效', '积分永不过期'],
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
