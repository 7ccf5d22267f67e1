import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "サポート",
  lead: "アカウント、渡航、QRコードについてお手伝いします。",
  sections: [
    {
      id: "first",
      heading: "まずお試しください",
      blocks: [
        {
          kind: "list",
          items: [
            "[よくあるご質問](/faqs)で、コードが届かない、QRコードをなくした、家族での申告、チェックアウトなど、多くの問題が解決できます。",
            "ページを再読み込みしてください。更新があるという表示が出たら、アプリが自動で再読み込みするまでお待ちください。",
            "Chrome、Safari、Firefox、Edge、Samsung Internetなど、最新のブラウザーをお使いください。",
            "ページ上部の「A−」「A+」ボタンで文字の大きさを変えられます。",
          ],
        },
      ],
    },
    {
      id: "write",
      heading: "お問い合わせ",
      blocks: [
        {
          kind: "paragraph",
          text: "[お問い合わせフォーム](/contact-us)をお使いいただくか、[{supportEmail}](mailto:{supportEmail})までメールでご連絡ください。ログインに使うメールアドレスか携帯電話番号、開いていたページ、起きたことをお知らせください。スクリーンショットがあると助かります。ワンタイムパスワードは絶対に送らないでください。こちらからお尋ねすることもありません。",
        },
        {
          kind: "paragraph",
          text: "お返事は平日にいたします。渡航当日のお急ぎの用件は、[ホットライン](/hotlines)にお電話ください。",
        },
      ],
    },
    {
      id: "more",
      heading: "その他の情報",
      blocks: [
        {
          kind: "paragraph",
          text: "渡航に関する一般的な情報は、[自治領の旅行サイト]({landingUrl})をご覧ください。",
        },
      ],
    },
  ],
} satisfies PageContent;
