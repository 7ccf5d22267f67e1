import type { FastifyInstance } from "fastify";
import { MessageAnswer } from "#domain/accounts.ts";
import { BranchId, BranchInput, BranchList, BranchSaved, commonwealthDay, logoKeyOf } from "#domain/establishments.ts";
import type { Services } from "../composition.ts";
import { branchHasVisits, deleteBranch, findOwnBranch, insertBranch, listBranches, updateBranch } from "./establishment-queries.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { portalAccount } from "./establishment-sessions.ts";

const SAVED = "Branch saved.";
const DELETED = "Branch deleted.";

/** The portal's branches: each is a location QR (its id is the uuid on the printed code). */
export function establishmentBranchRoutes(app: FastifyInstance, { db, logos, clock }: Services): void {
  async function ownBranch(accountId: string, id: string, now: Date) {
    const branch = await findOwnBranch(db, accountId, id, commonwealthDay(now));
    if (!branch) throw new HttpError(404, "BRANCH_NOT_FOUND");
    return branch;
  }

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/establishment/branches",
    summary: "The signed-in establishment's branches, each with today's visitor count (commonwealth day, UTC+10)",
    tags: ["establishment portal"],
    response: BranchList,
    access: portalAccount(db, clock),
    handler: async ({ auth: { accountId } }) => {
      const now = clock();
      return { data: await listBranches(db, accountId, commonwealthDay(now)) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishment/branches",
    summary: "Add a branch; its id is the uuid of its location QR",
    tags: ["establishment portal"],
    body: BranchInput,
    response: BranchSaved,
    status: 201,
    access: portalAccount(db, clock),
    handler: async ({ body, auth: { accountId } }) => {
      const now = clock();
      const id = await insertBranch(db, accountId, body, now);
      return { message: SAVED, data: await ownBranch(accountId, id, now) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/v1/establishment/branches/:id",
    summary: "Change one of the signed-in establishment's branches (its QR uuid stays)",
    tags: ["establishment portal"],
    params: BranchId,
    body: BranchInput,
    response: BranchSaved,
    access: portalAccount(db, clock),
    handler: async ({ params, body, auth: { accountId } }) => {
      const now = clock();
      if (!(await updateBranch(db, accountId, params.id, body))) throw new HttpError(404, "BRANCH_NOT_FOUND");
      return { message: SAVED, data: await ownBranch(accountId, params.id, now) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/establishment/branches/:id",
    summary: "Delete a branch without check-ins (check-ins are kept for contact tracing until the retention job removes them)",
    tags: ["establishment portal"],
    params: BranchId,
    response: MessageAnswer,
    access: portalAccount(db, clock),
    handler: async ({ params, auth: { accountId } }) => {
      const now = clock();
      const branch = await ownBranch(accountId, params.id, now);
      if (await branchHasVisits(db, params.id)) throw new HttpError(409, "BRANCH_HAS_VISITS");
      if (!(await deleteBranch(db, accountId, params.id))) throw new HttpError(404, "BRANCH_NOT_FOUND");
      const logoKey = logoKeyOf(branch.attributes.logo);
      if (logoKey) await logos.remove(logoKey);
      return { message: DELETED };
    },
  });
}
