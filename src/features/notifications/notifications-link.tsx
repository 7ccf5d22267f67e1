import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import { unreadCountMachine } from "./unread-count-effects.ts";
import { useNotifications } from "./use-notifications.ts";
import "./notifications.css";

/** The home menu's way to the notifications screen, with the number of unread ones; a failed count shows no badge. */
export function NotificationsLink() {
  const { t } = useLingui();
  const { unread } = useNotifications(useActorRef(unreadCountMachine));
  return (
    <Link className="home-account-item" to="/app/notifications">
      <Trans>Notifications</Trans>
      {unread > 0 && (
        <span
          className="notifications-badge"
          role="img"
          aria-label={t({ message: plural(unread, { one: "# unread notification", other: "# unread notifications" }) })}
        >
          {unread}
        </span>
      )}
    </Link>
  );
}
