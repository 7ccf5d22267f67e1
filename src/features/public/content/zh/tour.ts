import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "应用导览",
  lead: "简要介绍应用的主要部分。用“下一步”和“上一步”切换。",
  sections: [
    {
      id: "tour",
      heading: "五步了解应用",
      blocks: [
        {
          kind: "steps",
          oneAtATime: true,
          items: [
            {
              title: "您的主页",
              text: "登录后，主页会向您问好、显示您的状态，并通往其他所有功能：个人资料、电子登记簿、医疗记录和行程。",
              image: "/how-to/6-home.webp",
              imageAlt: "带有菜单和行程区域的主页。",
            },
            {
              title: "行程和二维码",
              text: "选择出行类型和抵达日期即可开始行程。填写申报单并签名后，行程二维码就会出现，海关官员会在行李提取处扫描它。",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "选择出行类型和抵达日期的新行程页面。",
            },
            {
              title: "电子登记簿",
              text: "在场所入口扫描登记簿二维码即可登记，离开时签退。您最近的到访记录和您自己的二维码也在这里。",
              image: "/how-to/8-logbook.webp",
              imageAlt: "带有扫描按钮和最近到访记录的电子登记簿。",
            },
            {
              title: "个人资料和家庭成员",
              text: "您的信息、家庭成员和登录信息。个人资料中还能看到哪些机关查看过您的数据，也可以在这里删除账户。",
              image: "/how-to/5-profile.webp",
              imageAlt: "带有姓名栏的个人资料表单。",
            },
            {
              title: "语言、文字大小和帮助",
              text: "顶部的按钮可以切换语言、放大或缩小文字。[帮助](/help)页面通往常见问题、热线电话和支持。",
              image: "/how-to/1-language.webp",
              imageAlt: "语言选择：英语、日语、韩语和中文。",
            },
          ],
        },
      ],
    },
  ],
} satisfies PageContent;
