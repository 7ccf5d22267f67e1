import * as v from "valibot";
import { type AddressAttributes, AddressAttributes as AddressAttributesSchema, type AddressLevel } from "#domain/addresses.ts";
import { api } from "./client.ts";

const AddressList = v.object({
  data: v.array(v.object({ id: v.string(), type: v.literal("address"), attributes: AddressAttributesSchema })),
});

// Addresses are reference data: each list is asked for once a page load.
const lists = new Map<string, Promise<AddressAttributes[]>>();

/** GET /api/v1/addresses: one level's addresses, the children of `parent` when given. */
export function listAddresses(level: AddressLevel, parent?: string): Promise<AddressAttributes[]> {
  const key = `${level}:${parent ?? ""}`;
  let list = lists.get(key);
  if (!list) {
    list = api("/api/v1/addresses", { query: parent ? { level, parent } : { level } }).then((answer) =>
      v.parse(AddressList, answer).data.map((item) => item.attributes),
    );
    // A failed call is asked again next time.
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}
