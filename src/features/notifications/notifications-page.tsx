import { Trans } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { usePushAccount } from "../../app/session/use-profile.ts";
import { useSession } from "../auth/use-auth.ts";
import { SiteFooter } from "../site-footer/site-footer.tsx";
import { NotificationList } from "./notification-list.tsx";
import { PushSwitch } from "./push-switch.tsx";
import "./notifications.css";

function NotificationsScreen() {
  const { accountId } = usePushAccount();
  return (
    <div className="notifications-page">
      {accountId && <PushSwitch key={accountId} accountId={accountId} />}
      <section className="home-card" aria-labelledby="notifications-title">
        <h2 id="notifications-title">
          <Trans>Your notifications</Trans>
        </h2>
        <NotificationList />
      </section>
      <SiteFooter />
    </div>
  );
}

/** /app/notifications: whether this device receives pushes, and the account's notifications (decision 029). */
export function NotificationsPage() {
  const { signedIn } = useSession();
  return signedIn ? <NotificationsScreen /> : <Navigate to="/app" replace />;
}
