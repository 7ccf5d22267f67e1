import type { AddressAttributes } from "#domain/addresses.ts";

/**
 * The commonwealth's address reference data, seeded once. Codes are ours and never change once
 * seeded (profiles and check-ins keep them): the region is CNMI, an island its three-letter
 * abbreviation, a municipality its US Census county-equivalent FIPS code, a village the island
 * prefix and its name. Each island is one municipality; Aguijan belongs to Tinian.
 */
const REGION = { code: "CNMI", name: "Northern Mariana Islands" };

const ISLANDS: ReadonlyArray<{ code: string; name: string; municipality: { code: string; name: string }; villages: string[] }> = [
  {
    code: "SPN",
    name: "Saipan",
    municipality: { code: "69110", name: "Saipan" },
    villages: [
      "Achugao",
      "Afetna",
      "As Lito",
      "As Matuis",
      "As Perdido",
      "As Teo",
      "Capitol Hill",
      "Chalan Kanoa",
      "Chalan Laulau",
      "Chalan Piao",
      "China Town",
      "Dandan",
      "Fina Sisu",
      "Garapan",
      "Gualo Rai",
      "Kagman",
      "Kanat Tabla",
      "Koblerville",
      "Lower Base",
      "Marpi",
      "Navy Hill",
      "Oleai",
      "Papago",
      "Puerto Rico",
      "San Antonio",
      "San Jose",
      "San Roque",
      "San Vicente",
      "Susupe",
      "Tanapag",
    ],
  },
  {
    code: "TIN",
    name: "Tinian",
    municipality: { code: "69120", name: "Tinian" },
    villages: ["Carolinas Heights", "Marpo Heights", "Marpo Valley", "San Jose"],
  },
  {
    code: "ROT",
    name: "Rota",
    municipality: { code: "69100", name: "Rota" },
    villages: ["Dugi", "Gampapa", "Sinapalo", "Songsong", "Teneto"],
  },
  {
    code: "NIS",
    name: "Northern Islands",
    municipality: { code: "69085", name: "Northern Islands" },
    villages: ["Agrihan", "Alamagan", "Pagan"],
  },
];

function villageCode(island: string, name: string): string {
  return `${island}-${name.toUpperCase().replaceAll(" ", "-")}`;
}

export const ADDRESSES: readonly AddressAttributes[] = [
  { ...REGION, level: "region", parent_code: null },
  ...ISLANDS.flatMap((island): AddressAttributes[] => [
    { code: island.code, name: island.name, level: "province", parent_code: REGION.code },
    { ...island.municipality, level: "municipality", parent_code: island.code },
    ...island.villages.map(
      (name): AddressAttributes => ({
        code: villageCode(island.code, name),
        name,
        level: "barangay",
        parent_code: island.municipality.code,
      }),
    ),
  ]),
];
