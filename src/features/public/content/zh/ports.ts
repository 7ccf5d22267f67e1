import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "口岸信息",
  lead: "旅客在自治邦的抵达地点、在那里要办理的手续以及需要准备的东西。航班和船期请向航空公司或船公司查询。",
  sections: [
    {
      id: "air",
      heading: "乘飞机抵达",
      blocks: [
        {
          kind: "paragraph",
          text: "国际航班在自治邦的国际机场降落。其他有人居住的岛屿设有小型机场，接待岛际航班。所有抵达的乘客，包括岛际航班的乘客，都要在应用中申报行程。",
        },
      ],
    },
    {
      id: "sea",
      heading: "乘船抵达",
      blocks: [
        {
          kind: "paragraph",
          text: "客轮、邮轮和商船停靠自治邦的港口。游艇或私人船只的船长须在任何人上岸之前向入境口岸报到；船上每个人都要像航空旅客一样申报。",
        },
      ],
    },
    {
      id: "ready",
      heading: "需要准备的东西",
      blocks: [
        {
          kind: "list",
          items: [
            "护照或其他旅行证件。",
            "行程二维码，保存在电量充足的手机上或打印在纸上。",
            "您在当地的住址。",
            "您已申报的物品，放在官员方便查看的地方。",
            "在宣布公共卫生紧急状态期间：如应用要求，请准备疫苗接种记录或近期检测结果。",
          ],
        },
      ],
    },
    {
      id: "at-the-port",
      heading: "在口岸",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "边检查验您的旅行证件。",
            "在行李提取处领取行李。",
            "向海关官员出示行程二维码，官员会通过它读取您的申报。",
            "生物安全官员可能会检查您的行李中是否有食品、植物等[禁止入境的物品](/customs-biosecurity)。检查前，您可以把这类物品投入弃置箱。",
          ],
        },
      ],
    },
    {
      id: "no-signal",
      heading: "抵达时没有信号？",
      blocks: [
        {
          kind: "paragraph",
          text: "请在出门前完成申报，并下载或打印行程二维码。口岸有 Wi-Fi，但多个航班同时抵达时可能会很慢。",
        },
      ],
    },
  ],
} satisfies PageContent;
