import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback } from "react";
import { Link } from "react-router-dom";
import { fromPromise } from "xstate";
import { notificationsMachine } from "../../../machines/notifications.machine.ts";
import { listNotifications } from "../../api/notifications.ts";
import { useReloadOnNews } from "./reload-on-news.ts";
import "./notifications.css";

const machine = notificationsMachine.provide({ actors: { loadNotifications: fromPromise(() => listNotifications()) } });

/** The home menu's way to the notifications screen, with the number of unread ones; a failed count shows no badge. */
export function NotificationsLink() {
  const { t } = useLingui();
  const actor = useActorRef(machine);
  useReloadOnNews(useCallback(() => actor.send({ type: "notifications.reload" }), [actor]));
  const unread = useSelector(actor, (snapshot) => (snapshot.matches("ready") ? snapshot.context.unread : 0));
  return (
    <Link className="home-account-item" to="/app/notifications">
      <Trans>Notifications</Trans>
      {unread > 0 && (
        <span className="notifications-badge" role="img" aria-label={t({ message: plural(unread, { one: "# unread notification", other: "# unread notifications" }) })}>
          {unread}
        </span>
      )}
    </Link>
  );
}
