import { Rng } from './random'

// ---------- persons ----------
/** common surnames with rough frequency weights (per mille) so namesakes appear naturally */
const SURNAMES: Array<[string, number]> = [
  ['王', 72],
  ['李', 72],
  ['张', 68],
  ['刘', 53],
  ['陈', 46],
  ['杨', 31],
  ['黄', 22],
  ['赵', 22],
  ['吴', 20],
  ['周', 19],
  ['徐', 13],
  ['孙', 12],
  ['马', 12],
  ['朱', 11],
  ['胡', 10],
  ['郭', 10],
  ['何', 9],
  ['林', 9],
  ['高', 9],
  ['罗', 8],
  ['郑', 8],
  ['梁', 7],
  ['谢', 6],
  ['宋', 6],
  ['唐', 6],
  ['许', 5],
  ['韩', 5],
  ['冯', 5],
  ['邓', 5],
  ['曹', 5],
  ['彭', 4],
  ['曾', 4],
  ['肖', 4],
  ['田', 4],
  ['董', 4],
  ['袁', 4],
  ['潘', 4],
  ['于', 4],
  ['蒋', 4],
  ['蔡', 4],
  ['余', 3],
  ['杜', 3],
  ['叶', 3],
  ['程', 3],
  ['苏', 3],
  ['魏', 3],
  ['吕', 3],
  ['丁', 3],
  ['任', 3],
  ['沈', 3],
  ['姚', 2],
  ['卢', 2],
  ['姜', 2],
  ['崔', 2],
  ['钟', 2],
  ['谭', 2],
  ['陆', 2],
  ['汪', 2],
  ['范', 2],
  ['金', 2],
  ['石', 2],
  ['廖', 2],
  ['贾', 2],
  ['夏', 2],
  ['韦', 2],
  ['付', 2],
  ['方', 2],
  ['白', 2],
  ['邹', 2],
  ['孟', 2],
  ['欧阳', 1],
  ['司马', 0.3],
  ['诸葛', 0.2],
  ['上官', 0.2],
]
const SURNAME_LIST = SURNAMES.map((s) => s[0])
const SURNAME_WEIGHTS = SURNAMES.map((s) => s[1])

const GIVEN_M = '伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林欢阳建国志文博斌晨峰海东亮成康星光天瑞一子子浩轩宇泽明家豪俊杰'
const GIVEN_F = '芳娜敏静丽艳娟霞秀玲桂英燕红梅莉婷雪琳晶颖慧佳倩琪萱欣怡涵梦瑶婉彤悦雅诗语蕾薇月丹兰萍洁'
/** very common one-character given names: the classic namesakes */
const COMMON_SINGLE = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
]

export function personName(rng: Rng): string {
  const surname = rng.weighted(SURNAME_LIST, SURNAME_WEIGHTS)
  if (rng.chance(0.3)) return surname + rng.pick(COMMON_SINGLE)
  const pool = rng.chance(0.55) ? GIVEN_M : GIVEN_F
  if (rng.chance(0.25)) return surname + pool[rng.int(0, pool.length - 1)]
  return surname + pool[rng.int(0, pool.length - 1)] + pool[rng.int(0, pool.length - 1)]
}

// ---------- companies ----------
const BRAND_CHARS =
  '华鑫盛泰恒达源丰瑞宏昌兴隆安康金联创新中天海美佳博锐鼎德嘉信诚腾飞星辰宇航润汇融和合众聚鸿远卓越凯福祥永长明光辉晨阳云峰川江湖蓝青银铭智慧思维易捷迅优品益万百千方圆正通顺利成启策立本元道力致弘毅铂钧睿琪璟瀚尚东南亿宝豪杰英骏麒麟龙凤鹏翔雅颂乐欣悦春秋泽沐森林禾谷橙麦石磐岳晟昊旻昱曦煜烨炜灿朗逸拓展驰骋途赢冠首'

export interface IndustryWord {
  word: string
  code: string
  scope: string
}

export const INDUSTRY_WORDS: IndustryWord[] = [
  { word: '科技', code: 'I', scope: '技术开发、技术咨询、技术服务、技术转让；计算机软硬件及辅助设备批发' },
  { word: '网络科技', code: 'I', scope: '网络技术开发；互联网信息服务；软件开发；数据处理和存储支持服务' },
  { word: '信息技术', code: 'I', scope: '信息技术咨询服务；信息系统集成服务；软件开发；数字技术服务' },
  { word: '软件', code: 'I', scope: '软件开发；软件销售；信息系统运行维护服务' },
  { word: '智能科技', code: 'I', scope: '人工智能应用软件开发；智能机器人研发；物联网技术服务' },
  { word: '数据科技', code: 'I', scope: '大数据服务；数据处理服务；云计算装备技术服务' },
  { word: '电子', code: 'C', scope: '电子元器件制造；电子产品销售；集成电路设计' },
  { word: '机械制造', code: 'C', scope: '通用设备制造；机械设备研发；机械零部件加工' },
  { word: '新材料', code: 'C', scope: '新材料技术研发；高性能纤维及复合材料制造；合成材料销售' },
  { word: '食品', code: 'C', scope: '食品生产；食品销售；农副食品加工' },
  { word: '服饰', code: 'C', scope: '服装制造；服饰研发；鞋帽批发' },
  { word: '汽车零部件', code: 'C', scope: '汽车零部件及配件制造；汽车零配件批发' },
  { word: '医疗器械', code: 'C', scope: '第二类医疗器械生产；医疗器械销售' },
  { word: '化工', code: 'C', scope: '化工产品生产（不含许可类化工产品）；化工产品销售' },
  { word: '建筑工程', code: 'E', scope: '建设工程施工；建筑劳务分包；工程管理服务' },
  { word: '建设', code: 'E', scope: '房屋建筑和市政基础设施项目工程总承包；土石方工程施工' },
  { word: '装饰工程', code: 'E', scope: '住宅室内装饰装修；建筑装饰材料销售' },
  { word: '贸易', code: 'F', scope: '货物进出口；技术进出口；日用百货销售；五金产品批发' },
  { word: '商贸', code: 'F', scope: '日用百货销售；针纺织品销售；办公用品销售' },
  { word: '电子商务', code: 'F', scope: '互联网销售（除销售需要许可的商品）；电子产品销售' },
  { word: '供应链管理', code: 'L', scope: '供应链管理服务；国内货物运输代理；普通货物仓储服务' },
  { word: '物流', code: 'G', scope: '道路货物运输；国内货物运输代理；装卸搬运' },
  { word: '运输', code: 'G', scope: '道路货物运输（不含危险货物）；汽车租赁' },
  { word: '餐饮管理', code: 'H', scope: '餐饮服务；餐饮管理；食品销售' },
  { word: '酒店管理', code: 'H', scope: '住宿服务；酒店管理；会议及展览服务' },
  { word: '投资', code: 'J', scope: '以自有资金从事投资活动；企业管理咨询' },
  { word: '资产管理', code: 'J', scope: '资产管理；投资管理；股权投资' },
  { word: '房地产开发', code: 'K', scope: '房地产开发经营；物业管理；住房租赁' },
  { word: '物业管理', code: 'K', scope: '物业管理；停车场服务；家政服务' },
  { word: '企业管理咨询', code: 'L', scope: '企业管理咨询；市场营销策划；会议及展览服务' },
  { word: '广告', code: 'L', scope: '广告设计、代理；广告制作；广告发布' },
  { word: '人力资源', code: 'L', scope: '人力资源服务；劳务派遣服务；职业中介活动' },
  { word: '生物科技', code: 'M', scope: '生物技术研发；生物基材料技术研发；技术推广服务' },
  { word: '检测技术', code: 'M', scope: '检验检测服务；计量技术服务；标准化服务' },
  { word: '工程设计', code: 'M', scope: '建设工程设计；工程勘察；规划设计管理' },
  { word: '环保科技', code: 'N', scope: '环境保护专用设备销售；污水处理及其再生利用；固体废物治理' },
  { word: '园林绿化', code: 'N', scope: '城市绿化管理；园林绿化工程施工；花卉种植' },
  { word: '家政服务', code: 'O', scope: '家政服务；养老服务；洗染服务' },
  { word: '汽车服务', code: 'O', scope: '机动车修理和维护；汽车装饰用品销售' },
  { word: '教育科技', code: 'P', scope: '教育咨询服务；业务培训（不含教育培训、职业技能培训等需取得许可的培训）' },
  { word: '健康管理', code: 'Q', scope: '健康咨询服务；养生保健服务（非医疗）' },
  { word: '医院管理', code: 'Q', scope: '医院管理；医疗服务；健康咨询服务' },
  { word: '文化传媒', code: 'R', scope: '组织文化艺术交流活动；影视制作；广告制作' },
  { word: '体育发展', code: 'R', scope: '体育赛事策划；体育场地设施经营；健身休闲活动' },
  { word: '农业发展', code: 'A', scope: '农作物种植；农业技术推广；农产品销售' },
  { word: '生态农业', code: 'A', scope: '蔬菜种植；水果种植；休闲观光活动' },
  { word: '矿业', code: 'B', scope: '矿产资源开采；非金属矿及制品销售' },
  { word: '新能源', code: 'D', scope: '太阳能发电技术服务；储能技术服务；新能源汽车换电设施销售' },
  { word: '电力', code: 'D', scope: '发电业务、输电业务、供（配）电业务；电力设施承装' },
  { word: '社会服务', code: 'S', scope: '社会经济咨询服务；公益活动组织' },
]

/** 'I' → weight; more IT and trade companies, few mining ones */
export const INDUSTRY_WEIGHTS = INDUSTRY_WORDS.map(
  (w) =>
    (({ I: 5, F: 4, L: 3, C: 3, E: 3, M: 2, K: 1.5, G: 2, H: 1.5, R: 1.5, P: 1, J: 1, Q: 1 }) as Record<string, number>)[w.code] ?? 0.6,
)

export function brandName(rng: Rng): string {
  const r = rng.next()
  const len = r < 0.72 ? 2 : r < 0.92 ? 3 : 4
  let s = ''
  for (let i = 0; i < len; i++) {
    let ch = BRAND_CHARS[rng.int(0, BRAND_CHARS.length - 1)]
    while (s.includes(ch)) ch = BRAND_CHARS[rng.int(0, BRAND_CHARS.length - 1)]
    s += ch
  }
  return s
}

/** '深圳市' → '深圳', '内蒙古自治区' → '内蒙古', '广西壮族自治区' → '广西' */
export function shortPlace(name: string): string {
  if (name.endsWith('自治区')) return name.startsWith('内蒙古') ? '内蒙古' : name.slice(0, 2)
  if (name.endsWith('特别行政区')) return name.slice(0, 2)
  if (name.length > 2 && /[省市]$/.test(name)) return name.slice(0, -1)
  if (name.length > 2 && name.endsWith('自治州')) return name.slice(0, 2)
  if (name.length > 2 && name.endsWith('地区')) return name.slice(0, -2)
  if (name.endsWith('盟')) return name
  return name
}

const SUFFIXES = ['有限公司', '有限公司', '有限公司', '有限责任公司', '股份有限公司', '集团有限公司']

export interface NameParts {
  name: string
  /** region prefix as written in the name ('' when none) */
  prefix: string
  brand: string
  suffix: string
}

/** region prefix + brand + industry word + organisational form */
export function companyName(rng: Rng, brand: string, industryWord: string, city: string, province: string, big: boolean): NameParts {
  const suffix = big ? rng.pick(['股份有限公司', '集团有限公司', '有限公司']) : rng.pick(SUFFIXES)
  const r = rng.next()
  let prefix: string
  if (r < 0.5) prefix = city.includes('直辖县级') ? shortPlace(province) : city
  else if (r < 0.72) prefix = shortPlace(city.includes('直辖县级') ? province : city)
  else if (r < 0.85) prefix = shortPlace(province)
  else prefix = ''
  return { name: prefix + brand + industryWord + suffix, prefix, brand, suffix }
}

// ---------- misc ----------
export const ROADS = [
  '人民路',
  '解放路',
  '中山路',
  '建设路',
  '科技园路',
  '滨海大道',
  '南京路',
  '和平路',
  '新华路',
  '长江路',
  '黄河路',
  '文化路',
  '工业大道',
  '创业路',
  '高新大道',
  '迎宾大道',
  '世纪大道',
  '东风路',
  '朝阳路',
  '湖滨路',
]
export const BUILDINGS = ['大厦', '科技园', '中心', '广场', '产业园', '商务楼', '创业园']

export const PROVINCE_ABBR: Record<string, string> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '内',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '川',
  '52': '贵',
  '53': '云',
  '54': '藏',
  '61': '陕',
  '62': '甘',
  '63': '青',
  '64': '宁',
  '65': '新',
  '81': '港',
  '82': '澳',
}

/** rough relative share of companies per province (by code prefix) */
export const PROVINCE_WEIGHTS: Record<string, number> = {
  '44': 14,
  '32': 10,
  '33': 9,
  '37': 8,
  '11': 6,
  '31': 6,
  '41': 5,
  '51': 5,
  '35': 4,
  '42': 4,
  '43': 3.5,
  '34': 3.5,
  '13': 3.5,
  '50': 3,
  '61': 2.5,
  '36': 2.5,
  '45': 2.5,
  '21': 2.5,
  '53': 2,
  '12': 2,
  '14': 1.5,
  '52': 1.5,
  '22': 1.2,
  '23': 1.2,
  '15': 1,
  '62': 1,
  '46': 1,
  '65': 1,
  '64': 0.4,
  '63': 0.3,
  '54': 0.2,
  '81': 0.1,
  '82': 0.05,
}

/** approximate centre of each province (lng, lat) for plausible coordinates */
export const PROVINCE_CENTRES: Record<string, [number, number]> = {
  '11': [116.4, 39.9],
  '12': [117.2, 39.1],
  '13': [114.5, 38.0],
  '14': [112.5, 37.9],
  '15': [111.7, 40.8],
  '21': [123.4, 41.8],
  '22': [125.3, 43.9],
  '23': [126.6, 45.8],
  '31': [121.5, 31.2],
  '32': [118.8, 32.1],
  '33': [120.2, 30.3],
  '34': [117.3, 31.9],
  '35': [119.3, 26.1],
  '36': [115.9, 28.7],
  '37': [117.0, 36.7],
  '41': [113.7, 34.8],
  '42': [114.3, 30.6],
  '43': [113.0, 28.2],
  '44': [113.3, 23.1],
  '45': [108.3, 22.8],
  '46': [110.3, 20.0],
  '50': [106.5, 29.6],
  '51': [104.1, 30.7],
  '52': [106.7, 26.6],
  '53': [102.7, 25.0],
  '54': [91.1, 29.7],
  '61': [108.9, 34.3],
  '62': [103.8, 36.1],
  '63': [101.8, 36.6],
  '64': [106.3, 38.5],
  '65': [87.6, 43.8],
  '81': [114.2, 22.3],
  '82': [113.5, 22.2],
}
