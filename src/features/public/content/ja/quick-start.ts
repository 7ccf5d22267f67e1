import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "クイックスタートガイド",
  lead: "5分でわかるアプリの使い方。自治領への渡航の前、滞在中、帰った後にすることです。",
  sections: [
    {
      id: "before",
      heading: "出発前",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "スマートフォンで[アプリを開き](/app)、言語を選びます。",
            "メールアドレスでフリークエントフライヤーとして進むか、ゲストアクセスを選びます。",
            "プロフィールを入力し、家族を追加します（1件の申告に最大7人）。",
            "渡航を申告します。税関申告書、観光アンケート、求められた場合は健康申告に記入し、署名します。",
            "渡航用QRコードをダウンロードするか印刷します。",
          ],
        },
      ],
    },
    {
      id: "arrival",
      heading: "到着したら",
      blocks: [
        {
          kind: "list",
          items: [
            "手荷物受取所で税関職員に渡航用QRコードを提示します。",
            "[免税範囲](/customs-biosecurity#limits)を超える品物と、1万米ドルを超える現金を申告します。",
          ],
        },
      ],
    },
    {
      id: "stay",
      heading: "滞在中",
      blocks: [
        {
          kind: "list",
          items: [
            "訪れた施設の入口で来訪記録QRコードを読み取り、出るときはチェックアウトします。",
            "体調が悪いときは[デジタル来訪記録](/digital-logbook)で症状を報告し、[ホットラインのページ](/hotlines)から保健ホットラインに電話してください。",
            "感染症にさらされた可能性があると知らされた場合は、アプリのホーム画面にすべきことが表示されます。",
          ],
        },
      ],
    },
    {
      id: "after",
      heading: "渡航の後",
      blocks: [
        {
          kind: "paragraph",
          text: "次回の渡航のためにアカウントを残しておくか、[プロフィール](/app/profile#delete)から削除してください。来訪記録はいずれにしても30日後に削除されます。",
        },
      ],
    },
  ],
} satisfies PageContent;
