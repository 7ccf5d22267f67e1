import * as v from "valibot";
import type { ReferenceLists, ReferenceWrite } from "../../machines/console/reference-data-admin.machine.ts";
import { AdminPurposeList, AdminSymptomList } from "#domain/reference-data-admin.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The admin's symptoms and purposes calls (decision 027); failures arrive as a CallFailure. */

const BASE = "/api/staff/reference-data";

export function loadReferenceLists(): Promise<ReferenceLists> {
  return calling(async () => {
    const [symptoms, purposes] = await Promise.all([staffApi(`${BASE}/symptoms`), staffApi(`${BASE}/purposes`)]);
    return { symptoms: v.parse(AdminSymptomList, symptoms).data, purposes: v.parse(AdminPurposeList, purposes).data };
  });
}

function send(write: ReferenceWrite): Promise<unknown> {
  switch (write.kind) {
    case "symptom.create":
      return staffApi(`${BASE}/symptoms`, { method: "POST", body: write.body });
    case "symptom.edit":
      return staffApi(`${BASE}/symptoms/${write.id}`, { method: "PUT", body: write.body });
    case "symptom.order":
      return staffApi(`${BASE}/symptoms/order`, { method: "PUT", body: { ids: write.ids } });
    case "purpose.create":
      return staffApi(`${BASE}/purposes`, { method: "POST", body: write.body });
    case "purpose.edit":
      return staffApi(`${BASE}/purposes/${write.id}`, { method: "PUT", body: write.body });
    case "purpose.order":
      return staffApi(`${BASE}/purposes/order`, { method: "PUT", body: { ids: write.ids } });
  }
}

/** One write, then both lists as the server keeps them. */
export function writeReferenceData(write: ReferenceWrite): Promise<ReferenceLists> {
  return calling(() => send(write)).then(loadReferenceLists);
}
