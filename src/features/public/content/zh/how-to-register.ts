import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "注册方法",
  lead: "以常旅客身份注册一次，之后每次出行只需几分钟即可申报。请准备好您的护照。",
  sections: [
    {
      id: "steps",
      heading: "分步说明",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "选择语言",
              text: "[打开应用](/app)，第一次使用时会询问语言：English、日本語、한국어 或中文。之后可以用每个页面顶部的语言按钮更改。",
              image: "/how-to/1-language.webp",
              imageAlt: "语言选择：英语、日语、韩语和中文。",
            },
            {
              title: "选择账户类型",
              text: "选择“常旅客”可保留账户，下次出行时自动填写您的信息；选择“访客模式”则无需账户，仅申报一次。",
              image: "/how-to/2-account-type.webp",
              imageAlt: "带有“访客模式”和“常旅客”按钮的登录页面。",
            },
            {
              title: "输入电子邮箱",
              text: "输入电子邮箱，再输入一次以确认，然后点“发送OTP”。我们会向该地址发送一次性密码，即 6 位数字验证码。",
              image: "/how-to/3-email.webp",
              imageAlt: "带有“发送OTP”按钮的电子邮箱表单。",
            },
            {
              title: "输入验证码",
              text: "输入邮件中的验证码，然后点“登录”。一两分钟后仍未收到？请参阅[收不到验证码时](/faqs#codes)。",
              image: "/how-to/4-code.webp",
              imageAlt: "一次性密码表单。",
            },
            {
              title: "完善个人资料",
              text: "用英文填写姓名、出生日期、性别、护照和联系方式，然后保存。请添加与您同行的家庭成员：一份申报最多可包含 7 名乘客。",
              image: "/how-to/5-profile.webp",
              imageAlt: "带有姓名栏的个人资料表单。",
            },
            {
              title: "申报行程",
              text: "在主页点“申报行程”，选择出行类型和抵达日期，再点“开始申报”。填写海关申报单和旅游问卷，用手指或鼠标签名，行程二维码就会出现。",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "选择出行类型和抵达日期的新行程页面。",
            },
          ],
        },
      ],
    },
    {
      id: "on-arrival",
      heading: "抵达时",
      blocks: [
        {
          kind: "paragraph",
          text: "在行李提取处用手机或纸质打印件向海关官员出示行程二维码。[海关生物安全须知](/customs-biosecurity)中列出的物品请如实申报。",
        },
      ],
    },
  ],
} satisfies PageContent;
