import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "快速入门指南",
  lead: "五分钟了解本应用：前往自治邦之前、旅途中和回来之后要做的事。",
  sections: [
    {
      id: "before",
      heading: "出发前",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "在手机上[打开应用](/app)，选择语言。",
            "用电子邮箱以常旅客身份继续，或选择访客模式。",
            "填写个人资料并添加家庭成员（一份申报最多 7 名乘客）。",
            "申报行程：填写海关申报单、旅游问卷，如有要求还需填写健康申报，然后签名。",
            "下载或打印行程二维码。",
          ],
        },
      ],
    },
    {
      id: "arrival",
      heading: "抵达时",
      blocks: [
        {
          kind: "list",
          items: ["在行李提取处向海关官员出示行程二维码。", "申报超出[免税限额](/customs-biosecurity#limits)的物品和超过 1 万美元的现金。"],
        },
      ],
    },
    {
      id: "stay",
      heading: "停留期间",
      blocks: [
        {
          kind: "list",
          items: [
            "在所到场所的入口扫描登记簿二维码，离开时签退。",
            "如感到不适，请在[电子登记簿](/digital-logbook)中报告症状，并通过[热线电话页面](/hotlines)拨打卫生热线。",
            "如果您被告知可能接触过传染病，应用主页会显示您需要做的事。",
          ],
        },
      ],
    },
    {
      id: "after",
      heading: "旅行结束后",
      blocks: [
        {
          kind: "paragraph",
          text: "保留账户以便下次出行，或在[个人资料](/app/profile#delete)中删除账户。登记簿记录无论如何都会在 30 天后删除。",
        },
      ],
    },
  ],
} satisfies PageContent;
