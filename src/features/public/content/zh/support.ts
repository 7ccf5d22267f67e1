import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "技术支持",
  lead: "为您的账户、行程和二维码提供帮助。",
  sections: [
    {
      id: "first",
      heading: "请先试试这些",
      blocks: [
        {
          kind: "list",
          items: [
            "[常见问题](/faqs)可以解决大多数问题：收不到验证码、二维码丢失、家庭申报、签退等。",
            "刷新页面。如果出现有新更新的提示，请等待应用自动重新加载。",
            "请使用最新版浏览器：Chrome、Safari、Firefox、Edge 或三星浏览器。",
            "用页面顶部的“A−”“A+”按钮调整文字大小。",
          ],
        },
      ],
    },
    {
      id: "write",
      heading: "给我们写信",
      blocks: [
        {
          kind: "paragraph",
          text: "请使用[联系表单](/contact-us)，或发送邮件至 [{supportEmail}](mailto:{supportEmail})。请告诉我们您登录所用的电子邮箱或手机号码、当时所在的页面以及出了什么问题，附上截图会更有帮助。请勿把一次性密码发给我们，我们也绝不会索要。",
        },
        {
          kind: "paragraph",
          text: "我们在工作日回复。出行当天如有急事，请拨打[热线电话](/hotlines)。",
        },
      ],
    },
    {
      id: "more",
      heading: "更多信息",
      blocks: [
        {
          kind: "paragraph",
          text: "一般旅行信息请访问[自治邦旅行网站]({landingUrl})。",
        },
      ],
    },
  ],
} satisfies PageContent;
