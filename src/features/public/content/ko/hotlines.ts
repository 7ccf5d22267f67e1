import type { PageContent } from "#domain/public-pages/page-content.ts";

const names = {
  "Police, fire and ambulance": "경찰·소방·구급",
  "Health hotline": "보건 상담 전화",
  "Customs and biosecurity": "세관 및 생물 검역",
  "Visitors bureau": "관광 안내",
};

export default {
  title: "상담 전화",
  lead: "번호를 누르면 바로 전화가 걸립니다. 생명이 위험할 때는 먼저 긴급 전화로 거십시오.",
  sections: [
    {
      id: "emergency",
      heading: "긴급",
      blocks: [
        { kind: "paragraph", text: "경찰, 소방, 구급차(24시간):" },
        { kind: "hotlines", lines: "emergency", names },
      ],
    },
    {
      id: "other",
      heading: "기타 상담 전화",
      blocks: [
        { kind: "paragraph", text: "건강 상담, 세관 및 생물 검역, 방문객 안내:" },
        { kind: "hotlines", lines: "other", names },
      ],
    },
    {
      id: "which",
      heading: "어디로 전화해야 합니까",
      blocks: [
        {
          kind: "list",
          items: [
            "크게 다치거나 위험에 처한 사람, 화재, 지금 일어나고 있는 범죄: 긴급 전화.",
            "도착 후 몸이 좋지 않거나 감염병에 노출되었을 수 있다는 연락을 받았을 때: 보건 상담 전화. 최근에 도착했다고 말해 주십시오.",
            "반입할 수 있는 물품, 신고해야 할 물품: 세관 및 생물 검역.",
            "길 안내, 분실물, 관광 정보: 관광 안내.",
            "앱 자체의 문제: [지원](/support)을 보시거나 [{supportEmail}](mailto:{supportEmail})로 연락해 주십시오.",
          ],
        },
      ],
    },
    {
      id: "foreign-phones",
      heading: "외국 휴대전화로 걸 때",
      blocks: [
        {
          kind: "paragraph",
          text: "+로 시작하는 번호는 어떤 전화로도 걸 수 있습니다. 외국 SIM 카드를 쓰는 휴대전화로 연결되지 않으면 공항이나 항구의 안내 데스크, 또는 호텔에 대신 걸어 달라고 부탁하십시오.",
        },
      ],
    },
  ],
} satisfies PageContent;
