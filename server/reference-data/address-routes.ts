import type { FastifyInstance } from "fastify";
import { list, resource } from "#domain/api-document.ts";
import { ADDRESS_LEVEL_NAMES, AddressAttributes, AddressQuery, parentLevel } from "#domain/addresses.ts";
import { findAddresses, listAddresses } from "./address-queries.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { fieldErrors } from "../http/field-errors.ts";

const AddressResource = resource("address", AddressAttributes);

export function addressRoutes(app: FastifyInstance, { db }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/addresses",
    summary: "Addresses of one level (region, province = island, municipality, barangay = village), optionally of one parent",
    tags: ["reference data"],
    querystring: AddressQuery,
    response: list(AddressResource),
    handler: async ({ query }) => {
      if (query.parent !== undefined) {
        const parent = (await findAddresses(db, [query.parent])).get(query.parent);
        const expected = parentLevel(query.level);
        if (!expected) throw fieldErrors([["parent", "A region has no parent."]]);
        if (!parent || parent.level !== expected) throw fieldErrors([["parent", `No ${ADDRESS_LEVEL_NAMES[expected]} has this code.`]]);
      }
      const addresses = await listAddresses(db, query.level, query.parent);
      return { data: addresses.map((attributes) => ({ id: attributes.code, type: "address" as const, attributes })) };
    },
  });
}
