import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "登録方法",
  lead: "フリークエントフライヤーとして一度登録すれば、渡航ごとの申告は数分で済みます。パスポートをお手元にご用意ください。",
  sections: [
    {
      id: "steps",
      heading: "手順",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "言語を選ぶ",
              text: "[アプリを開く](/app)と、初回は言語を尋ねられます。English、日本語、한국어、中文から選んでください。後から各ページ上部の言語ボタンで変更できます。",
              image: "/how-to/1-language.webp",
              imageAlt: "言語の選択画面：英語、日本語、韓国語、中国語。",
            },
            {
              title: "アカウントの種類を選ぶ",
              text: "アカウントを作って次回の渡航で情報を自動入力したい場合は「フリークエントフライヤー」を、アカウントなしで一度だけ申告する場合は「ゲストアクセス」を選びます。",
              image: "/how-to/2-account-type.webp",
              imageAlt: "「ゲストアクセス」と「フリークエントフライヤー」のボタンがあるログイン画面。",
            },
            {
              title: "メールアドレスを入力する",
              text: "メールアドレスを入力し、確認のためもう一度入力して「OTPを送信」を押します。そのアドレスにワンタイムパスワード（6桁のコード）が届きます。",
              image: "/how-to/3-email.webp",
              imageAlt: "「OTPを送信」ボタンのあるメールアドレスの入力画面。",
            },
            {
              title: "コードを入力する",
              text: "メールに届いたコードを入力し、「ログイン」を押します。1〜2分待っても届かない場合は、[コードが届かないとき](/faqs#codes)をご覧ください。",
              image: "/how-to/4-code.webp",
              imageAlt: "ワンタイムパスワードの入力画面。",
            },
            {
              title: "プロフィールを入力する",
              text: "氏名、生年月日、性別、パスポート、連絡先を英語で入力して保存します。一緒に渡航する家族も追加してください。1件の申告に最大7人まで含められます。",
              image: "/how-to/5-profile.webp",
              imageAlt: "氏名の欄があるプロフィールの入力画面。",
            },
            {
              title: "渡航を申告する",
              text: "ホーム画面で「渡航を申告」を押し、渡航の種類と到着日を選んで「申告を開始」を押します。税関申告書と観光アンケートに記入し、指またはマウスで署名すると、渡航用QRコードが表示されます。",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "渡航の種類と到着日を選ぶ新しい渡航の画面。",
            },
          ],
        },
      ],
    },
    {
      id: "on-arrival",
      heading: "到着したら",
      blocks: [
        {
          kind: "paragraph",
          text: "手荷物受取所で、スマートフォンか紙で渡航用QRコードを税関職員に提示してください。[税関・生物検疫のご案内](/customs-biosecurity)に載っている品物は申告してください。",
        },
      ],
    },
  ],
} satisfies PageContent;
