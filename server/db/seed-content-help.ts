/**
 * The demo help centre in MS, EN and CN. Entry codes are the /help page hashes: `agent` makes the
 * header show the affiliate link, `term` is what the terms line and #term open.
 */
import type { SeedLanguage } from './seed-content-data';

interface HelpEntrySeed {
  code: string;
  text: Record<SeedLanguage, { title: string; content: string }>;
}

interface HelpCategorySeed {
  code: string;
  title: Record<SeedLanguage, string>;
  entries: HelpEntrySeed[];
}

export const demoHelp: HelpCategorySeed[] = [
  {
    code: 'about',
    title: { MS: 'Tentang kami', EN: 'About us', CN: '关于我们' },
    entries: [
      {
        code: 'about',
        text: {
          MS: {
            title: 'Tentang Demo Gaming',
            content:
              '<p>Demo Gaming menawarkan kasino langsung, sukan, e-sukan, slot, permainan memancing, permainan kad, loteri dan laga ayam di satu tempat.</p><p>Deposit dan pengeluaran pantas, dilindungi penyulitan 128-bit.</p>',
          },
          EN: {
            title: 'About Demo Gaming',
            content:
              '<p>Demo Gaming brings live casino, sports, esports, slots, fishing games, card games, lottery and cockfight together in one place.</p><p>Fast deposits and withdrawals, protected by 128-bit encryption.</p>',
          },
          CN: {
            title: '关于 Demo Gaming',
            content: '<p>Demo Gaming 汇集真人娱乐场、体育、电竞、老虎机、捕鱼、棋牌、彩票和斗鸡。</p><p>快速存取款，全程 128 位加密保护。</p>',
          },
        },
      },
      {
        code: 'contact',
        text: {
          MS: {
            title: 'Hubungi kami',
            content:
              '<p>Khidmat pelanggan kami tersedia 24 jam sehari melalui <strong>Sembang Langsung</strong> di bahagian atas halaman.</p><p>E-mel: <a href="mailto:support@example.com">support@example.com</a></p>',
          },
          EN: {
            title: 'Contact us',
            content:
              '<p>Our customer service is available 24 hours a day through <strong>Live Chat</strong> at the top of the page.</p><p>E-mail: <a href="mailto:support@example.com">support@example.com</a></p>',
          },
          CN: {
            title: '联系我们',
            content:
              '<p>客服全天 24 小时在线，请点击页面顶部的<strong>在线客服</strong>。</p><p>电子邮件：<a href="mailto:support@example.com">support@example.com</a></p>',
          },
        },
      },
    ],
  },
  {
    code: 'guide',
    title: { MS: 'Panduan', EN: 'Guides', CN: '新手指南' },
    entries: [
      {
        code: 'register',
        text: {
          MS: {
            title: 'Cara mendaftar',
            content:
              '<ol><li>Klik <strong>Daftar</strong> di bahagian atas halaman.</li><li>Masukkan nama pengguna atau nombor telefon bimbit dan kata laluan.</li><li>Sahkan kod SMS jika diminta dan terima terma.</li></ol>',
          },
          EN: {
            title: 'How to register',
            content:
              '<ol><li>Click <strong>Register</strong> at the top of the page.</li><li>Enter a username or mobile number and a password.</li><li>Confirm the SMS code when asked and accept the terms.</li></ol>',
          },
          CN: {
            title: '如何注册',
            content:
              '<ol><li>点击页面顶部的<strong>注册</strong>。</li><li>输入用户名或手机号码及密码。</li><li>按提示输入短信验证码并同意条款。</li></ol>',
          },
        },
      },
      {
        code: 'deposit',
        text: {
          MS: {
            title: 'Cara membuat deposit',
            content:
              '<ol><li>Log masuk dan buka <strong>Deposit</strong> dari menu akaun.</li><li>Pilih saluran: GCash, Maya, pindahan bank, QR Ph atau USDT.</li><li>Masukkan jumlah (minimum ₱100) dan ikut arahan.</li></ol>',
          },
          EN: {
            title: 'How to deposit',
            content:
              '<ol><li>Log in and open <strong>Deposit</strong> from the account menu.</li><li>Choose a channel: GCash, Maya, bank transfer, QR Ph or USDT.</li><li>Enter the amount (minimum ₱100) and follow the steps.</li></ol>',
          },
          CN: {
            title: '如何存款',
            content:
              '<ol><li>登录后在账户菜单中打开<strong>存款</strong>。</li><li>选择渠道：GCash、Maya、银行转账、QR Ph 或 USDT。</li><li>输入金额（最低 ₱100）并按步骤操作。</li></ol>',
          },
        },
      },
      {
        code: 'withdraw',
        text: {
          MS: {
            title: 'Cara mengeluarkan wang',
            content:
              '<ol><li>Buka <strong>Pengeluaran</strong> dari menu akaun.</li><li>Tambah akaun penerima atas nama anda sendiri.</li><li>Masukkan jumlah dan kata laluan pembayaran. Kebanyakan pengeluaran selesai dalam 5 minit.</li></ol>',
          },
          EN: {
            title: 'How to withdraw',
            content:
              '<ol><li>Open <strong>Withdrawal</strong> from the account menu.</li><li>Add a payee account in your own name.</li><li>Enter the amount and your payment password. Most withdrawals complete within 5 minutes.</li></ol>',
          },
          CN: {
            title: '如何提款',
            content:
              '<ol><li>在账户菜单中打开<strong>提款</strong>。</li><li>添加本人名下的收款账户。</li><li>输入金额和支付密码。大多数提款在 5 分钟内完成。</li></ol>',
          },
        },
      },
    ],
  },
  {
    code: 'rules',
    title: { MS: 'Peraturan', EN: 'Rules', CN: '规则' },
    entries: [
      {
        code: 'term',
        text: {
          MS: {
            title: 'Terma dan syarat',
            content:
              '<h3>1. Kelayakan</h3><p>Anda mesti berumur <strong>21 tahun ke atas</strong> dan dibenarkan oleh undang-undang tempatan untuk bermain.</p><h3>2. Akaun</h3><p>Satu akaun bagi setiap orang. Anda bertanggungjawab menjaga kerahsiaan kata laluan anda.</p><h3>3. Bonus</h3><p>Setiap promosi mempunyai syarat pusing ganti sendiri. Penyalahgunaan bonus akan menyebabkan bonus dan kemenangan dibatalkan.</p><h3>4. Pertikaian</h3><p>Rekod pelayan kami adalah muktamad sekiranya berlaku pertikaian.</p>',
          },
          EN: {
            title: 'Terms and conditions',
            content:
              '<h3>1. Eligibility</h3><p>You must be <strong>21 years of age or older</strong> and allowed to play by the laws where you live.</p><h3>2. Accounts</h3><p>One account per person. You are responsible for keeping your password secret.</p><h3>3. Bonuses</h3><p>Each promotion has its own turnover requirement. Bonus abuse voids the bonus and its winnings.</p><h3>4. Disputes</h3><p>Our server records are final in any dispute.</p>',
          },
          CN: {
            title: '条款与细则',
            content:
              '<h3>1. 资格</h3><p>您必须<strong>年满 21 岁</strong>，且所在地法律允许参与游戏。</p><h3>2. 账户</h3><p>每人仅限一个账户。您有责任妥善保管密码。</p><h3>3. 奖金</h3><p>每项优惠均有各自的流水要求。滥用奖金将导致奖金及相关盈利被取消。</p><h3>4. 争议</h3><p>如有争议，以我们的服务器记录为准。</p>',
          },
        },
      },
      {
        code: 'privacy',
        text: {
          MS: {
            title: 'Dasar privasi',
            content:
              '<p>Kami hanya mengumpul maklumat yang diperlukan untuk mengendalikan akaun anda dan tidak akan menjualnya kepada pihak ketiga. Kata laluan disimpan dalam bentuk cincang dan setiap sambungan disulitkan.</p>',
          },
          EN: {
            title: 'Privacy policy',
            content:
              '<p>We collect only the information needed to run your account and never sell it to third parties. Passwords are stored hashed and every connection is encrypted.</p>',
          },
          CN: { title: '隐私政策', content: '<p>我们仅收集运营您账户所需的信息，绝不出售给第三方。密码以哈希形式保存，所有连接均经过加密。</p>' },
        },
      },
      {
        code: 'responsible',
        text: {
          MS: {
            title: 'Permainan bertanggungjawab',
            content:
              '<p>Bermain sepatutnya menyeronokkan. Tetapkan had deposit, berehat dengan kerap dan jangan sekali-kali mengejar kerugian.</p><p>Jika anda memerlukan bantuan, hubungi khidmat pelanggan untuk menutup akaun anda buat sementara.</p>',
          },
          EN: {
            title: 'Responsible gaming',
            content:
              '<p>Playing should be fun. Set deposit limits, take regular breaks and never chase losses.</p><p>If you need help, contact customer service to close your account for a while.</p>',
          },
          CN: {
            title: '理性博彩',
            content: '<p>游戏应当是一种娱乐。请设置存款限额、定期休息，切勿追逐亏损。</p><p>如需帮助，请联系客服暂时关闭您的账户。</p>',
          },
        },
      },
    ],
  },
  {
    code: 'agent',
    title: { MS: 'Program ejen', EN: 'Affiliate programme', CN: '代理合作' },
    entries: [
      {
        code: 'agent',
        text: {
          MS: {
            title: 'Jadi ejen kami',
            content:
              '<p>Bina pasukan anda sendiri dan peroleh dividen, gaji harian, gaji setiap jam dan gaji masa nyata daripada jualan pasukan anda.</p><ul><li>Komisen sehingga 45%</li><li>Laporan pasukan masa nyata</li><li>Pemindahan kepada ahli bawahan</li></ul><p>Hubungi khidmat pelanggan untuk memohon akaun ejen.</p>',
          },
          EN: {
            title: 'Become our agent',
            content:
              "<p>Build your own team and earn dividends, daily, hourly and real-time salaries from your team's sales.</p><ul><li>Commission of up to 45%</li><li>Real-time team reports</li><li>Transfers to your downlines</li></ul><p>Contact customer service to apply for an agent account.</p>",
          },
          CN: {
            title: '成为我们的代理',
            content:
              '<p>组建您自己的团队，从团队业绩中赚取分红、日工资、时工资和实时工资。</p><ul><li>佣金最高 45%</li><li>实时团队报表</li><li>可向下级转账</li></ul><p>请联系客服申请代理账户。</p>',
          },
        },
      },
    ],
  },
];
