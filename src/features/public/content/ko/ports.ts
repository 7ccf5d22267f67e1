import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "공항·항만 안내",
  lead: "자치령에 도착하는 곳, 그곳에서 거치는 절차, 미리 준비할 것을 안내합니다. 항공편과 선박 시간은 항공사나 선사에 확인하십시오.",
  sections: [
    {
      id: "air",
      heading: "항공편으로 도착할 때",
      blocks: [
        {
          kind: "paragraph",
          text: "국제선은 자치령의 국제공항에 도착합니다. 사람이 사는 다른 섬에는 작은 공항이 있어 섬과 섬을 잇는 항공편이 오갑니다. 섬 사이 항공편을 포함해 도착하는 모든 승객은 앱으로 여행을 신고합니다.",
        },
      ],
    },
    {
      id: "sea",
      heading: "선박으로 도착할 때",
      blocks: [
        {
          kind: "paragraph",
          text: "여객선, 크루즈선, 상선은 자치령의 항구에 도착합니다. 요트나 개인 선박의 선장은 누구든 상륙하기 전에 입항지에 신고해야 하며, 배에 탄 모든 사람이 항공편 승객과 똑같이 신고합니다.",
        },
      ],
    },
    {
      id: "ready",
      heading: "준비할 것",
      blocks: [
        {
          kind: "list",
          items: [
            "여권 또는 그 밖의 여행 서류.",
            "충전된 휴대전화나 인쇄한 종이에 담긴 여행 QR 코드.",
            "머무를 곳의 주소.",
            "신고한 물품(직원이 확인할 수 있도록).",
            "공중보건 비상사태가 선포된 동안에는, 앱에서 요청한 경우 예방접종 기록이나 최근 검사 결과.",
          ],
        },
      ],
    },
    {
      id: "at-the-port",
      heading: "도착 후 절차",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "입국 심사에서 여행 서류를 확인합니다.",
            "수하물 찾는 곳에서 짐을 찾습니다.",
            "세관 직원에게 여행 QR 코드를 보여 주면, 직원이 코드로 신고 내용을 확인합니다.",
            "생물 검역 직원이 음식, 식물 등 [반입 금지 물품](/customs-biosecurity)이 있는지 짐을 살펴볼 수 있습니다. 검사 전에 그런 물품을 자진 폐기함에 넣을 수 있습니다.",
          ],
        },
      ],
    },
    {
      id: "no-signal",
      heading: "도착했을 때 신호가 없다면",
      blocks: [
        {
          kind: "paragraph",
          text: "집을 나서기 전에 신고를 마치고 여행 QR 코드를 다운로드하거나 인쇄해 두십시오. 공항과 항구에 Wi-Fi가 있지만 여러 항공편이 한꺼번에 도착하면 느려질 수 있습니다.",
        },
      ],
    },
  ],
} satisfies PageContent;
