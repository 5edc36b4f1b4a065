/**
 * The demo merchant's promotions in Malay, English and Chinese, and the HTML of a promotion's
 * detail page built from its summary, steps and terms. Plain data; seed-content.ts publishes it.
 */
import type { SeedLanguage } from './seed-content-data';

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
