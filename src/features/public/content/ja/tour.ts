import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "アプリのツアー",
  lead: "アプリの主な機能を短くご紹介します。「次へ」と「前へ」で移動できます。",
  sections: [
    {
      id: "tour",
      heading: "5つのステップで見るアプリ",
      blocks: [
        {
          kind: "steps",
          oneAtATime: true,
          items: [
            {
              title: "ホーム画面",
              text: "ログインすると、ホーム画面にあいさつと状態が表示されます。プロフィール、デジタル来訪記録、医療記録、渡航へはここから進みます。",
              image: "/how-to/6-home.webp",
              imageAlt: "メニューと渡航の欄があるホーム画面。",
            },
            {
              title: "渡航とQRコード",
              text: "渡航の種類と到着日を選んで渡航を始めます。申告書に記入して署名すると渡航用QRコードが表示され、手荷物受取所で税関職員が読み取ります。",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "渡航の種類と到着日を選ぶ新しい渡航の画面。",
            },
            {
              title: "デジタル来訪記録",
              text: "施設の入口で来訪記録QRコードを読み取ってチェックインし、出るときにチェックアウトします。最近の訪問とあなた自身のQRコードもここにあります。",
              image: "/how-to/8-logbook.webp",
              imageAlt: "読み取りボタンと最近の訪問があるデジタル来訪記録。",
            },
            {
              title: "プロフィールと家族",
              text: "あなたの情報、家族、ログインの情報です。どの機関があなたのデータを見たかもプロフィールで確認でき、アカウントの削除もここからできます。",
              image: "/how-to/5-profile.webp",
              imageAlt: "氏名の欄があるプロフィールの入力画面。",
            },
            {
              title: "言語、文字の大きさ、ヘルプ",
              text: "上部のボタンで言語を変えたり、文字を大きく・小さくしたりできます。[ヘルプ](/help)から、よくあるご質問、ホットライン、サポートへ進めます。",
              image: "/how-to/1-language.webp",
              imageAlt: "言語の選択画面：英語、日本語、韓国語、中国語。",
            },
          ],
        },
      ],
    },
  ],
} satisfies PageContent;
