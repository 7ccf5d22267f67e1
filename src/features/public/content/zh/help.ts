import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "帮助",
  lead: "使用本应用前往自治邦旅行所需的一切：申报行程、您的二维码、在所到场所登记，以及需要帮助时可以联系谁。",
  sections: [
    {
      id: "start",
      heading: "入门",
      blocks: [
        {
          kind: "list",
          items: [
            "[注册方法](/how-to-register)：从选择语言到获得行程二维码的每一步，附有画面截图。",
            "[快速入门指南](/quick-start)：出发前要做的五件事，一页看完。",
            "[应用导览](/tour)：简要介绍应用的主要功能。",
            "[打开应用](/app)：申报行程，查看您的二维码和电子登记簿。",
          ],
        },
      ],
    },
    {
      id: "before-you-travel",
      heading: "出行之前",
      blocks: [
        {
          kind: "list",
          items: [
            "[致旅客通知](/memo)：本应用是什么、谁需要申报、何时申报。",
            "[口岸信息](/ports)：您抵达的机场和港口，以及需要准备的东西。",
            "[海关生物安全须知](/customs-biosecurity)：禁止携带入境的物品、免税限额和现金申报规定。",
          ],
        },
      ],
    },
    {
      id: "questions",
      heading: "问题与帮助",
      blocks: [
        {
          kind: "list",
          items: [
            "[常见问题](/faqs)：收不到验证码、全家一起申报、二维码丢失、签退、删除数据等。",
            "[紧急电话及其他热线](/hotlines)：轻点一下即可拨打。",
            "[支持](/support)：账户、行程和二维码方面的帮助。",
            "[联系我们](/contact-us)：给我们留言，我们会通过电子邮件回复。",
          ],
        },
      ],
    },
    {
      id: "your-data",
      heading: "您的数据",
      blocks: [
        {
          kind: "paragraph",
          text: "[隐私声明和使用条款](/privacy-statement)说明我们收集哪些信息、谁可以查看、保存多久以及如何删除。",
        },
      ],
    },
  ],
} satisfies PageContent;
