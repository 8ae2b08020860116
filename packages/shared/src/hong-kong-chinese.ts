/**
 * `zh` is offered only in Hong Kong, so every Chinese text is Traditional Chinese as written in Hong
 * Kong (docs/architecture.md rule 4). These are common Simplified-only characters: each has a different
 * Traditional form (们→們, 账→帳, 户→戶, 妆→妝 …), so none may appear in a Chinese text of the shop.
 * Characters that are also written in Traditional text (台, 里, 只, 面, 周, 干, 系, 准, 才, 着 …)
 * are deliberately left out. Tests scan the locale files, the shared and API text tables, the seed
 * data and the rendered HK pages with it.
 */
export const SIMPLIFIED_ONLY = [
  '们这个说时发会买卖账邮购妆礼车员单优费价货运码输认证删选择线网页册录关开问题图无务户级积显钟态应过还进对产让请后',
  '为与将从东门间现实样点动国区岛湾达类给经结络续联语读调谢转软载边设诉评试详询该资赠赚轮辑远适钱银错长阅队际险随隐难须预领频颜风验',
  '护肤头卫历压厅参双变号叶吗听启围园场坏块声处备复够夺奖宝审宠寻导尝层属岁币师带帮广庆库张归忆总惊惯战扫执扩扰报担拟拥换数断旧暂',
  '术杂权条来极构标档检欢气汉没测浏济润满滤灯灵热爱状独环盖监盘础确种称稳笔筛简紧纯纸练组细织终绑统继维综绿编缩罗职脑节获虑补视览',
  '规觉订议记讲许论识词译误谁谈负质贴赏跃较递释铁链锁键闭闲闻阶陆韩顶项顺顾额飞饮馆马驱鲜鸟黄齐龄龙亲仅众传体侧养减创剂势劳协华',
  '厂叠团坚垫宁寿尔尽庄异弃弹彻径忧怀戏挂挥损摄机杀柜树梦欧毕汇洁浅渐烫犹电画畅皱盐离竞签红约纤纹绍绝绒缓习艺荐药营蓝虚蜡装见观',
  '计训诚贝贵贸车钻镜闪阴阳陈雾颈馈麦湿',
].join('');

const SIMPLIFIED = new Set(SIMPLIFIED_ONLY);

/** The Simplified-only characters in a text, each once, in order of first appearance. */
export function simplifiedCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => SIMPLIFIED.has(c)))];
}
