import type { PageContent } from "#domain/public-pages/page-content.ts";

const names = {
  "Police, fire and ambulance": "警察、消防和急救",
  "Health hotline": "卫生热线",
  "Customs and biosecurity": "海关与生物安全",
  "Visitors bureau": "旅客服务",
};

export default {
  title: "热线电话",
  lead: "轻点号码即可拨打。遇到危及生命的情况，请先拨打紧急电话。",
  sections: [
    {
      id: "emergency",
      heading: "紧急电话",
      blocks: [
        { kind: "paragraph", text: "警察、消防和急救，全天候服务：" },
        { kind: "hotlines", lines: "emergency", names },
      ],
    },
    {
      id: "other",
      heading: "其他热线",
      blocks: [
        { kind: "paragraph", text: "健康咨询、海关与生物安全，以及旅客服务：" },
        { kind: "hotlines", lines: "other", names },
      ],
    },
    {
      id: "which",
      heading: "该打哪个电话",
      blocks: [
        {
          kind: "list",
          items: [
            "有人重伤或身处危险、发生火灾、正在发生的犯罪：紧急电话。",
            "抵达后身体不适，或被告知可能接触过传染病：卫生热线。请说明您刚刚抵达。",
            "可以携带哪些物品入境、需要申报的物品：海关与生物安全。",
            "问路、失物招领和旅游信息：旅客服务。",
            "应用本身的问题：请查看[支持](/support)，或发送邮件至 [{supportEmail}](mailto:{supportEmail})。",
          ],
        },
      ],
    },
    {
      id: "foreign-phones",
      heading: "使用外国手机拨打",
      blocks: [
        {
          kind: "paragraph",
          text: "以“+”开头的号码可以用任何电话拨打。如果使用外国 SIM 卡的手机无法接通，可以请机场或港口的问询处，或您入住的酒店代为拨打。",
        },
      ],
    },
  ],
} satisfies PageContent;
