import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "备忘录",
  lead: "致所有抵达自治邦的旅客，以及旅客所到访的商户和机关。",
  sections: [
    {
      id: "what",
      heading: "本应用是什么",
      blocks: [
        {
          kind: "paragraph",
          text: "本网页应用是自治邦政府提供的行程申报和密切接触者追踪服务，用来取代纸质表格：您在抵达前申报行程，获得行程二维码，并在行李提取处向海关官员出示。",
        },
        {
          kind: "paragraph",
          text: "餐馆、商店、办公室等场所会在入口张贴场所二维码。它就是电子登记簿：访客用自己的账户或以访客身份扫码登记。",
        },
      ],
    },
    {
      id: "who",
      heading: "谁需要申报",
      blocks: [
        {
          kind: "list",
          items: [
            "所有乘飞机或乘船抵达的旅客，无论来自国外还是其他岛屿，回家的居民也包括在内。",
            "每个家庭申报一份：一人可为同行的全家申报，最多 7 名乘客。",
            "游客还需回答旅游局（MVA）的简短问卷。",
            "在宣布公共卫生紧急状态期间，旅客还需填写健康申报和承诺书，并可能需要提供疫苗接种记录或近期检测结果。",
          ],
        },
      ],
    },
    {
      id: "when",
      heading: "何时申报",
      blocks: [
        {
          kind: "paragraph",
          text: "确定抵达日期后，请在抵达前申报。您可以先开始填写、保存，之后再完成；在抵达之前都可以修改。",
        },
        {
          kind: "paragraph",
          text: "如要求提供检测结果，RT-PCR 检测结果有效期为 48 小时，抗原检测结果为 24 小时。",
        },
        {
          kind: "paragraph",
          text: "落地时请准备好行程二维码，放在手机上或打印在纸上均可。",
        },
      ],
    },
    {
      id: "how",
      heading: "如何申报",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "[打开应用](/app)，选择语言。",
            "以常旅客身份通过发送到电子邮箱的验证码继续，或选择访客模式。",
            "填写个人资料，并添加同行的家庭成员。",
            "创建行程，填写海关申报单、旅游问卷，如有要求还需填写健康申报。",
            "签名后即可获得行程二维码。",
          ],
        },
        {
          kind: "paragraph",
          text: "申报单须用英文填写并签名。签名即表示您确认所填内容真实、完整。[注册方法](/how-to-register)附图说明了每一个步骤。",
        },
      ],
    },
    {
      id: "places",
      heading: "致商户和机关",
      blocks: [
        {
          kind: "paragraph",
          text: "对公众开放的场所请在[登记簿二维码门户](/establishment)打印场所二维码，并张贴在访客进入的地方。卫生部门只有在需要联系可能接触过传染病的人时才会查看登记簿，记录在 30 天后删除。",
        },
      ],
    },
  ],
} satisfies PageContent;
