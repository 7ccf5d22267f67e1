import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "ヘルプ",
  lead: "このアプリで自治領へ渡航するために必要なことをまとめました。渡航の申告、QRコード、訪問先でのチェックイン、困ったときの連絡先をご案内します。",
  sections: [
    {
      id: "start",
      heading: "はじめに",
      blocks: [
        {
          kind: "list",
          items: [
            "[登録方法](/how-to-register)：言語の選択から渡航用QRコードの受け取りまで、画面の画像つきで順に説明します。",
            "[クイックスタートガイド](/quick-start)：出発前にすること5つを1ページにまとめました。",
            "[アプリのツアー](/tour)：アプリの主な機能を短く紹介します。",
            "[アプリを開く](/app)：渡航の申告、QRコード、デジタル来訪記録はこちらから。",
          ],
        },
      ],
    },
    {
      id: "before-you-travel",
      heading: "出発の前に",
      blocks: [
        {
          kind: "list",
          items: [
            "[旅行者へのお知らせ](/memo)：このアプリの概要、申告が必要な人と申告の時期。",
            "[港湾・空港のご案内](/ports)：到着する空港と港、用意しておくもの。",
            "[税関・生物検疫のご案内](/customs-biosecurity)：持ち込めないもの、免税範囲、現金の申告。",
          ],
        },
      ],
    },
    {
      id: "questions",
      heading: "ご質問とサポート",
      blocks: [
        {
          kind: "list",
          items: [
            "[よくあるご質問](/faqs)：コードが届かない、家族での申告、QRコードをなくした、チェックアウト、データの削除など。",
            "[緊急・その他の電話番号](/hotlines)：タップするだけで電話をかけられます。",
            "[サポート](/support)：アカウント、渡航、QRコードについてのお手伝い。",
            "[お問い合わせ](/contact-us)：メッセージを送ってください。メールでお返事します。",
          ],
        },
      ],
    },
    {
      id: "your-data",
      heading: "あなたのデータ",
      blocks: [
        {
          kind: "paragraph",
          text: "[プライバシーに関する声明と利用規約](/privacy-statement)では、収集する情報、それを見る人、保存期間、削除の方法を説明しています。",
        },
      ],
    },
  ],
} satisfies PageContent;
