import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "海关生物安全",
  lead: "一只害虫或一种植物病害随行李进入，就可能让岛上的农田、森林和珊瑚礁受害多年。请协助我们把它们挡在门外。",
  sections: [
    {
      id: "prohibited",
      heading: "禁止携带入境的物品",
      blocks: [
        {
          kind: "list",
          items: [
            "新鲜水果和蔬菜。",
            "活体植物、插条、种子、球茎和鲜花。",
            "泥土和沙子，以及沾有泥土的鞋子、帐篷或运动装备。",
            "生肉、干肉、肉类罐头以及香肠、肉干等肉制品。",
            "蛋类，以及来自有动物疫病国家的乳制品。",
            "活的动物、鸟类、昆虫和蜗牛（持有许可证的除外）。",
            "未经处理的动物产品：羽毛、皮张、骨头和贝壳。",
          ],
        },
        {
          kind: "paragraph",
          text: "拿不准时，请申报。官员会查看并告诉您能否带入。未申报而被查出的物品可能被没收，还可能受到处罚。",
        },
      ],
    },
    {
      id: "limits",
      heading: "免税限额",
      blocks: [
        {
          kind: "table",
          caption: "每位旅客无需申报即可携带入境的数量",
          header: ["物品", "免税限额"],
          rows: [
            ["蒸馏酒", "77 液量盎司"],
            ["啤酒或麦芽饮料", "288 液量盎司"],
            ["葡萄酒或清酒", "128 液量盎司"],
            ["香烟（美国品牌）", "30 包"],
            ["香烟（不符合美国标准的品牌）", "10 包"],
            ["散装烟草", "1 磅"],
          ],
        },
        {
          kind: "paragraph",
          text: "超出上述限额的部分，请在行程的海关申报单中申报。",
        },
      ],
    },
    {
      id: "currency",
      heading: "现金",
      blocks: [
        {
          kind: "paragraph",
          text: "携带现金入境没有数额限制，但现金及旅行支票、汇票等货币工具，无论何种货币，合计超过 1 万美元的必须申报。同行的家庭合并计算。",
        },
      ],
    },
    {
      id: "declare",
      heading: "如何申报",
      blocks: [
        {
          kind: "paragraph",
          text: "[申报行程](/how-to-register)时回答海关申报单上的问题，并在行李提取处向海关官员出示行程二维码。出行前有疑问，请在[热线电话页面](/hotlines)拨打海关与生物安全热线。",
        },
      ],
    },
  ],
} satisfies PageContent;
