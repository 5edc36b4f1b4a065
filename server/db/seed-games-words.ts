/**
 * Word lists the demo catalogue builds game names from, each word in the three message languages.
 * Malay puts the adjective after the noun ("Naga Emas"), Chinese before it ("黄金龙").
 */
import type { Names } from '../games/game-types';

export type Word = Names;

const w = (EN: string, MS: string, CN: string): Word => ({ EN, MS, CN });

export const ADJECTIVES: Word[] = [
  w('Golden', 'Emas', '黄金'),
  w('Lucky', 'Bertuah', '幸运'),
  w('Mighty', 'Perkasa', '强大'),
  w('Wild', 'Liar', '狂野'),
  w('Royal', 'Diraja', '皇家'),
  w('Mystic', 'Mistik', '神秘'),
  w('Fiery', 'Berapi', '火焰'),
  w('Crystal', 'Kristal', '水晶'),
  w('Thunder', 'Guruh', '雷霆'),
  w('Jade', 'Jed', '翡翠'),
  w('Silver', 'Perak', '白银'),
  w('Ancient', 'Purba', '远古'),
  w('Sacred', 'Suci', '神圣'),
  w('Sunny', 'Cerah', '阳光'),
  w('Frozen', 'Beku', '冰封'),
  w('Diamond', 'Berlian', '钻石'),
  w('Neon', 'Neon', '霓虹'),
  w('Cosmic', 'Kosmik', '宇宙'),
  w('Hidden', 'Tersembunyi', '隐藏'),
  w('Jolly', 'Riang', '欢乐'),
  w('Rapid', 'Pantas', '极速'),
  w('Grand', 'Agung', '至尊'),
  w('Magic', 'Ajaib', '魔法'),
  w('Shining', 'Bersinar', '闪耀'),
  w('Spicy', 'Pedas', '麻辣'),
  w('Sweet', 'Manis', '甜蜜'),
  w('Emerald', 'Zamrud', '翠绿'),
  w('Ruby', 'Delima', '红宝石'),
  w('Midnight', 'Tengah Malam', '午夜'),
  w('Happy', 'Gembira', '快乐'),
  w('Brave', 'Berani', '勇敢'),
  w('Eternal', 'Abadi', '永恒'),
  w('Stormy', 'Ribut', '风暴'),
  w('Tropical', 'Tropika', '热带'),
  w('Imperial', 'Empayar', '帝国'),
  w('Twin', 'Kembar', '双子'),
  w('Wealthy', 'Kaya', '富贵'),
  w('Blazing', 'Marak', '炽热'),
  w('Shadow', 'Bayang', '暗影'),
  w('Lavish', 'Mewah', '奢华'),
];

export const NOUNS: Word[] = [
  w('Dragon', 'Naga', '龙'),
  w('Tiger', 'Harimau', '虎'),
  w('Panda', 'Panda', '熊猫'),
  w('Phoenix', 'Phoenix', '凤凰'),
  w('Koi', 'Ikan Koi', '锦鲤'),
  w('Lion', 'Singa', '狮子'),
  w('Elephant', 'Gajah', '大象'),
  w('Monkey', 'Monyet', '猴子'),
  w('Buffalo', 'Kerbau', '水牛'),
  w('Eagle', 'Helang', '雄鹰'),
  w('Wolf', 'Serigala', '狼'),
  w('Fortune', 'Tuah', '财运'),
  w('Treasure', 'Harta', '宝藏'),
  w('Temple', 'Kuil', '神庙'),
  w('Pyramid', 'Piramid', '金字塔'),
  w('Pirate', 'Lanun', '海盗'),
  w('Ninja', 'Ninja', '忍者'),
  w('Samurai', 'Samurai', '武士'),
  w('Pharaoh', 'Firaun', '法老'),
  w('Queen', 'Ratu', '女王'),
  w('King', 'Raja', '国王'),
  w('Empress', 'Maharani', '女皇'),
  w('Genie', 'Jin', '精灵'),
  w('Mermaid', 'Duyung', '美人鱼'),
  w('Volcano', 'Gunung Berapi', '火山'),
  w('Jungle', 'Hutan', '丛林'),
  w('Ocean', 'Lautan', '海洋'),
  w('Moon', 'Bulan', '月亮'),
  w('Sun', 'Matahari', '太阳'),
  w('Star', 'Bintang', '星星'),
  w('Gem', 'Permata', '宝石'),
  w('Coin', 'Syiling', '金币'),
  w('Lantern', 'Tanglung', '灯笼'),
  w('Festival', 'Pesta', '节日'),
  w('Candy', 'Gula-gula', '糖果'),
  w('Fruit', 'Buah', '水果'),
  w('Cherry', 'Ceri', '樱桃'),
  w('Rooster', 'Ayam Jantan', '公鸡'),
  w('Stallion', 'Kuda', '骏马'),
  w('Unicorn', 'Unikorn', '独角兽'),
  w('Viking', 'Viking', '维京'),
  w('Wizard', 'Ahli Sihir', '巫师'),
  w('Castle', 'Istana', '城堡'),
  w('Kingdom', 'Kerajaan', '王国'),
  w('Safari', 'Safari', '狩猎'),
  w('Rocket', 'Roket', '火箭'),
  w('Galaxy', 'Galaksi', '银河'),
  w('Bull', 'Lembu Jantan', '公牛'),
  w('Orchid', 'Orkid', '兰花'),
  w('Bamboo', 'Buluh', '竹子'),
];

/** Slot name endings; the empty one keeps plain two-word names common. */
export const SLOT_SUFFIXES: Word[] = [
  w('', '', ''),
  w('', '', ''),
  w('Deluxe', 'Deluxe', '豪华版'),
  w('Megaways', 'Megaways', 'Megaways'),
  w('Hold and Win', 'Tahan dan Menang', '锁定赢'),
  w('Rising', 'Menaik', '崛起'),
  w('Power Spins', 'Putaran Kuasa', '超级旋转'),
];

/** The word a non-slot RNG game's name ends with, by class. */
export const CLASS_ENDINGS: Record<string, Word[]> = {
  JACKPOT_SLOT: [w('Jackpot', 'Jackpot', '奖池'), w('Mega Jackpot', 'Jackpot Mega', '超级奖池')],
  SCRATCH: [w('Scratch', 'Gores', '刮刮乐')],
  VIDEO_POKER: [w('Poker', 'Poker', '扑克'), w('Draw Poker', 'Poker Cabut', '抽牌扑克')],
  TABLE: [w('Blackjack', 'Blackjack', '二十一点'), w('Roulette', 'Rolet', '轮盘'), w('Baccarat', 'Bakarat', '百家乐')],
  ARCADE: [w('Crash', 'Crash', '爆破'), w('Plinko', 'Plinko', '弹珠'), w('Mines', 'Periuk Api', '扫雷'), w('Dice', 'Dadu', '骰子')],
  BINGO: [w('Bingo', 'Bingo', '宾果')],
};

export const LIVE_STYLES: Word[] = [
  w('Speed', 'Pantas', '极速'),
  w('VIP', 'VIP', '贵宾'),
  w('Squeeze', 'Picit', '咪牌'),
  w('Lucky', 'Bertuah', '幸运'),
  w('Classic', 'Klasik', '经典'),
  w('Golden', 'Emas', '黄金'),
  w('No Commission', 'Tanpa Komisen', '免佣'),
];

export const LIVE_GAMES: Record<string, Word[]> = {
  BACCARAT: [w('Baccarat', 'Bakarat', '百家乐')],
  ROULETTE: [w('Roulette', 'Rolet', '轮盘')],
  BLACKJACK: [w('Blackjack', 'Blackjack', '二十一点')],
  SIC_BO: [w('Sic Bo', 'Sic Bo', '骰宝')],
  DRAGON_TIGER: [w('Dragon Tiger', 'Naga Harimau', '龙虎')],
  GAME_SHOW: [w('Money Wheel', 'Roda Wang', '幸运轮'), w('Prize Drop', 'Hadiah Jatuh', '奖金雨'), w('Coin Flip', 'Lambung Syiling', '掷硬币')],
};

export const SEA_CREATURES: Word[] = [
  w('Shark', 'Jerung', '鲨鱼'),
  w('Whale', 'Ikan Paus', '鲸鱼'),
  w('Octopus', 'Sotong Kurita', '章鱼'),
  w('Crab', 'Ketam', '螃蟹'),
  w('Turtle', 'Penyu', '海龟'),
  w('Mermaid', 'Duyung', '美人鱼'),
  w('Kraken', 'Kraken', '海怪'),
  w('Dolphin', 'Lumba-lumba', '海豚'),
  w('Lobster', 'Udang Galah', '龙虾'),
  w('Jellyfish', 'Obor-obor', '水母'),
];

export const FISH_ENDINGS: Word[] = [
  w('Fishing', 'Memancing', '捕鱼'),
  w('Hunter', 'Pemburu', '猎手'),
  w('Party', 'Parti', '派对'),
  w('Frenzy', 'Kegilaan', '狂欢'),
];

export const CARD_GAMES: { word: Word; gameClass: 'CARD' | 'MAHJONG' }[] = [
  { word: w('Tongits', 'Tongits', '通吉斯'), gameClass: 'CARD' },
  { word: w('Pusoy', 'Pusoy', '菲律宾十三张'), gameClass: 'CARD' },
  { word: w('Pusoy Dos', 'Pusoy Dos', '锄大地'), gameClass: 'CARD' },
  { word: w('Teen Patti', 'Teen Patti', '印度三张'), gameClass: 'CARD' },
  { word: w("Texas Hold'em", "Texas Hold'em", '德州扑克'), gameClass: 'CARD' },
  { word: w('Niu Niu', 'Niu Niu', '牛牛'), gameClass: 'CARD' },
  { word: w('Sam Gong', 'Sam Gong', '三公'), gameClass: 'CARD' },
  { word: w('Rummy', 'Rummy', '拉米'), gameClass: 'CARD' },
  { word: w('Blackjack Duel', 'Duel Blackjack', '对决二十一点'), gameClass: 'CARD' },
  { word: w('Mahjong Duel', 'Duel Mahjong', '二人麻将'), gameClass: 'MAHJONG' },
  { word: w('Mahjong Rush', 'Mahjong Pantas', '快速麻将'), gameClass: 'MAHJONG' },
];

export const CARD_STYLES: Word[] = [w('', '', ''), w('Classic', 'Klasik', '经典'), w('Speed', 'Pantas', '极速'), w('Royal', 'Diraja', '皇家')];

export const LOTTERY_GAMES: { word: Word; gameClass: 'LOTTERY' | 'KENO' }[] = [
  { word: w('Lucky 5D', 'Bertuah 5D', '幸运5D'), gameClass: 'LOTTERY' },
  { word: w('Speed 3D', 'Pantas 3D', '极速3D'), gameClass: 'LOTTERY' },
  { word: w('Pick 3', 'Pilih 3', '选三'), gameClass: 'LOTTERY' },
  { word: w('Lotto 6/45', 'Loto 6/45', '乐透6/45'), gameClass: 'LOTTERY' },
  { word: w('Power 6/55', 'Kuasa 6/55', '强力6/55'), gameClass: 'LOTTERY' },
  { word: w('Lucky 10', 'Bertuah 10', '幸运10'), gameClass: 'LOTTERY' },
  { word: w('Racing 10', 'Lumba 10', '赛车10'), gameClass: 'LOTTERY' },
  { word: w('Super Keno', 'Keno Super', '超级基诺'), gameClass: 'KENO' },
  { word: w('Happy 8 Keno', 'Keno Gembira 8', '快乐8'), gameClass: 'KENO' },
  { word: w('Dice Lotto', 'Loto Dadu', '快三'), gameClass: 'LOTTERY' },
];

/** Draw intervals of the quick lottery games, with their name ending. */
export const DRAW_INTERVALS: { seconds: number; word: Word }[] = [
  { seconds: 45, word: w('45 Seconds', '45 Saat', '45秒') },
  { seconds: 60, word: w('1 Minute', '1 Minit', '1分钟') },
  { seconds: 180, word: w('3 Minutes', '3 Minit', '3分钟') },
  { seconds: 300, word: w('5 Minutes', '5 Minit', '5分钟') },
  { seconds: 600, word: w('10 Minutes', '10 Minit', '10分钟') },
];
