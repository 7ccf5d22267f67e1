/**
 * The seeded symptoms and purposes in Japanese, Korean and Chinese, keyed by their English title. The
 * purposes' texts are the traveller catalogs' own (locales/*.po: "Business", "Pleasure"); the symptoms
 * had no translation there, so these follow the wording of the health ministries of those countries.
 */
export const SEEDED_TITLES: Readonly<Record<string, { ja: string; ko: string; zh: string }>> = {
  Fever: { ja: "発熱", ko: "발열", zh: "发烧" },
  "Dry cough": { ja: "乾いた咳", ko: "마른기침", zh: "干咳" },
  Tiredness: { ja: "倦怠感", ko: "피로감", zh: "乏力" },
  "Loss of taste or smell": { ja: "味覚または嗅覚の消失", ko: "미각 또는 후각 상실", zh: "味觉或嗅觉丧失" },
  "Sore throat": { ja: "喉の痛み", ko: "인후통", zh: "咽喉痛" },
  Headache: { ja: "頭痛", ko: "두통", zh: "头痛" },
  "Aches and pains": { ja: "体の痛み", ko: "몸살 및 통증", zh: "全身酸痛" },
  Diarrhea: { ja: "下痢", ko: "설사", zh: "腹泻" },
  "Difficulty breathing or shortness of breath": { ja: "呼吸困難または息切れ", ko: "호흡 곤란 또는 숨가쁨", zh: "呼吸困难或气促" },
  Business: { ja: "商用", ko: "업무", zh: "商务" },
  Pleasure: { ja: "観光", ko: "관광", zh: "观光休闲" },
};
