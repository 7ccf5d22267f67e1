import type { FastifyInstance } from "fastify";
import { FamiliesSaved, MessageAnswer, ProfileAnswer, SaveFamilies, SaveProfile } from "#domain/accounts.ts";
import type { Services } from "../composition.ts";
import { findUser, listFamily, replaceFamily, saveProfile } from "./profile-queries.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { deleteAccount } from "./account-deletion-service.ts";
import { familyResource, profileAnswer } from "./profile-service.ts";
import { addressErrors, birthDateErrors, familyErrors, identityErrors, photoErrors } from "./profile-rules.ts";
import { signedInUser } from "../sign-in/sessions.ts";

const SAVED = "Saved!";
const DELETED = "Profile Successfully Deleted!";

/** docs/product-spec.md, parts 3, 4 and 7: the signed-in account's profile, family and deletion (push subscriptions: server/notifications). */
export function profileRoutes(app: FastifyInstance, { db, uploads: storage, stores, clock }: Services): void {
  const { health } = stores;
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/profile",
    summary: "The signed-in account's profile, with its logbook details and family included",
    tags: ["profile"],
    response: ProfileAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      const user = await findUser(db, userId);
      if (!user) throw new HttpError(404, "PROFILE_NOT_FOUND");
      return profileAnswer(db, health, user, await listFamily(db, userId), clock());
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v2/me/logbook",
    summary: "Save the profile form (names upper-case); the sign-in e-mail and mobile number may only be repeated, never changed",
    tags: ["profile"],
    body: SaveProfile,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }) => {
      const user = await findUser(db, userId);
      if (!user) throw new HttpError(404, "PROFILE_NOT_FOUND");
      const today = clock();
      const errors = [
        ...birthDateErrors("birth_date", body.birth_date, today),
        ...(await addressErrors(db, body)),
        ...identityErrors(user, body),
        ...(await photoErrors(db, userId, body.photo_url)),
      ];
      if (errors.length) throw fieldErrors(errors);
      await saveProfile(db, user, body, today);
      return { message: SAVED };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/v2/me/families",
    summary: "Replace the family list (at most 7 members), in the order given",
    tags: ["profile"],
    body: SaveFamilies,
    response: FamiliesSaved,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }) => {
      const errors = familyErrors(body.families, clock());
      if (errors.length) throw fieldErrors(errors);
      const rows = await replaceFamily(db, userId, body.families);
      return { message: SAVED, data: rows.map(familyResource) };
    },
  });

  const deletion = (url: string, guest: boolean, summary: string) =>
    defineRoute(app, {
      method: "DELETE",
      url,
      summary,
      tags: ["profile"],
      response: MessageAnswer,
      access: signedInUser(db, clock),
      handler: async ({ auth: user }, request) => {
        if (user.isGuest !== guest) {
          throw new HttpError(403, guest ? "REGISTERED_ACCOUNT" : "GUEST_ACCOUNT");
        }
        await deleteAccount(db, health, storage, user.userId, request.log);
        return { message: DELETED };
      },
    });
  deletion("/api/v2/me/profile", false, "Delete the signed-in registered account and everything it owns");
  deletion("/api/v1/guest/profile", true, "Delete the signed-in guest account and everything it owns");
}
