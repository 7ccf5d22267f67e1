import type { PageContent } from "#domain/public-pages/page-content.ts";

const names = {
  "Police, fire and ambulance": "警察・消防・救急",
  "Health hotline": "保健ホットライン",
  "Customs and biosecurity": "税関・生物検疫",
  "Visitors bureau": "観光案内",
};

export default {
  title: "ホットライン",
  lead: "番号をタップすると電話がかかります。命に関わるときは、まず緊急番号にかけてください。",
  sections: [
    {
      id: "emergency",
      heading: "緊急",
      blocks: [
        { kind: "paragraph", text: "警察・消防・救急（24時間）：" },
        { kind: "hotlines", lines: "emergency", names },
      ],
    },
    {
      id: "other",
      heading: "その他のホットライン",
      blocks: [
        { kind: "paragraph", text: "健康に関するご相談、税関・生物検疫、旅行者向けの案内：" },
        { kind: "hotlines", lines: "other", names },
      ],
    },
    {
      id: "which",
      heading: "どこに電話すればよいか",
      blocks: [
        {
          kind: "list",
          items: [
            "大けがや身の危険、火事、いま起きている犯罪：緊急番号。",
            "到着後に体調が悪くなったとき、感染症にさらされた可能性があると言われたとき：保健ホットライン。最近到着したことを伝えてください。",
            "持ち込めるもの、申告が必要なものについて：税関・生物検疫。",
            "道案内、落とし物、観光の情報：観光案内。",
            "アプリそのものの問題：[サポート](/support)をご覧になるか、[{supportEmail}](mailto:{supportEmail})までご連絡ください。",
          ],
        },
      ],
    },
    {
      id: "foreign-phones",
      heading: "海外の携帯電話からかけるとき",
      blocks: [
        {
          kind: "paragraph",
          text: "「+」で始まる番号は、どの電話からでもかけられます。海外のSIMカードの電話でつながらない場合は、空港や港の案内所、またはホテルに電話をお願いしてください。",
        },
      ],
    },
  ],
} satisfies PageContent;
